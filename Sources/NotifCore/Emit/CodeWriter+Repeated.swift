/// The pieces of an action that the Swift emitter writes in several places: a category lists the
/// same actions as other categories, and the emitter writes each action's pieces once per listing.
enum RepeatedPiece: UInt8 {
  /// Its documentation comment in its category's action enum, and (the same text) in the response
  /// enum of a category when it takes no text input.
  case actionDocumentation
  /// Its documentation comment in the response enum, for an action that takes text input.
  case textInputResponseDocumentation
  /// The statements that make the `UNNotificationAction` (or its text-input subclass).
  case actionFactory
}

extension CodeWriter {
  /// Writes the lines `body` writes or, when this writer has written the piece with the same key at
  /// this level and after the same kind of line before, copies those bytes: the copy is a `memcpy`
  /// where writing them again would escape and wrap the same text again.
  ///
  /// What `body` writes must depend only on the key (the object, the piece, the level and whether
  /// the line before is blank), and it must close the blocks it opens. A piece that ends with a
  /// blank line is not recorded: the closing line that may follow drops that line's byte, which
  /// the recorded range would still count. Only a writer that keeps its output whole (a parallel
  /// section's fragment, or a writer without a consumer) reuses pieces: a streamed writer hands
  /// its bytes on and cannot copy them back.
  mutating func repeated(_ object: AnyObject, _ piece: RepeatedPiece, _ body: (inout CodeWriter) -> Void) {
    guard reusesRepeatedPieces, output.keepsEverything else { return body(&self) }
    // The tag: the piece, whether the line before is blank, and the level.
    let tag = UInt(piece.rawValue) | (lastLineWasBlank ? 4 : 0) | UInt(level) << 3
    let object = ObjectIdentifier(object)
    if let written = repeatedPieces[object, tag] {
      output.appendRepeat(of: written)
      lastLineWasBlank = false
      return
    }
    let (start, startLevel) = (output.count, level)
    body(&self)
    precondition(level == startLevel, "a repeated piece must close the blocks it opens")
    if !lastLineWasBlank { repeatedPieces.record(object, tag: tag, start..<output.count) }
  }
}
