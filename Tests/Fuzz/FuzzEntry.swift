// The libFuzzer entry point of notifc: every input runs through the whole pipeline (lex, parse,
// check, manifest and Swift emitters, formatter) and must keep every property of
// `PipelineProperties` (Tests/NotifCoreTests/Support/PipelineProperties.swift).
//
// Not part of the package: Tests/Fuzz/run-fuzzer.sh compiles it with NotifCore's sources and the
// properties into one module (`-module-name NotifCore -D NOTIFC_FUZZER`), with
// `-sanitize=fuzzer,address`. A broken property stops the run like a crash, so libFuzzer saves the
// input. Hangs are caught by libFuzzer's `-timeout`.

/// Runs one input through the pipeline; traps, with the broken properties, when one does not hold.
@_cdecl("LLVMFuzzerTestOneInput")
public func notifcFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
  let violations = PipelineProperties.check(bytes)
  if !violations.isEmpty {
    let report = violations.map { "  - \($0)" }.joined(separator: "\n")
    fatalError("notifc fuzz: \(violations.count) properties broken:\n\(report)")
  }
  return 0
}
