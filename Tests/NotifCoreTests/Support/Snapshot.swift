import Foundation
import XCTest

/// Whether snapshot and golden files should be rewritten instead of compared
/// (`NOTIFC_RECORD=1 swift test`).
let isRecordingSnapshots = ProcessInfo.processInfo.environment["NOTIFC_RECORD"] != nil

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// Compares `actual` with the file at `path` (relative to the repository root), byte for byte, and
/// shows a line diff on failure. With `NOTIFC_RECORD` set, or when the file does not exist, it
/// writes the file instead and fails, so that a recorded baseline is always looked at.
func assertMatchesFile(_ actual: String, _ path: String, file: StaticString = #filePath, line: UInt = #line) {
  let url = repositoryRoot.appendingPathComponent(path)
  let existing = try? String(contentsOf: url, encoding: .utf8)
  if isRecordingSnapshots || existing == nil {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(actual.utf8).write(to: url)
    if existing != actual {
      XCTFail("recorded a new baseline at \(path); check it and run the tests again", file: file, line: line)
    }
    return
  }
  guard let expected = existing, expected != actual else { return }
  XCTFail(
    "\(path) differs (run with NOTIFC_RECORD=1 to re-record):\n\(lineDiff(expected, actual))", file: file,
    line: line)
}

/// A readable line diff: `-` lines only in the expected text, `+` lines only in the actual one.
func lineDiff(_ expected: String, _ actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  for change in new.difference(from: old) {
    switch change {
    case .remove(let offset, let element, _): lines.append("-\(offset + 1): \(element)")
    case .insert(let offset, let element, _): lines.append("+\(offset + 1): \(element)")
    }
  }
  return lines.prefix(60).joined(separator: "\n")
}
