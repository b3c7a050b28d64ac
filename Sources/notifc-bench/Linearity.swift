import NotifCore

/// Inputs that once made a stage quadratic, or could (found while fuzzing: typo suggestions for
/// thousands of unknown action names, a scan of error spans per declaration, a linear search per
/// category; found in review: the disallowed format specifiers of a string, the extensions taken off
/// a table name, strings in other quotes and platforms listed on one line, whose line's end was
/// looked for once each; found by a QA hunt: unknown names among listed actions and unknown
/// options, each compared with the whole list, and the edit distance of long names; added with
/// them: names with hyphens, whose lexer's fix-its are compared with the checker's; found by a QA
/// hunt in round 35: an unknown property looking for the one it means among all the others, and
/// the lexer's errors that a Swift statement supersedes, each compared with every one; and by one
/// in round 36: scans back along a line, or along a list, for each text, fix-it, token or column).
/// For each family the time at 4n must stay well below 16 times the time at n. This is a timing
/// check, so it lives in the benchmark (release build), not in the unit tests.
enum Linearity {
  static let families: [(name: String, make: @Sendable (Int) -> String)] = [
    (
      "unknown action names",
      { n in
        lines(n) { "action act\($0) { title: \"T\($0)\" }" }
          + "\ncategory c { actions: [" + (0..<n).map { "zzz\($0)" }.joined(separator: ", ") + "] }"
      }
    ),
    (
      "unknown names among listed actions",
      { n in
        lines(n) { "action act\($0) { title: \"T\($0)\" }" } + "\ncategory c { actions: ["
          + (0..<n).map { "act\($0), zzz\($0)" }.joined(separator: ", ") + "] }"
      }
    ),
    (
      "a long misspelt action name",
      { n in
        let name = String(repeating: "ab", count: n)
        return "action \(name) { title: \"A\" }\ncategory c { actions: [\(name.dropLast())c] }"
      }
    ),
    (
      "unknown category options",
      { n in
        "action a { title: \"A\" }\ncategory c { actions: [a] options: ["
          + (0..<n).map { "opt\($0)" }.joined(separator: ", ") + "] }"
      }
    ),
    ("declarations with syntax errors", { n in lines(n) { "action a\($0) { title: \"T\" bogus }" } }),
    (
      "many categories",
      { n in
        "action a { title: \"A\" }\n" + lines(n) { "category c\($0) { actions: [a] minimalActions: [a] }" }
      }
    ),
    (
      "a long action list",
      { n in
        lines(n) { "action a\($0) { title: \"T\($0)\" }" } + "\ncategory c { actions: ["
          + (0..<n).map { "a\($0)" }.joined(separator: ", ") + "] minimalActions: ["
          + (0..<n).map { "a\($0)" }.joined(separator: ", ") + "] }"
      }
    ),
    ("duplicate names", { n in lines(n) { _ in "action a { title: \"A\" }" } }),
    ("ignore comments", { n in lines(n) { "// notifc:ignore N410\naction a\($0) { title: \"A\($0)\" }" } }),
    ("unterminated strings", { n in lines(n) { _ in "action a { title: \"A }" } }),
    ("stray characters", { n in String(repeating: "@ ", count: n) }),
    (
      "curly-quoted strings on one line",
      { n in "action a { title: " + String(repeating: "“a ", count: n) + "}" }
    ),
    (
      "platforms listed on one line",
      { n in "platform ios 15.0," + String(repeating: " watchos 8.0,", count: n) }
    ),
    (
      "unclosed declarations on one line",
      { n in String(repeating: "action a { title: \"A\" ", count: n) }
    ),
    ("comments", { n in lines(n) { "/* \($0) */ // x" } }),
    (
      "a table name of many extensions",
      { n in
        "action a { title: localized(\"a\", table: \"a" + String(repeating: ".strings", count: n)
          + "\") }\ncategory c { actions: [a] }"
      }
    ),
    (
      "names with hyphens, some misspelt",
      { n in
        lines(n) { "action act-\($0) { title: \"T\($0)\" }" } + "\ncategory c { actions: ["
          + (0..<n).map { "act-\($0), acx-\($0)" }.joined(separator: ", ") + "] }"
      }
    ),
    (
      "a long name with hyphens",
      { n in
        let name = String(repeating: "ab-1-", count: n) + "c"
        return "action \(name) { title: \"A\" }\ncategory c { actions: [\(name)] }"
      }
    ),
    (
      "options with hyphens",
      { n in
        "action a { title: \"A\" }\ncategory c { actions: [a] options: ["
          + String(repeating: "custom-dismiss-action, ", count: n) + "] }"
      }
    ),
    (
      "disallowed format specifiers",
      { n in
        "action a { title: \"A\" }\ncategory c { actions: [a] categorySummaryFormat: \""
          + (0..<n).map { "%\($0)d" }.joined() + "\" }"
      }
    ),
    (
      "other tools' property names",
      { n in
        "action a {\n title: \"A\"\n" + lines(n) { _ in " id: \"x\"" } + "\n}\ncategory c { actions: [a] }"
      }
    ),
    (
      "Swift initializers after names",
      { n in lines(n) { "action a\($0) = UNNotificationAction(identifier: \"A\($0)\")" } }
    ),
    // Found by a QA hunt in round 36: each looked along its whole line, or list, again.
    (
      "words without quotes, no blanks",
      { n in (0..<n).map { "action\"a\($0)\"{title=x@y}" }.joined() }
    ),
    (
      "a dotted chain ending in .notif",
      { n in "import " + (0..<n).map { "A\($0)" }.joined(separator: ".") + ".notif" }
    ),
    (
      "text input on one line",
      { n in
        (0..<n).map { "action a\($0) { title: \"T\" textInputPlaceholder: \"x\" }" }.joined(separator: " ")
      }
    ),
    (
      "Swift intent constants",
      { n in
        "action a { title: \"A\" }\ncategory c { actions: [a] intentIdentifiers: ["
          + (0..<n).map { "\"INX\($0)IntentIdentifier\"" }.joined(separator: ", ") + "] }"
      }
    ),
    (
      "ignores, then one-line actions",
      { n in
        lines(n) { _ in "// notifc:ignore N410" } + "\n\n"
          + lines(n) { "action a\($0) { title: \"A\($0)\" }" }
      }
    ),
    (
      "a silenced list over lines",
      { n in
        "// notifc:ignore N410\ncategory c { actions: [a0,\n"
          + (1..<n).map { "a\($0)" }.joined(separator: ",\n") + "] }"
      }
    ),
    (
      "a silenced line's indentation",
      { n in
        "// notifc:ignore N410\n" + String(repeating: " ", count: 20 * n)
          + (0..<n).map { "action a\($0) { title: \"A\" }" }.joined(separator: " ")
      }
    ),
    (
      "SARIF columns far along a line",
      { n in
        "action a { title: \"" + String(repeating: "x", count: 100 * n) + "\" "
          + String(repeating: "@ ", count: n) + "}\ncategory c { actions: [a] }"
      }
    ),
  ]

