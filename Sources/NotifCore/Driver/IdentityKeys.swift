/// A table from files' identities to their keys in ``FrontEnd``, which costs a lint of one file
/// nothing: the first identity is kept on its own, and the tables are made from the second. (Making
/// a table makes the runtime look up its key type's `Hashable` conformance, once, a scan of every
/// conformance in the binary: about 2% of a small lint's instructions; for the same reason no table
/// is keyed by ``SourceIdentity`` itself.) Then by inode, the whole identity compared; a file whose
/// slot is taken by another file (of another device) goes into a table by the identity's
/// description.
struct IdentityKeys {
  private var first: (identity: SourceIdentity, key: String)?
  private var byInode: [Int: (identity: SourceIdentity, key: String)]?
  private var others: [String: String]?

  subscript(identity: SourceIdentity) -> String? {
    get {
      if let first, first.identity == identity { return first.key }
      if let entry = byInode?[Int(truncatingIfNeeded: identity.inode)], entry.identity == identity {
        return entry.key
      }
      return others?[identity.description]
    }
    set {
      guard let key = newValue else { return }  // entries are only added
      guard first != nil else {
        first = (identity, key)
        return
      }
      let inode = Int(truncatingIfNeeded: identity.inode)
      if let entry = byInode?[inode], entry.identity != identity {
        if others == nil { others = [:] }
        others![identity.description] = key  // in place: no copy of the table
      } else {
        if byInode == nil { byInode = [:] }
        byInode![inode] = (identity, key)
      }
    }
  }
}
