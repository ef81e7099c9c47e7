internal import Foundation
package import L10nGenCore

/// One change `sync` makes (or, with `--check`, would make) to one key of a String Catalog.
package struct CatalogSyncChange: Hashable, Sendable, CustomStringConvertible {
  /// What changes.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The code uses a key the catalog does not have: it is added.
    case added
    /// The catalog's key is no longer in the code: marked `"extractionState" : "stale"`.
    case markedStale = "marked stale"
    /// A `stale` key is in the code again: no longer stale.
    case restored = "no longer stale"
    /// The code's comment differs from the catalog's: the catalog takes the code's.
    case commentChanged = "comment changed"
    /// The code's default value changed: the development-language value Xcode wrote (`"state" : "new"`) follows it.
    case valueChanged = "development value changed"
    /// A `stale` key without any translation, removed by `--prune`.
    case pruned = "removed"
  }

  /// What changes.
  package var kind: Kind
  /// The key.
  package var key: String
  /// Where the code uses the key, for a key the code uses.
  package var codeLocation: SourceLocation?
  /// The catalog's comment before the change, for comment changes.
  package var oldComment: String?
  /// The comment after the change, for comment changes and added keys.
  package var newComment: String?

  package init(
    _ kind: Kind, key: String, codeLocation: SourceLocation? = nil, oldComment: String? = nil,
    newComment: String? = nil
  ) {
    self.kind = kind
    self.key = key
    self.codeLocation = codeLocation
    self.oldComment = oldComment
    self.newComment = newComment
  }

  /// One line: the key, what changes, and where the code uses it (`'Save': added (Sources/Editor.swift:12:5)`).
  package var description: String {
    var text = "'\(Self.escaped(key))': \(kind.rawValue)"
    if kind == .commentChanged {
      text += " (catalog \(Self.quoted(oldComment)), code \(Self.quoted(newComment)))"
    }
    if let codeLocation { text += " (\(codeLocation.file):\(codeLocation.line):\(codeLocation.column))" }
    return text
  }

  /// A comment in quotes, line breaks escaped; `none` for no comment.
  private static func quoted(_ comment: String?) -> String {
    guard let comment else { return "none" }
    return "\"" + escaped(comment) + "\""
  }

  /// `text` on one line: line breaks written `\n`.
  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: "\\n")
  }
}