  /// Families whose input is not valid UTF-8, so not a `String`.
  static let byteFamilies: [(name: String, make: @Sendable (Int) -> [UInt8])] = [
    (
      "SARIF columns on a line not UTF-8",
      { n in
        Array("action a { title: \"".utf8) + [0xFF]
          + Array((String(repeating: "x", count: 100 * n) + "\" " + String(repeating: "@ ", count: n)).utf8)
          + Array("}\ncategory c { actions: [a] }".utf8)
      }
    )
  ]

  static func lines(_ count: Int, _ line: (Int) -> String) -> String {
    (0..<count).map(line).joined(separator: "\n")
  }

  /// One family's times, in seconds.
  struct Row: Encodable {
    /// The input shape (a family's name).
    let shape: String
    /// The best time at n = 1,000.
    let smallSeconds: Double
    /// The best time at n = 4,000.
    let largeSeconds: Double
    /// Whether the larger input took under 10 times as long (or under 20 ms).
    let passed: Bool

    /// The row as the text report prints it.
    var line: String {
      (passed ? "ok    " : "FAIL  ") + Formatting.leftAligned(shape, to: 36) + "n=1000: "
        + Formatting.fixed(smallSeconds * 1000, 2, width: 7) + " ms   n=4000: "
        + Formatting.fixed(largeSeconds * 1000, 2, width: 7) + " ms   ("
        + Formatting.fixed(largeSeconds / smallSeconds, 1) + "x)"
    }
  }

  /// Runs every family at n = 1,000 and 4,000.
  static func check() -> [Row] {
    let all = families.map { family in (family.name, { Array(family.make($0).utf8) }) } + byteFamilies
    return all.map { name, make in
      let small = bestTime(make(1_000))
      let large = bestTime(make(4_000))
      return Row(
        shape: name, smallSeconds: small, largeSeconds: large, passed: large < max(small * 10, 0.02))
    }
  }

  /// The best of three runs of the whole pipeline: compile, both emitters when clean, the
  /// diagnostics as SARIF (the renderer that converts columns) otherwise, and format.
  static func bestTime(_ bytes: [UInt8]) -> Double {
    let input = CompilationInput(path: "linear.notif", bytes: bytes)
    return Benchmark.best(3) {
      let compilation = Compiler.compile([input])
      if !compilation.hasErrors {
        _ = Benchmark.emitManifest(compilation.model)
        _ = Benchmark.emitSwift(compilation.model)
      } else {
        _ = SARIFDiagnosticRenderer.render(
          compilation.diagnostics, sources: compilation.sources, toolVersion: "0")
      }
      let parsed = Compiler.parse(input)
      _ = NotifCore.Formatter.format(parsed.tree, source: parsed.sources.files[0])
    }
  }
}
