/// Deterministic synthetic `.notif` sources of a given size: many categories sharing actions, text
/// input, comments, doc comments, localized texts and every property.
struct SyntheticInput {
  /// A fixed-seed linear congruential generator, so every run generates the same bytes.
  struct Generator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static let words = [
    "accept", "decline", "reply", "archive", "snooze", "open", "share", "like", "mute", "delete", "remind",
    "join", "call", "mark", "read", "later", "flag", "star", "pin", "forward",
  ]

  /// A source of about `size` bytes.
  static func make(size: Int, seed: UInt64 = 0x5EED) -> String {
    var generator = Generator(state: seed)
    var out =
      "// Synthetic benchmark input (deterministic).\nnotif 1\nplatform ios 13.0\nlocalization \"Bench\"\n\n"
    out.reserveCapacity(size + 4096)
    var group = 0
    while out.utf8.count < size {
      let prefix = "g\(group)"
      var actionNames: [String] = []
      for index in 0..<6 {
        let word = words[generator.next(words.count)]
        let name = "\(prefix)_\(word)_\(index)"
        actionNames.append(name)
        out += "/// Performs \(word) for group \(group).\n/// Second line of documentation.\n"
        out += "action \(name) {\n"
        out += "    identifier: \"\(prefix.uppercased()).\(word.uppercased()).\(index)\"\n"
        switch index {
        case 0:
          out +=
            "    title: localized(\"\(name).title\", default: \"\(word.capitalized) \(index)\", comment: \"Button \\\"\(word)\\\"\")\n"
          out += "    behavior: textInput\n"
          out += "    textInputButtonTitle: \"Send\"\n"
          out += "    textInputPlaceholder: localized(\"\(name).placeholder\", default: \"Message…\")\n"
          out += "    systemIcon: \"arrowshape.turn.up.left\"\n"
        case 1:
          out += "    title: \"\(word.capitalized) \(index) ✓\" // trailing comment\n"
          out += "    activation: foreground\n"
          out += "    templateIcon: \"Icon\(index)\"\n"
        case 2:
          out += "    title: \"\(word.capitalized) \(index)\"\n"
          out += "    destructive: true\n"
          out += "    authenticationRequired: true\n"
        default:
          out += "    /* block comment */ title: \"\(word.capitalized) \(index)\\t\\u{1F600}\"\n"
        }
        out += "}\n\n"
      }
      for category in 0..<2 {
        let listed = category == 0 ? actionNames : Array(actionNames.reversed().prefix(4))
        out += "/// Category \(category) of group \(group).\n"
        out += "category \(prefix)_category_\(category) {\n"
        out += "    identifier: \"\(prefix.uppercased())_CATEGORY_\(category)\"\n"
        out += "    actions: [\(listed.joined(separator: ", "))]\n"
        out += "    minimalActions: [\(listed.prefix(2).joined(separator: ", "))]\n"
        out += "    options: [customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle]\n"
        out += "    intentIdentifiers: [\"INSendMessageIntent\"]\n"
        out += "    hiddenPreviewsBodyPlaceholder: \"%u new\"\n"
        out +=
          "    categorySummaryFormat: localized(\"\(prefix).summary.\(category)\", default: \"%u more from %@\")\n"
        out += "}\n\n"
      }
      group += 1
    }
    return out
  }
}
