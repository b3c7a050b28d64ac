/// The declarations of a build with their properties decoded, handed out in source order. Decoding
/// is independent per declaration, so it runs on all cores, a window of declarations at a time: the
/// window bounds the memory held by decoded declarations not yet registered in the table.
///
/// The declarations are taken out of the trees, and each is handed out (and its storage released)
/// once, so that the syntax of the declarations already registered is freed as checking goes on.
struct DecodedDeclarations {
  /// How many declarations are decoded at a time.
  static let windowSize = 2048
  /// The declarations of each file, each replaced by an empty placeholder once handed out.
  private var declarations: [[Declaration]]
  /// Each file's identifier and default strings table.
  private let files: [(file: FileID, defaultTable: String)]
  private let damaged: DamagedOffsets
  /// Every declaration, as (tree, declaration) indices, in source order.
  private let positions: [(tree: Int, declaration: Int)]
  private var window: [DecodedDeclaration] = []
  private var windowStart = 0
  private var position = 0

  private let parallel: Bool

  /// Takes the declarations out of `trees` (leaving their directives).
  init(taking trees: inout [SyntaxTree], damaged: DamagedOffsets, parallel: Bool = true) {
    let taken = trees.map(\.declarations)
    files = trees.map { ($0.file, Localization.tableName($0.localizations.first?.table)) }
    for index in trees.indices { trees[index].declarations = [] }
    self.parallel = parallel
    self.damaged = damaged
    positions = taken.indices.flatMap { tree in taken[tree].indices.map { (tree, $0) } }
    declarations = taken
  }

  /// The next declaration and what decoding it gave, or `nil` after the last one.
  mutating func next() -> (Declaration, DecodedDeclaration)? {
    guard position < positions.count else { return nil }
    if position == windowStart + window.count {
      windowStart = position
      let slice = Array(positions[position..<min(positions.count, position + Self.windowSize)])
      let (declarations, files, damaged) = (self.declarations, self.files, self.damaged)
      window = slice.parallelMap(batchSize: 256, parallel: parallel && slice.count > 256) { tree, index in
        let declaration = declarations[tree][index]
        return DeclarationTable.decode(
          declaration, defaultTable: files[tree].defaultTable,
          isDamaged: damaged.containsStart(
            in: files[tree].file, from: declaration.span.start, to: declaration.span.end))
      }
    }
    defer { position += 1 }
    let (tree, index) = positions[position]
    // Taken out, not copied and replaced: a copy retains every field, and the replaced one then
    // releases them.
    let declaration = exchange(&declarations[tree][index], with: .handedOut)
    return (declaration, window[position - windowStart])
  }
}

extension DecodedDeclarations {
  /// The kind and name hash of the declaration `distance` after the one ``next()`` handed out
  /// last, when it is in the window already decoded (so that a caller can prepare for it).
  func peek(ahead distance: Int) -> (kind: Declaration.Kind, nameHash: UInt64)? {
    let index = position - 1 + distance - windowStart
    guard window.indices.contains(index) else { return nil }
    switch window[index].declaration {
    case .action: return (.action, window[index].nameHash)
    case .category: return (.category, window[index].nameHash)
    }
  }
}

extension Declaration {
  /// What takes a declaration's place once it has been handed out: nothing to keep alive.
  static let handedOut = Declaration(
    kind: .action, name: Identifier("", span: .point(FileID(0), 0)), documentation: nil, properties: [],
    span: .point(FileID(0), 0))
}

/// A declaration with its properties decoded, and what decoding it reported.
struct DecodedDeclaration: Sendable {
  enum Kind: Sendable {
    case action(ActionDeclaration)
    case category(CategoryDeclaration)
  }

  let declaration: Kind
  let diagnostics: DiagnosticBag
  /// The ``NameTable/hash(_:)`` of the declaration's name, computed as it is decoded, on all cores.
  let nameHash: UInt64
}
