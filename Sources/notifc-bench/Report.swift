extension Benchmark {
  /// The linearity target's figure: the 20 MB build's time over the 2 MB build's, both ways.
  struct LinearityRatios: Encodable {
    /// The best builds repeated in one process.
    let inOneProcess: Double
    /// The best builds in processes of their own.
    let inProcessesOfTheirOwn: Double

    /// The ratios, when `results` have both sizes.
    init?(_ results: [Benchmark.Result]) {
      guard let small = results.first(where: { abs($0.megabytes - 2) < 0.2 }),
        let large = results.first(where: { abs($0.megabytes - 20) < 1 })
      else { return nil }
      inOneProcess = large.buildSeconds / small.buildSeconds
      inProcessesOfTheirOwn = large.freshBuildSeconds / small.freshBuildSeconds
    }
  }

  /// What `--json` writes: every figure of the run, in seconds and bytes.
  struct Report: Encodable {
    /// Each size's figures.
    var sizes: [Benchmark.Result] = []
    /// With sizes of 2 and 20 MB.
    var linearity: LinearityRatios?
    /// With `--linearity`.
    var linearityCheck: [Linearity.Row]?
    /// With `--many-files`.
    var manyFiles: ManyFiles.Summary?
  }
}
