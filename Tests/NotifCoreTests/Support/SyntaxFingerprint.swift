// Compiled into the libFuzzer target with PipelineProperties.swift (see Tests/Fuzz/run-fuzzer.sh),
// so it uses nothing but NotifCore and the standard library.

#if !NOTIFC_FUZZER
  @testable import NotifCore
#endif

/// A syntax tree written out field by field, spans included: two trees with the same fingerprint
/// are the same tree (tokens aside). Cheaper than `dump`, which the fuzzer would run on every input.
enum SyntaxFingerprint {
  static func of(_ tree: SyntaxTree) -> String {
    var out = "file \(tree.file.index)\n"
    if let version = tree.languageVersion { out += "notif \(identifier(version))\n" }
    for platform in tree.platforms {
      out +=
        "platform \(identifier(platform.name)) \(platform.version.map(identifier) ?? "-") \(span(platform.span))\n"
    }
    for directive in tree.imports {
      out += "import \(directive.target) \(span(directive.targetSpan)) \(span(directive.span))\n"
    }
    for localization in tree.localizations {
      out += "localization \(localization.table.debugDescription) \(span(localization.span))\n"
    }
    for declaration in tree.declarations {
      out += "\(declaration.kind) \(identifier(declaration.name)) \(span(declaration.span)) "
      out += "\(span(declaration.keywordSpan)) \(declaration.documentation.debugDescription)\n"
      for property in declaration.properties {
        out += "  \(identifier(property.name)) \(property.property.map { "\($0)" } ?? "-") "
        out += "\(span(property.span)) = \(value(property.value))\n"
      }
    }
    for directive in tree.ignoreDirectives {
      out +=
        "ignore \(directive.codes.map(identifier)) line \(directive.targetLine) \(span(directive.span))\n"
    }
    return out
  }

  private static func span(_ span: SourceSpan) -> String { "\(span.file.index):\(span.start)-\(span.end)" }

  private static func identifier(_ identifier: Identifier) -> String {
    "\(identifier.text.debugDescription)@\(span(identifier.span))"
  }

  private static func value(_ value: Value?) -> String {
    guard let value else { return "nil" }
    let kind: String =
      switch value.kind {
      case .string(let text): "string \(text.debugDescription)"
      case .bool(let flag): "bool \(flag)"
      case .name(let name): "name \(name)"
      case .number(let number): "number \(number)"
      case .list(let elements): "list [\(elements.map { self.value($0) }.joined(separator: ", "))]"
      case .localized(let call):
        "localized(\(self.value(call.key)); "
          + call.arguments.map { "\(identifier($0.label)): \(self.value($0.value))" }.joined(separator: ", ")
          + " \(span(call.keywordSpan)))"
      case .invalid: "invalid"
      }
    return "\(kind) \(span(value.span))"
  }
}
