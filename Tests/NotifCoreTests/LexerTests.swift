import XCTest

@testable import NotifCore

final class LexerTests: XCTestCase {
  func tokens(_ text: String) -> (TokenStream, [Diagnostic]) {
    var bag = DiagnosticBag()
    let stream = Lexer(file: FileID(0)).tokenize(Array(text.utf8), diagnostics: &bag)
    return (stream, bag.diagnostics)
  }

  func testTokenKindsAndRanges() {
    let (stream, diagnostics) = tokens("action a_1 { title: \"x\" } [ ] ( ) , 15.4.1")
    XCTAssertEqual(diagnostics.count, 0)
    XCTAssertEqual(
      stream.tokens.map(\.kind),
      [
        .name, .name, .leftBrace, .name, .colon, .string, .rightBrace, .leftBracket, .rightBracket,
        .leftParen, .rightParen,
        .comma, .number, .endOfFile,
      ])
    XCTAssertEqual(stream.tokens[1].range, 7..<10)
    XCTAssertEqual(stream.tokens[12].range, 36..<42)
  }

  func testStringEscapesDecode() {
    let (stream, diagnostics) = tokens(#""a\\b\"c\n\r\t\0\u{1F600}\u{E9}""#)
    XCTAssertEqual(diagnostics.count, 0)
    XCTAssertEqual(stream.stringValues, ["a\\b\"c\n\r\t\0😀é"])
  }

  func testCommentsAreTriviaAndDocCommentsAreMarked() {
    let (stream, _) = tokens("// line\n/// doc\n/* block /* nested */ */ action")
    XCTAssertEqual(stream.comments.map(\.kind), [.line, .doc, .block])
    XCTAssertEqual(stream.leadingComments(of: 0).count, 3)
    XCTAssertEqual(stream.tokens.count, 2)
  }

  func testByteOrderMarkIsSkipped() {
    let (stream, diagnostics) = tokens("\u{FEFF}notif 1")
    XCTAssertEqual(diagnostics.count, 0)
    XCTAssertEqual(stream.tokens.first?.start, 3)
  }

  func testColumnsDoNotCountAByteOrderMark() {
    assertDiagnostics(
      "\u{FEFF}action a { title: 1️⃣1 }\ncategory c { actions: [a] }",
      [Expected("1️⃣", .wrongValueKind, "'title' takes a string or localized(...), not a number")])
    let file = SourceFile(path: "x", bytes: [0xEF, 0xBB, 0xBF] + Array("ab".utf8))
    XCTAssertEqual(file.position(of: 4), LineColumn(line: 1, column: 2))
  }

  /// Line starts are found eight bytes at a time; they are the same as a byte-by-byte scan for
  /// `\n`, `\r\n` and `\r`, wherever the breaks fall in the words.
  func testLineStartsMatchAByteByByteScan() {
    var generator = SeededGenerator(seed: 7)
    let alphabet: [UInt8] = [0x0A, 0x0D, 0x61, 0x62, 0x20, 0xC3, 0xA9, 0x09, 0x0B, 0x0C, 0x8A, 0x8D]
    for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 200, 1000] {
      for _ in 0..<20 {
        let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        var expected = [0]
        var index = 0
        while index < bytes.count {
          let byte = bytes[index]
          index += 1
          if byte == 0x0A {
            expected.append(index)
          } else if byte == 0x0D {
            if index < bytes.count && bytes[index] == 0x0A { index += 1 }
            expected.append(index)
          }
        }
        XCTAssertEqual(SourceFile(path: "x", bytes: bytes).lineStarts, expected, "\(bytes)")
      }
    }
  }

  /// The line table is made on first use; threads that ask for positions at once (the rules do)
  /// all get the same table, and a copy of the file shares it.
  func testLineTableMadeOnFirstUseIsSharedAcrossThreads() {
    let text = (0..<2000).map { "line \($0)" }.joined(separator: "\n")
    let file = SourceFile(path: "x", text: text)
    let copy = file
    let offsets = Array(stride(from: 0, to: text.utf8.count, by: 97))
    let positions = offsets.parallelMap { offset in copy.position(of: offset) }
    let lineLength = { (line: Int) in "line \(line)".utf8.count + 1 }
    for (offset, position) in zip(offsets, positions) {
      var start = 0
      var line = 0
      while start + lineLength(line) <= offset {
        start += lineLength(line)
        line += 1
      }
      XCTAssertEqual(position, LineColumn(line: line + 1, column: offset - start + 1), "offset \(offset)")
    }
    XCTAssertEqual(file.lineStarts.count, 2000)
    let tables = [file, copy].map { $0.lineStarts.withUnsafeBufferPointer { $0.baseAddress } }
    XCTAssertEqual(tables[0], tables[1], "the copy shares the table made for the original")
  }

