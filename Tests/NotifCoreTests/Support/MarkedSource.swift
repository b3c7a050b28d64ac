import XCTest

@testable import NotifCore

/// Source text with location markers (1️⃣ … 🔟), as swift-format's tests use: the markers are
/// removed and their byte offsets remembered, so tests never hand-count columns.
struct MarkedSource {
  static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

  let text: String
  let offsets: [String: Int]

  init(_ marked: String) {
    var bytes: [UInt8] = []
    var offsets: [String: Int] = [:]
    var rest = Substring(marked)
    outer: while !rest.isEmpty {
      for marker in Self.markers where rest.hasPrefix(marker) {
        offsets[marker] = bytes.count
        rest = rest.dropFirst(marker.count)
        continue outer
      }
      bytes.append(contentsOf: String(rest.first!).utf8)
      rest = rest.dropFirst()
    }
    text = String(decoding: bytes, as: UTF8.self)
    self.offsets = offsets
  }

  /// The line:column of a marker in the unmarked text.
  func position(_ marker: String) -> LineColumn {
    SourceFile(path: "", text: text).position(of: offsets[marker]!)
  }
}

/// An expected diagnostic: where (a marker), which code, what message.
struct Expected: CustomStringConvertible {
  let marker: String
  let code: DiagnosticCode
  let message: String
  var file = "test.notif"

  init(_ marker: String, _ code: DiagnosticCode, _ message: String, file: String = "test.notif") {
    self.marker = marker
    self.code = code
    self.message = message
    self.file = file
  }

  var description: String { "\(marker) \(code.rawValue) \(message)" }
}

/// Compiles marked sources (the first is `test.notif`; others are importable by name) and checks
/// that the diagnostics are exactly the expected ones: code, severity, message and line:column.
@discardableResult
func assertDiagnostics(
  _ marked: String, _ expected: [Expected], others: [String: String] = [:],
  file: StaticString = #filePath, line: UInt = #line
) -> Compilation {
  let main = MarkedSource(marked)
  let compilation = Compiler.compile([CompilationInput(path: "test.notif", text: main.text)]) { path in
    others[path].map { .loaded(Array(MarkedSource($0).text.utf8)) } ?? .notFound
  }
  let actual = compilation.diagnostics.map { diagnostic -> String in
    let path = diagnostic.span.map { compilation.sources[$0.file].path } ?? "-"
    let position = diagnostic.span.map { compilation.sources.start(of: $0).description } ?? "-"
    return
      "\(path):\(position) \(diagnostic.severity.rawValue) \(diagnostic.code.rawValue) \(diagnostic.message)"
  }
  let wanted = expected.map { expectation -> String in
    let source = expectation.file == "test.notif" ? main : MarkedSource(others[expectation.file]!)
    let position = source.position(expectation.marker)
    return
      "\(expectation.file):\(position) \(expectation.code.severity.rawValue) \(expectation.code.rawValue) \(expectation.message)"
  }
  XCTAssertEqual(actual, wanted, file: file, line: line)
  return compilation
}

/// Compiles text that must produce no diagnostics at all.
@discardableResult
func assertClean(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Compilation {
  assertDiagnostics(text, [], file: file, line: line)
}

/// `text` as a `.notif` string literal: backslash, quote and control characters (C0, DEL, C1)
/// escaped, everything else written as itself.
func notifLiteral(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": result += "\\\\"
    case "\"": result += "\\\""
    case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
      result += "\\u{\(String(scalar.value, radix: 16))}"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
