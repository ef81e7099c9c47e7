/// Where `ib-migrate` writes: the one folder whose `<lang>.lproj/Localizable.strings` receives every migrated text,
/// so that an app whose storyboards sit in several folders still has one `Localizable` table (a second
/// `en.lproj/Localizable.strings` is a `duplicate-table-file` for `generate` and "Multiple commands produce" for
/// Xcode). The documents of another target (an app extension) get a table of their own
/// (``IBMigrationTargetFolders``).
package enum IBMigrationTableFolder {
  /// The outcome of ``choose(existing:documents:)``.
  package enum Choice: Hashable, Sendable {
    /// The folder, and a sentence that says why, for the plan's note.
    case folder(String, reason: String)
    /// No folder can be chosen without the user; the message says how to choose one.
    case ambiguous(String)
  }

  /// The table folder for `documents` (plan paths of Base IB documents), given `existing`, the folders that already
  /// hold a `<lang>.lproj/Localizable.strings` (plan paths, `""` for the input folder):
  /// - one existing folder: that one;
  /// - several: the one nearest to most documents (the longest shared leading path), ties in sorted order;
  /// - none: the folder that holds the documents' `Base.lproj` when they share one, else the user must choose.
  package static func choose(existing: [String], documents: [String]) -> Choice {
    let existing = Array(Set(existing)).sorted()
    if existing.count == 1 {
      return .folder(existing[0], reason: "the app's Localizable table is there")
    }
    if existing.count > 1 {
      var votes: [String: Int] = [:]
      for document in documents {
        let folder = IBMigrator.projectFolder(ofDocument: document)
        let nearest = existing.max { lhs, rhs in
          let (left, right) = (sharedDepth(lhs, folder), sharedDepth(rhs, folder))
          return left != right ? left < right : lhs > rhs
        }
        if let nearest { votes[nearest, default: 0] += 1 }
      }
      let chosen = existing.max { lhs, rhs in
        let (left, right) = (votes[lhs] ?? 0, votes[rhs] ?? 0)
        return left != right ? left < right : lhs > rhs
      }
      let others = existing.filter { $0 != chosen }.map { "'\(display($0))'" }.joined(separator: ", ")
      return .folder(
        chosen ?? existing[0],
        reason: "the Localizable table nearest to the documents (also found: \(others); choose with --table-folder)")
    }
    let projects = Set(documents.map(IBMigrator.projectFolder(ofDocument:))).sorted()
    if projects.count <= 1 {
      return .folder(projects.first ?? "", reason: "no Localizable table exists yet; it is created beside Base.lproj")
    }
    return .ambiguous(
      "the IB documents sit in \(projects.count) folders (\(projects.prefix(5).map { "'\(display($0))'" }.joined(separator: ", "))"
        + "\(projects.count > 5 ? ", …" : "")) and no Localizable.strings exists; one app has one table: choose "
        + "its folder with --table-folder <path>")
  }

  /// How many leading path components `lhs` and `rhs` share.
  static func sharedDepth(_ lhs: String, _ rhs: String) -> Int {
    let left = lhs.split(separator: "/")
    let right = rhs.split(separator: "/")
    return zip(left, right).prefix { $0 == $1 }.count
  }

  private static func display(_ folder: String) -> String { folder.isEmpty ? "." : folder }
}
