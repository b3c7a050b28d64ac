import XCTest

@testable import NotifCore

/// The emitters' byte buffer keeps value semantics on its shared storage, grows, and hands on
/// chunks with the look-behind bytes kept.
final class OutputBufferTests: XCTestCase {
  func testCopiesDoNotSeeEachOthersChanges() {
    var original = OutputBuffer()
    original.append("abc")
    var copy = original
    copy.append(UInt8(ascii: "d"))
    copy.removeLast()
    copy.removeLast()
    original.append(StaticString("xyz"))
    XCTAssertEqual(String(decoding: original.bytes, as: UTF8.self), "abcxyz")
    XCTAssertEqual(String(decoding: copy.bytes, as: UTF8.self), "ab")

    // A copy of a writer finishes on its own storage too.
    var writer = CodeWriter()
    writer.line("one")
    XCTAssertEqual(writer.finished, "one\n")
    writer.line("two")
    XCTAssertEqual(writer.finished, "one\ntwo\n")
  }

  func testGrowsPastItsCapacityAndKeepsEveryByte() {
    var buffer = OutputBuffer()
    var expected: [UInt8] = []
    var generator = SeededGenerator(seed: 13)
    for _ in 0..<5_000 {
      let piece = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        UInt8.random(in: 0x20...0x7E, using: &generator)
      }
      piece.withUnsafeBufferPointer { buffer.append($0) }
      buffer.appendSpaces(piece.count % 70)
      expected += piece + Array(repeating: UInt8(ascii: " "), count: piece.count % 70)
    }
    XCTAssertEqual(buffer.bytes, expected)
    XCTAssertEqual(buffer.count, expected.count)
  }

  func testChunksKeepTheLookBehindBytes() {
    var chunks: [[UInt8]] = []
    let consumer: OutputChunkConsumer = { chunks.append(Array($0)) }
    var buffer = OutputBuffer(consumer: consumer)
    var expected: [UInt8] = []
    let lines = OutputBuffer.chunkSize / 2
    for index in 0..<lines {
      let line = Array("line \(index % 10)\n".utf8)
      line.withUnsafeBufferPointer { buffer.append($0) }
      buffer.flushIfFull()
      expected += line
    }
    XCTAssertTrue(buffer.ends(with: UInt8(ascii: "0") + UInt8((lines - 1) % 10), 0x0A))
    _ = buffer.finish()
    XCTAssertGreaterThan(chunks.count, 2)
    XCTAssertEqual(chunks.flatMap { $0 }, expected)
  }
}

extension OutputBufferTests {
  /// Indentation is written eight spaces at a time, up to seven bytes past the spaces (into the
  /// storage's slack when they end the buffer). At every indentation, for spaces alone, lines of
  /// nothing or one byte and manifest keys with or without a comma and a suffix, each ending
  /// exactly at the storage's capacity or just short of it, the bytes are exactly the piece's and
  /// nothing before them changes. (A missing slack shows as an overflow under
  /// `swift test --sanitize=address`.)
  func testIndentationUpToTheCapacity() {
    let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    let one: [UInt8] = [UInt8(ascii: "}")]
    let key = Array("title".utf8)
    let suffix = Array("Localization".utf8)
    var mismatches: [String] = []
    for indentation in 0...20 {
      let spaces = [UInt8](repeating: UInt8(ascii: " "), count: indentation)
      let pieces: [(name: String, bytes: [UInt8], write: (inout OutputBuffer) -> Void)] = [
        ("spaces", spaces, { $0.appendSpaces(indentation) }),
        ("empty line", spaces + [0x0A], { $0.appendLine(indentation: indentation, empty, empty) }),
        (
          "one-byte line", spaces + one + [0x0A],
          { buffer in one.withUnsafeBufferPointer { buffer.appendLine(indentation: indentation, $0, empty) } }
        ),
        (
          "first key", [0x0A] + spaces + Array("\"title\": ".utf8),
          { buffer in
            key.withUnsafeBufferPointer {
              buffer.appendKeyLine(afterComma: false, indentation: indentation, $0, empty)
            }
          }
        ),
        (
          "key with suffix", Array(",\n".utf8) + spaces + Array("\"titleLocalization\": ".utf8),
          { buffer in
            key.withUnsafeBufferPointer { key in
              suffix.withUnsafeBufferPointer {
                buffer.appendKeyLine(afterComma: true, indentation: indentation, key, $0)
              }
            }
          }
        ),
      ]
      for piece in pieces {
        for short in 0...9 {
          var buffer = OutputBuffer()
          let prefix = [UInt8](
            repeating: UInt8(ascii: "x"), count: buffer.capacity - piece.bytes.count - short)
          prefix.withUnsafeBufferPointer { buffer.append($0) }
          piece.write(&buffer)
          if buffer.bytes != prefix + piece.bytes {
            mismatches.append("\(piece.name), indentation \(indentation), \(short) short")
          }
        }
      }
    }
    XCTAssertEqual(mismatches, [])
  }
}
