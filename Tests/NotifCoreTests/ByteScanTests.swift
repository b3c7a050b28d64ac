// ByteScan tests eight bytes at a time; these tests hold it to a byte-by-byte definition.

import XCTest

@testable import NotifCore

final class ByteScanTests: XCTestCase {
  /// Every byte value (as raw bytes, so 0x80 to 0xFF too), at every position of texts of 1 to 24
  /// bytes (so in a whole word, in a word's last byte and in the tail), with and without newlines
  /// allowed.
  func testIsPrintableASCIIMatchesAByteByByteScan() {
    for length in 1...24 {
      for position in 0..<length {
        for value in 0...0xFF {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes[position] = UInt8(value)
          for allowingNewlines in [false, true] {
            let expected = bytes.allSatisfy { (0x20...0x7E).contains($0) || (allowingNewlines && $0 == 0x0A) }
            XCTAssertEqual(
              bytes.withUnsafeBufferPointer {
                ByteScan.isPrintableASCII($0, allowingNewlines: allowingNewlines)
              },
              expected, "byte \(value) at \(position) of \(length), newlines \(allowingNewlines)")
          }
        }
      }
    }
  }

  /// A newline in the same word as a control byte or DEL still fails.
  func testNewlinesNextToOtherControls() {
    XCTAssertTrue(ByteScan.isPrintableASCII("abc\ndefgh\nijklmnop", allowingNewlines: true))
    XCTAssertFalse(ByteScan.isPrintableASCII("abc\ndefgh\nijklmnop", allowingNewlines: false))
    XCTAssertFalse(ByteScan.isPrintableASCII("abc\n\tdefgh", allowingNewlines: true))
    XCTAssertFalse(ByteScan.isPrintableASCII("abc\n\u{7F}defgh", allowingNewlines: true))
    XCTAssertFalse(ByteScan.isPrintableASCII("abcdefg\u{7F}", allowingNewlines: true))
    XCTAssertTrue(ByteScan.isPrintableASCII("", allowingNewlines: false))
  }
}

extension ByteScanTests {
  /// The first newline at or after every start, with newlines at every position of texts of up to
  /// 20 bytes (none, one or two, among bytes that differ from it by one bit).
  func testIndexOfFindsTheFirstMatchFromEveryStart() {
    for length in 0...20 {
      for first in -1..<length {
        for second in -1..<length {
          let fillers: [UInt8] = [0x0B, 0x8A, 0x0E, 0x2A, 0x61, 0x1A]
          var bytes = (0..<length).map { fillers[$0 % fillers.count] }
          if first >= 0 { bytes[first] = 0x0A }
          if second >= 0 { bytes[second] = 0x0A }
          bytes.withUnsafeBufferPointer { buffer in
            for start in 0...length {
              let expected = (start..<length).first { buffer[$0] == 0x0A } ?? length
              XCTAssertEqual(
                ByteScan.index(of: 0x0A, in: buffer, from: start), expected, "\(bytes) from \(start)")
            }
          }
        }
      }
    }
  }
}

extension ByteScanTests {
  /// Every length up to 80 (each size class and memmove beyond), at several offsets: the bytes are
  /// copied exactly, and the bytes around the destination are untouched.
  func testShortCopyCopiesExactlyTheBytes() {
    let source = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    for count in 0...80 {
      for offset in [0, 1, 3, 7] {
        var destination = [UInt8](repeating: 0xEE, count: 100)
        source.withUnsafeBytes { from in
          destination.withUnsafeMutableBytes { to in
            ShortCopy.copy(from.baseAddress! + offset, to: to.baseAddress! + 5, count: count)
          }
        }
        XCTAssertEqual(Array(destination[5..<5 + count]), Array(source[offset..<offset + count]), "\(count)")
        XCTAssertTrue(destination[..<5].allSatisfy { $0 == 0xEE }, "\(count)")
        XCTAssertTrue(destination[(5 + count)...].allSatisfy { $0 == 0xEE }, "\(count)")
      }
    }
  }
}

