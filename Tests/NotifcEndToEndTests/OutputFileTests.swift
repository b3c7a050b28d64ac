import Foundation
import NotifCore
import XCTest

@testable import notifc

/// The temporary files outputs are written through: content that asks for early writeback, and a
/// failing output that keeps the others from replacing theirs.
final class OutputFileTests: XCTestCase {
  var directory = ""

  override func setUpWithError() throws { directory = try temporaryDirectory().path }
  override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: directory) }

  /// A file written in pieces, asking the system after every byte to start writing it out
  /// (`sync_file_range` on Linux), has exactly the bytes written.
  func testEarlyWritebackKeepsTheContent() throws {
    let path = directory + "/out.txt"
    let file = try TemporaryFile(replacing: path, writebackInterval: 1)
    var expected: [UInt8] = []
    for index in 0..<50 {
      let piece = Array("piece \(index)\n".utf8)
      try piece.withUnsafeBytes { try file.write($0) }
      expected += piece
    }
    try file.flush()
    try file.commit()
    XCTAssertEqual(try Array(Data(contentsOf: URL(fileURLWithPath: path))), expected)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["out.txt"])
  }

  /// When the output produced in the background fails, the run throws its error (the first, in
  /// the order of the jobs), and the other output, complete and flushed, is not renamed: its
  /// temporary file goes when it is released.
  func testAFailingOutputKeepsTheOthersFromReplacingTheirs() throws {
    try Data("a file, not a folder".utf8).write(to: URL(fileURLWithPath: directory + "/blocked"))
    let good = directory + "/good.swift"
    try Data("old".utf8).write(to: URL(fileURLWithPath: good))
    let text = Array(String(repeating: "line\n", count: 1000).utf8)
    let emit: @Sendable (OutputChunkConsumer) -> Void = { consumer in text.withUnsafeBytes { consumer($0) } }
    do {
      _ = try StreamedJob.run(
        [
          StreamedJob(path: directory + "/blocked/manifest.json", emit: emit),
          StreamedJob(path: good, emit: emit),
        ],
        checkOnly: false)
      XCTFail("the run succeeded")
    } catch {
      // The file in the way of the output's folder is named.
      XCTAssertEqual(error.path, directory + "/blocked")
      XCTAssertEqual(error.reason, "is a file, not a folder")
    }
    XCTAssertEqual(try String(contentsOfFile: good, encoding: .utf8), "old")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted(), ["blocked", "good.swift"])
  }
}
