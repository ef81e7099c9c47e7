/// Which `Localizable` table receives the texts of each IB document when the documents belong to several targets:
/// an app extension is a bundle of its own, so the app's table is not in it, and an `lz*` key set in the extension's
/// storyboard must be in a table of the extension (else `ib-unknown-key`: "there is no table 'Localizable'").
///
/// A folder is a target's when it holds what only a target's root holds (`markers`: an `Info.plist`, an
/// `.entitlements` file, the `InfoPlist` strings of its bundle); a document belongs to the nearest such folder above
/// it, or to no known target. A document of a known target other than the table folder's gets a table in its own
/// target: the `Localizable` table already there (``IBMigrationTableFolder/choose(existing:documents:)``), else one
/// beside its `Base.lproj`. When the table folder is in no known target while the documents are in several, which
/// target's bundle holds the table cannot be told, and the plan is refused with the folders named.
package enum IBMigrationTargetFolders {
  /// The outcome of ``assign(documents:tableFolder:targets:tables:)``.
  package enum Outcome: Hashable, Sendable {
    /// The table folder of each document of another target (the others use the table folder), and one sentence per
    /// such target for the plan's notes.
    case folders([String: String], notes: [String])
    /// The documents' targets cannot be told apart from the table's; the message names the folders.
    case refused(String)
  }

  /// Whether a file name marks its folder as a target's root: `Info.plist` (or `<Name>-Info.plist`, not Firebase's
  /// `GoogleService-Info.plist`), an `.entitlements` file, or the bundle's `InfoPlist.xcstrings`. A
  /// `<lang>.lproj/InfoPlist.strings` marks the folder that holds the `.lproj`.
  package static func isMarker(_ name: String) -> Bool {
    if name == "Info.plist" || name == "InfoPlist.xcstrings" || name.hasSuffix(".entitlements") { return true }
    return name.hasSuffix("-Info.plist") && name != "GoogleService-Info.plist"
  }

  /// The table folder of each document. `tableFolder` is the folder chosen for the app's table; `targets` the
  /// folders that are a target's root (plan paths, `""` for the input folder), with the marker found in each;
  /// `tables` the folders that already hold a `Localizable` table.
  package static func assign(
    documents: [String], tableFolder: String, targets: [String: String], tables: [String]
  ) -> Outcome {
    let tableTarget = target(of: tableFolder, targets: targets)
    var byTarget: [String: [String]] = [:]
    for document in documents {
      let folder = IBMigrator.projectFolder(ofDocument: document)
      guard let target = target(of: folder, targets: targets), target != tableTarget else { continue }
      byTarget[target, default: []].append(document)
    }
    guard !byTarget.isEmpty else { return .folders([:], notes: []) }
    if tableTarget == nil {
      // Every document of a known target is in the same one: the table is taken to be that target's.
      if byTarget.count == 1 { return .folders([:], notes: []) }
      let named = byTarget.keys.sorted().map { "'\(display($0))' (its \(targets[$0] ?? "Info.plist"))" }
      return .refused(
        "the IB documents belong to \(named.count) targets, \(named.joined(separator: ", ")), and the table folder "
          + "'\(display(tableFolder))' is in none of them, so which bundle holds it cannot be told: migrate each "
          + "target's folder on its own (l10n-gen ib-migrate <target folder>), or choose a table inside one with "
          + "--table-folder")
    }
    var folders: [String: String] = [:]
    var notes: [String] = []
    for (target, members) in byTarget.sorted(by: { $0.key < $1.key }) {
      let own = tables.filter { isInside($0, target) }
      switch IBMigrationTableFolder.choose(existing: own, documents: members) {
      case .folder(let folder, _):
        for member in members { folders[member] = folder }
        notes.append(
          "\(members.count == 1 ? "'\(members[0])' is" : "\(members.count) documents are") in the target folder "
            + "'\(display(target))' (its \(targets[target] ?? "Info.plist")), not the app's '\(display(tableFolder))': "
            + "\(members.count == 1 ? "its" : "their") texts go to that target's own table in '\(display(folder))'")
      case .ambiguous:
        let places = Set(members.map(IBMigrator.projectFolder(ofDocument:))).sorted().map { "'\(display($0))'" }
        return .refused(
          "the target folder '\(display(target))' (its \(targets[target] ?? "Info.plist")) is not the app's "
            + "'\(display(tableFolder))', and its IB documents sit in \(places.joined(separator: ", ")) with no "
            + "Localizable table: migrate '\(display(target))' on its own with --table-folder")
      }
    }
    return .folders(folders, notes: notes)
  }

  /// The nearest folder of `targets` that is `folder` or holds it.
  package static func target(of folder: String, targets: [String: String]) -> String? {
    var current = folder
    while true {
      if targets[current] != nil { return current }
      guard !current.isEmpty else { return nil }
      current = current.split(separator: "/").dropLast().joined(separator: "/")
    }
  }

  /// Whether `folder` is `ancestor` or inside it.
  static func isInside(_ folder: String, _ ancestor: String) -> Bool {
    ancestor.isEmpty || folder == ancestor || folder.hasPrefix(ancestor + "/")
  }

  private static func display(_ folder: String) -> String { folder.isEmpty ? "." : folder }
}