extension ByteScanTests {
  /// ``ByteScan/indexOfJSONEscape(in:from:)`` and ``ByteScan/indexOfNonPlainASCII(in:from:)`` against
  /// their byte-by-byte definitions: every byte value (0x80 to 0xFF too) at every position of texts of
  /// 1 to 20 bytes, alone and before a second special byte, from every start (so in a whole word, in
  /// a word's last byte and in the tail; a borrow from the first match must not hide it).
  func testSpecialByteScansMatchAByteByByteScan() {
    let json: (UInt8) -> Bool = { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
    let plain: (UInt8) -> Bool = { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }
    var mismatches: [String] = []
    for length in 1...20 {
      for position in 0..<length {
        for value in 0...0xFF {
          for second: UInt8? in [nil, 0x00, 0x22, 0x5C, 0x7F, 0x80] {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            bytes[position] = UInt8(value)
            if let second, position + 1 < length { bytes[position + 1] = second }
            bytes.withUnsafeBufferPointer { buffer in
              for start in [0, position, min(position + 1, length)] {
                if ByteScan.indexOfJSONEscape(in: buffer, from: start)
                  != (start..<length).first(where: { json(buffer[$0]) }) ?? length
                {
                  mismatches.append("JSON: \(bytes) from \(start)")
                }
                if ByteScan.indexOfNonPlainASCII(in: buffer, from: start)
                  != (start..<length).first(where: { plain(buffer[$0]) }) ?? length
                {
                  mismatches.append("plain: \(bytes) from \(start)")
                }
              }
            }
          }
        }
      }
    }
    XCTAssertEqual(mismatches.count, 0, "the first: \(mismatches.prefix(20))")
  }

  /// An empty buffer (no base address) has no special byte.
  func testSpecialByteScansOfNothing() {
    let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    XCTAssertEqual(ByteScan.indexOfJSONEscape(in: empty, from: 0), 0)
    XCTAssertEqual(ByteScan.indexOfNonPlainASCII(in: empty, from: 0), 0)
  }
}

extension ByteScanTests {
  /// ``ByteScan/sameBytes(_:_:)`` against `==` of arrays: every length up to 40 (each word size, and
  /// the last word overlapping the one before it or not), the same bytes, and bytes different at
  /// every position (in the low bit and in the high bit), different lengths, and empty buffers with
  /// and without an address. Each side is a buffer of its own, at every offset from 0 to 7 (so the
  /// loads are unaligned), ending where its allocation ends (so that an over-read fails under
  /// `--sanitize=address`).
  func testSameBytesMatchesArrayEquality() {
    let source = (0..<48).map { UInt8(truncatingIfNeeded: $0 &* 53 &+ 7) }
    var mismatches: [String] = []
    func compare(_ left: [UInt8], at leftOffset: Int, _ right: [UInt8], at rightOffset: Int) {
      let x = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: leftOffset + left.count)
      let y = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: rightOffset + right.count)
      defer {
        x.deallocate()
        y.deallocate()
      }
      x.initialize(repeating: 0xA5)
      y.initialize(repeating: 0x5A)
      for index in left.indices { x[leftOffset + index] = left[index] }
      for index in right.indices { y[rightOffset + index] = right[index] }
      let same = ByteScan.sameBytes(
        UnsafeBufferPointer(rebasing: x[leftOffset...]), UnsafeBufferPointer(rebasing: y[rightOffset...]))
      if same != (left == right) {
        mismatches.append("\(left) at \(leftOffset) and \(right) at \(rightOffset)")
      }
    }
    for count in 0...40 {
      let left = Array(source[..<count])
      var variants = [left]
      for position in 0..<count {
        for flip: UInt8 in [0x01, 0x80] {
          var changed = left
          changed[position] ^= flip
          variants.append(changed)
        }
      }
      if count > 0 { variants.append(Array(left.dropLast())) }
      for right in variants {
        for offset in 0..<8 {
          compare(left, at: offset, right, at: (offset * 3) % 8)
        }
      }
    }
    XCTAssertEqual(mismatches.count, 0, "the first: \(mismatches.prefix(10))")
    let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    [UInt8]().withUnsafeBufferPointer { empty in
      XCTAssertTrue(ByteScan.sameBytes(none, empty))
      XCTAssertTrue(ByteScan.sameBytes(empty, none))
    }
    [UInt8(1)].withUnsafeBufferPointer { XCTAssertFalse(ByteScan.sameBytes(none, $0)) }
  }
}
