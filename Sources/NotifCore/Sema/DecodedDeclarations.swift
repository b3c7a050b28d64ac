/// The declarations of a build with their properties decoded, handed out in source order. Decoding
/// is independent per declaration, so it runs on all cores, a window of declarations at a time: the
/// window bounds the memory held by decoded declarations not yet registered in the table.
struct DecodedDeclarations {
  /// How many declarations are decoded at a time.
  static let windowSize = 2048
  private let trees: [SyntaxTree]
  private let damaged: DamagedOffsets
  /// Every declaration, as (tree, declaration) indices, in source order.
  private let positions: [(tree: Int, declaration: Int)]
  private var window: [DecodedDeclaration] = []
  private var windowStart = 0
  private var position = 0

  private let parallel: Bool

  init(trees: [SyntaxTree], damaged: DamagedOffsets, parallel: Bool = true) {
    self.trees = trees
    self.parallel = parallel
    self.damaged = damaged
    positions = trees.indices.flatMap { tree in trees[tree].declarations.indices.map { (tree, $0) } }
  }

  /// The next declaration, decoded.
  mutating func next() -> DecodedDeclaration {
    precondition(position < positions.count, "more declarations taken than the trees hold")
    if position == windowStart + window.count {
      windowStart = position
      let slice = Array(positions[position..<min(positions.count, position + Self.windowSize)])
      let (trees, damaged) = (self.trees, self.damaged)
      window = slice.parallelMap(batchSize: 256, parallel: parallel && slice.count > 256) { tree, index in
        let file = trees[tree]
        let declaration = file.declarations[index]
        return DeclarationTable.decode(
          declaration, defaultTable: file.localizations.first?.table ?? "Localizable",
          isDamaged: damaged.containsStart(
            in: file.file, from: declaration.span.start, to: declaration.span.end))
      }
    }
    defer { position += 1 }
    return window[position - windowStart]
  }
}