  func testInvalidUTF8IsReportedAtItsLineAndColumn() {
    var bytes = Array("action a {\n    title: \"ab".utf8)
    bytes.append(0xFF)
    bytes += Array("\" }\ncategory c { actions: [a] }".utf8)
    let compilation = Compiler.compile([CompilationInput(path: "x.notif", bytes: bytes)])
    XCTAssertEqual(compilation.diagnostics.map(\.message), ["invalid UTF-8 byte 0xFF"])
    XCTAssertEqual(
      compilation.diagnostics.first.map { compilation.sources.start(of: $0.span!) },
      LineColumn(line: 2, column: 15))
  }

  /// A UTF-16 file, with or without its byte-order mark, is one error, not one for every other
  /// byte.
  func testUTF16FileIsOneError() {
    let units = Array("action a { title: \"A\" }\n".utf16)
    let littleEndian: [UInt8] = units.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let bigEndian: [UInt8] = units.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    for bytes: [UInt8] in [[0xFF, 0xFE] + littleEndian, [0xFE, 0xFF] + bigEndian, littleEndian] {
      let compilation = Compiler.compile([CompilationInput(path: "u.notif", bytes: bytes)])
      XCTAssertEqual(
        compilation.diagnostics.map {
          "\(compilation.sources.start(of: $0.span!)) \($0.code.rawValue) \($0.message)"
        },
        ["1:1 N101 the file is UTF-16; save it as UTF-8"])
    }
  }

