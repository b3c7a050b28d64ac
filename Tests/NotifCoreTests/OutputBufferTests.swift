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
  /// Indentation is written eight spaces at a time, past the spaces themselves: at every
  /// indentation, with the line ending exactly at the storage's capacity or just short of it, the
  /// bytes are exactly the line's and nothing before them changes.
  func testLinesAndKeysAtEveryIndentationUpToTheCapacity() {
    let text = Array("case .g0Read0:".utf8)
    for indentation in 0...20 {
      for short in 0...9 {
        for key in [false, true] {
          var buffer = OutputBuffer()
          let lineCount = key ? 1 + 1 + indentation + 1 + text.count + 3 : indentation + text.count + 1
          let capacity = ByteStorage(capacity: 4096).capacity
          let prefix = [UInt8](repeating: UInt8(ascii: "x"), count: capacity - lineCount - short)
          prefix.withUnsafeBufferPointer { buffer.append($0) }
          text.withUnsafeBufferPointer { text in
            if key {
              buffer.appendKeyLine(
                afterComma: true, indentation: indentation, text, UnsafeBufferPointer(start: nil, count: 0))
            } else {
              buffer.appendLine(indentation: indentation, text, UnsafeBufferPointer(start: nil, count: 0))
            }
          }
          let spaces = [UInt8](repeating: UInt8(ascii: " "), count: indentation)
          let keyLine = Array(",\n".utf8) + spaces + Array("\"".utf8) + text + Array("\": ".utf8)
          let line = key ? keyLine : spaces + text + [0x0A]
          XCTAssertEqual(
            buffer.bytes, prefix + line, "indentation \(indentation), short \(short), key \(key)")
        }
      }
    }
  }
}