  func testStringValuesMixTextEscapesAndNonASCII() {
    // Runs of text between escapes, non-ASCII text before and after escapes, and a string that
    // ends in an escape.
    let (stream, diagnostics) = tokens(#""é a\tbc ü\u{1F600}d ✓ \n" "x\\" "\u{41}" "plain é""#)
    XCTAssertEqual(diagnostics.count, 0)
    XCTAssertEqual(stream.stringValues, ["é a\tbc ü😀d ✓ \n", "x\\", "A", "plain é"])
  }

  func testInvalidUTF8InStringsBecomesOneReplacementEach() {
    // An invalid byte after an escape is replaced in the value; one before any escape too.
    let bytes = Array("\"a\\tb".utf8) + [0xFF] + Array("c\" \"d".utf8) + [0xFE] + Array("e\\n\"".utf8)

    var bag = DiagnosticBag()
    let stream = Lexer(file: FileID(0)).tokenize(bytes, diagnostics: &bag)
    XCTAssertEqual(bag.diagnostics.count, 2)
    XCTAssertEqual(stream.stringValues, ["a\tb\u{FFFD}c", "d\u{FFFD}e\n"])
  }

  func testInvalidUTF8InStringIsReportedAtItsByte() {
    var bytes = Array("action a { title: \"ab".utf8)
    bytes.append(0xFF)
    bytes += Array("\" }".utf8)
    var bag = DiagnosticBag()
    _ = Lexer(file: FileID(0)).tokenize(bytes, diagnostics: &bag)
    XCTAssertEqual(bag.diagnostics.map(\.message), ["invalid UTF-8 byte 0xFF"])
    XCTAssertEqual(bag.diagnostics.first?.span?.start, 21)
  }

  func testLexicalErrors() {
    assertDiagnostics(
      """
      action a {
          title: 1️⃣"unterminated
      }
      category c { actions: [a] }
      """, [Expected("1️⃣", .unterminatedString, "unterminated string literal")])
    // A string written over lines is one error: its other lines are not lexed as code (a property
    // `now`, and a second unterminated string), when a later line's first quote ends it.
    for (continued, end) in [
      ("now\"", "\n"), ("and \\\" now\" // a comment", "\r\n"), ("\n\nnow\"", "\n"),
      ("now\" /* a comment */", "\n"),
    ] {
      assertDiagnostics(
        "action a {\n    title: 1️⃣\"Accept\(end)\(continued)\(end)}\ncategory c { actions: [a] }\n",
        [Expected("1️⃣", .unterminatedString, "unterminated string literal")])
    }
    // Else the string ends at the line break, and the next lines are code.
    assertDiagnostics(
      """
      action a {
          title: 1️⃣"Accept
      }
      category c { actions: [a] }
      action 2️⃣b { title: "B" }
      """,
      [
        Expected("1️⃣", .unterminatedString, "unterminated string literal"),
        Expected("2️⃣", .unusedAction, "action 'b' is not used by any category"),
      ])
    assertDiagnostics(
      """
      action a {
          title: "a1️⃣\\qb"
      }
      category c { actions: [a] }
      """, [Expected("1️⃣", .invalidEscape, "invalid escape sequence '\\q' in string literal")])
    assertDiagnostics(
      """
      action a {
          title: "1️⃣\\u{D800}"
      }
      category c { actions: [a] }
      """, [Expected("1️⃣", .invalidUnicodeEscape, "'\\u{D800}' is not a valid Unicode scalar")])
    assertDiagnostics(
      """
      action a {
          title: "1️⃣\\u{}"
      }
      category c { actions: [a] }
      """,
      [
        Expected(
          "1️⃣", .invalidUnicodeEscape, "'\\u{…}' escape sequence needs 1 to 8 hexadecimal digits, not 0")
      ])
    assertDiagnostics(
      """
      action a {
          title: "\\u{1️⃣g}"
      }
      category c { actions: [a] }
      """,
      [Expected("1️⃣", .invalidUnicodeEscape, "'g' is not a hexadecimal digit in '\\u{…}' escape sequence")])
    assertDiagnostics(
      """
      action a {
          title: "\\u{411️⃣ "
      }
      category c { actions: [a] }
      """, [Expected("1️⃣", .invalidUnicodeEscape, "expected '}' to end '\\u{…}' escape sequence")])
    assertDiagnostics(
      """
      action a { title: "x" } 1️⃣*/
      category c { actions: [a] }
      """, [Expected("1️⃣", .unexpectedCharacter, "'*/' ends no block comment")])
    assertDiagnostics(
      """
      action a {
          title: "1️⃣\\u41"
      }
      category c { actions: [a] }
      """, [Expected("1️⃣", .invalidUnicodeEscape, "expected '{' in '\\u{…}' escape sequence")])
    assertDiagnostics(
      """
      action a {
          title: "x" 1️⃣- 
      }
      category c { actions: [a] }
      """, [Expected("1️⃣", .unexpectedCharacter, "unexpected character '-'")])
    assertDiagnostics(
      """
      action a { title: "x" }
      category c { actions: [a] }
      1️⃣/* never closed
      """, [Expected("1️⃣", .unterminatedBlockComment, "unterminated '/*' comment")])
    assertDiagnostics(
      """
      notif 1
      platform ios 15.1️⃣
      """, [Expected("1️⃣", .invalidNumber, "expected a digit after '.' in version number")])
    assertDiagnostics(
      """
      action a { title: "x" 1️⃣é }
      category c { actions: [a] }
      """, [Expected("1️⃣", .unexpectedCharacter, "unexpected character 'é' (U+00E9)")])
  }

  func testBidiAndInvisibleCharactersAreWarnings() {
    assertDiagnostics(
      """
      action a { title: "a1️⃣\u{202E}b2️⃣\u{200B}" }
      category c { actions: [a] }
      """,
      [
        Expected(
          "1️⃣", .bidiControlCharacter,
          "bidirectional control character U+202E in string literal can make text display in a different order than it is read"
        ),
        Expected("2️⃣", .invisibleCharacter, "invisible character U+200B in string literal"),
      ])
    // A block comment reports each line's first, so that an ignore comment silences one line only.
    assertDiagnostics(
      "/* 1️⃣\u{202E} a \u{202E}\n   2️⃣\u{202E} b */\naction a { title: \"A\" }\ncategory c { actions: [a] }",
      [
        Expected(
          "1️⃣", .bidiControlCharacter,
          "bidirectional control character U+202E in comment can make text display in a different order than it is read"
        ),
        Expected(
          "2️⃣", .bidiControlCharacter,
          "bidirectional control character U+202E in comment can make text display in a different order than it is read"
        ),
      ])
    // Raw control characters too, ASCII (a tab aside) and C1; escaped ones are what the note asks.
    // Each kind is reported once in a literal: a thousand control characters are one warning.
    let run = String(repeating: "\u{1}", count: 1000)
    assertDiagnostics(
      "action a { title: \"\t1️⃣\u{1}\(run)\\u{1}\" behavior: textInput textInputPlaceholder: \"2️⃣\u{7F}\u{200B}\" }\n"
        + "action b { title: \"3️⃣\u{85}B\" }\ncategory c { actions: [a, b] }",
      [
        Expected("1️⃣", .invisibleCharacter, "invisible control character U+0001 in string literal"),
        Expected("2️⃣", .invisibleCharacter, "invisible control character U+007F in string literal"),
        Expected("3️⃣", .invisibleCharacter, "invisible control character U+0085 in string literal"),
      ])
  }

  func testMergeConflictIsOneError() {
    assertDiagnostics(
      """
      action accept {
      1️⃣<<<<<<< HEAD
          title: "Accept"
      =======
          identifier: "OK"
      >>>>>>> feature
      }
      category invite { actions: [accept] }
      """,
      [Expected("1️⃣", .mergeConflictMarker, "merge conflict marker; resolve the conflict before compiling")])
    // diff3 style: the base's side between `|||||||` and `=======`.
    assertDiagnostics(
      """
      action accept {
      1️⃣<<<<<<< HEAD
          title: "Accept"
      ||||||| base
          // nothing
      =======
          identifier: "OK"
      >>>>>>> feature
      }
      category invite { actions: [accept] }
      """,
      [Expected("1️⃣", .mergeConflictMarker, "merge conflict marker; resolve the conflict before compiling")])
  }

  /// Only the first side of a conflict is compiled: both sides usually hold the same property or
  /// the same declaration, which would be a second error (N902, N401) of the one conflict.
  /// Habits from other languages are one error each, with a fix-it, and are read as meant: the
  /// rest of the file is checked with no follow-on errors (`#` comments, single-quoted strings,
  /// `=` for `:`). A lone quote is a stray character.
  func testHabitsFromOtherLanguagesAreOneErrorEach() {
    let compilation = assertDiagnostics(
      """
      action a {
          1️⃣# the title shown on the button
          title: 2️⃣'Say "hi"'
          destructive 3️⃣= 4️⃣1
          activation: foreground6️⃣;
      }
      category c { actions: [a] } 5️⃣# main category
      """,
      [
        Expected("1️⃣", .unexpectedCharacter, "comments start with '//', not '#'"),
        Expected("2️⃣", .unexpectedCharacter, "strings are written in double quotes"),
        Expected("3️⃣", .unexpectedCharacter, "a property's value follows ':', not '='"),
        Expected(
          "4️⃣", .wrongValueKind, "'destructive' takes true or false, not a number; did you mean 'true'?"),
        Expected("6️⃣", .unexpectedCharacter, "unexpected ';'; properties and declarations need no terminator"),
        Expected("5️⃣", .unexpectedCharacter, "comments start with '//', not '#'"),
      ])
    XCTAssertEqual(
      compilation.diagnostics.map { $0.fixIts.map(\.replacement) },
      [["//"], ["\"Say \\\"hi\\\"\""], [":"], ["true"], [""], ["//"]])
    XCTAssertEqual(compilation.model.actions.first?.title.value, "Say \"hi\"")
    assertDiagnostics(
      """
      action a { title: "A" }
      1️⃣'
      category c { actions: [a] }
      """, [Expected("1️⃣", .unexpectedCharacter, "unexpected character '''")])
  }

  func testOnlyTheFirstSideOfAConflictIsCompiled() {
    let message = "merge conflict marker; resolve the conflict before compiling"
    for (ours, base, theirs) in [
      ("    title: \"Accept\"", nil, "    title: \"OK\""),
      ("    title: \"Accept\"", "    title: \"Yes\"", "    title: \"OK\""),
    ] {
      let baseSide = base.map { "||||||| base\n\($0)\n" } ?? ""
      assertDiagnostics(
        "action accept {\n1️⃣<<<<<<< HEAD\n\(ours)\n\(baseSide)=======\n\(theirs)\n>>>>>>> feature\n}\n"
          + "category invite { actions: [accept] }\n",
        [Expected("1️⃣", .mergeConflictMarker, message)])
    }
    // Whole declarations on both sides, with CRLF line breaks; then the first side's own errors
    // are reported, the other side's not.
    assertDiagnostics(
      "1️⃣<<<<<<< HEAD\r\naction accept { title: \"Accept\" }\r\n=======\r\naction accept { title: \"OK\" }\r\n"
        + ">>>>>>> feature\r\ncategory invite { actions: [accept] }\r\n",
      [Expected("1️⃣", .mergeConflictMarker, message)])
    assertDiagnostics(
      "action a { title: \"A\" }\n1️⃣<<<<<<< HEAD\ncategory c { actions: [a, 2️⃣b] }\n=======\n"
        + "category c { actions: [a, z] }\n>>>>>>> feature\n",
      [
        Expected("1️⃣", .mergeConflictMarker, message),
        Expected("2️⃣", .unknownAction, "cannot find action 'b'"),
      ])
  }

  /// What a half-resolved merge leaves: a marker line without the `<<<<<<<` line that opens its
  /// conflict is itself an error, at its start, and is skipped like any marker line.
  func testStrayConflictMarkerIsAnError() {
    let message = "merge conflict marker; resolve the conflict before compiling"
    for marker in [">>>>>>> feature/x", "=======", "|||||||"] {
      assertDiagnostics(
        """
        action a { title: "A" }
        1️⃣\(marker)
        category c { actions: [a] }
        """, [Expected("1️⃣", .mergeConflictMarker, message)])
    }
    // The diagnostic spans the marker's seven characters, as for a whole conflict.
    for text in ["x\n>>>>>>> feature/x\n", "x\n=======\n", "x\n|||||||\r\n", "x\r<<<<<<< HEAD\n"] {
      let (stream, diagnostics) = tokens(text)
      XCTAssertEqual(diagnostics.map(\.code), [.mergeConflictMarker], text)
      XCTAssertEqual(diagnostics.first?.span.map { $0.start..<$0.end }, 2..<9, text)
      XCTAssertEqual(stream.tokens.map(\.kind), [.name, .endOfFile], text)
    }
  }

  /// The rest of one conflict is one error, at its first marker line: markers that follow one
  /// another in a conflict's order (`|||||||`, `=======`, `>>>>>>>`) belong to one conflict, and a
  /// marker that cannot follow the one before it starts another.
  func testStrayConflictMarkersAreOneErrorPerConflict() {
    let message = "merge conflict marker; resolve the conflict before compiling"
    assertDiagnostics(
      """
      action accept {
          title: "Accept"
      1️⃣=======
          identifier: "OK"
      >>>>>>> feature
      }
      category invite { actions: [accept] }
      """, [Expected("1️⃣", .mergeConflictMarker, message)])
    assertDiagnostics(
      """
      action accept {
      1️⃣|||||||
          title: "Accept"
      =======
      >>>>>>> feature
      }
      category invite { actions: [accept] }
      """, [Expected("1️⃣", .mergeConflictMarker, message)])
    // Two conflicts, each without its `<<<<<<<` line; a stray marker after a whole conflict.
    assertDiagnostics(
      """
      action accept { title: "Accept" }
      1️⃣=======
      action decline { title: "Decline" }
      2️⃣=======
      action later { title: "Later" }
      3️⃣<<<<<<< HEAD
      =======
      >>>>>>> feature
      4️⃣>>>>>>> feature
      category invite { actions: [accept, decline, later] }
      """,
      [
        Expected("1️⃣", .mergeConflictMarker, message), Expected("2️⃣", .mergeConflictMarker, message),
        Expected("3️⃣", .mergeConflictMarker, message), Expected("4️⃣", .mergeConflictMarker, message),
      ])
  }

  /// A marker that does not start its line is not a conflict marker: its characters are stray, and
  /// the rest of the line is lexed as usual.
  func testConflictMarkerNotAtTheStartOfALineIsNotOne() {
    assertDiagnostics(
      """
      action a { title: "A" }
        1️⃣>>>>>>> 2️⃣feature3️⃣/x
      category c { actions: [a] }
      """,
      [
        Expected("1️⃣", .unexpectedCharacter, "unexpected character '>'"),
        Expected("2️⃣", .expectedDeclaration, "expected 'action' or 'category' declaration, found 'feature'"),
        Expected("3️⃣", .unexpectedCharacter, "unexpected character '/'"),
      ])
  }

  /// The bit-mask test of name characters agrees with their definition on every byte.
  func testNameCharactersAreLettersDigitsAndUnderscore() {
    [UInt8]().withUnsafeBufferPointer { buffer in
      let state = LexerState(buffer: buffer, file: FileID(0), limits: CompilerLimits())
      for byte in UInt8.min...UInt8.max {
        let scalar = Unicode.Scalar(byte)
        let expected =
          byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || byte == 0x5F)
        XCTAssertEqual(state.isNameContinue(byte), expected, "byte \(byte)")
      }
    }
  }

  /// `<`, `=`, `>` and `|` that do not start a conflict marker are stray characters, also at the
  /// start of a line and in a run of six.
  func testConflictMarkerCharactersElsewhereAreStray() {
    for text in ["a <", "<<<<<<", "|||||||x", "a ======= b", ">"] {
      let (stream, diagnostics) = tokens(text)
      XCTAssertFalse(diagnostics.contains { $0.code == .mergeConflictMarker }, text)
      XCTAssertFalse(diagnostics.isEmpty, text)
      XCTAssertEqual(stream.tokens.last?.kind, .endOfFile, text)
    }
  }

  /// A name with `-` between its words is one name token, marked, and one error at its first `-`
  /// whose fix-it writes the name with `_`. A `-` with a blank on either side, one before a
  /// version, and a `-` that no name character follows are not part of a name.
  func testANameWithHyphensIsOneTokenAndOneError() throws {
    let (stream, diagnostics) = tokens("accept-invite a-b-c_1 step-2 a -b a- b - a-- ios-15.0 ios-15 x-")
    XCTAssertEqual(
      stream.tokens.map { "\($0.kind)\($0.isHyphenatedName ? "-" : "")" },
      [
        "name-", "name-", "name-", "name", "name", "name", "name", "name", "name", "number", "name", "number",
        "name", "endOfFile",
      ])
    XCTAssertEqual(stream.tokens[0].range, 0..<13)
    XCTAssertEqual(stream.tokens[1].range, 14..<21)
    XCTAssertEqual(stream.tokens[2].range, 22..<28)
    XCTAssertEqual(
      diagnostics.map(\.message),
      [
        "a name cannot contain '-'; join the words with '_', as in 'accept_invite'",
        "a name cannot contain '-'; join the words with '_', as in 'a_b_c_1'",
        "a name cannot contain '-'; join the words with '_', as in 'step_2'",
        "unexpected character '-'", "unexpected character '-'", "unexpected character '-'",
        "unexpected character '-'", "unexpected character '-'", "unexpected character '-'",
        "unexpected character '-'",
      ])
    XCTAssertEqual(
      diagnostics.prefix(3).map(\.code), [.unexpectedCharacter, .unexpectedCharacter, .unexpectedCharacter])
    // At the first `-`; the fix-it replaces the whole name.
    XCTAssertEqual(
      diagnostics.prefix(3).map { $0.span.map { $0.start..<$0.end } }, [6..<7, 15..<16, 26..<27])
    XCTAssertEqual(
      diagnostics.prefix(3).map { $0.fixIts.map { "\($0.span.start)..<\($0.span.end) \($0.replacement)" } },
      [["0..<13 accept_invite"], ["14..<21 a_b_c_1"], ["22..<28 step_2"]])
  }

  func testOverlongStringIsReported() {
    let long = String(repeating: "x", count: CompilerLimits().maxStringLength + 1)
    assertDiagnostics(
      "action a { title: 1️⃣\"\(long)\" }\ncategory c { actions: [a] }",
      [Expected("1️⃣", .stringTooLong, "string literal is too long (65537 bytes; the limit is 65536)")])
  }
}
