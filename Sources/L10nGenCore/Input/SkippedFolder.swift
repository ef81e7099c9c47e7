/// Folders that a recursive search of a project never enters: other people's code, build products and exports.
///
/// `generate`, `lint`, `extract` and the other commands search the folders they are given as SwiftLint does: a
/// vendored framework's compiled tables, a CocoaPods checkout or an Xcode localization export (`.xcloc`, whose
/// `Source Contents` hold copies of the app's tables) are not the app's own tables and sources, and reading them
/// gives false conflicts and duplicate keys. A folder given explicitly on the command line is always searched.
package enum SkippedFolder {
  /// Why a folder named `name` is skipped, or `nil` when it is searched. Hidden folders are skipped silently
  /// (`.git`, `.swiftpm`), so they have no reason.
  package static func reason(forFolderNamed name: String) -> String? {
    if let reason = reasonsByName[name] { return reason }
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    return reasonsByExtension[String(name[name.index(after: dot)...])]
  }

  /// A short name for the kind of folder, for the summary line: `Pods/`, `*.framework`; `nil` when it is searched.
  package static func label(forFolderNamed name: String) -> String? {
    if reasonsByName[name] != nil { return name + "/" }
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let suffix = String(name[name.index(after: dot)...])
    return reasonsByExtension[suffix] != nil ? "*.\(suffix)" : nil
  }

  /// Whether a search skips the folder or file named `name` without a note: hidden entries (`.git`, `.build`).
  package static func isHidden(_ name: String) -> Bool { name.hasPrefix(".") }

  private static let reasonsByName: [String: String] = [
    "Pods": "a CocoaPods checkout of other projects' code",
    "Carthage": "a Carthage checkout of other projects' code",
    "DerivedData": "Xcode's build products",
    "node_modules": "npm packages",
  ]

  private static let reasonsByExtension: [String: String] = [
    "xcloc": "an Xcode localization export, whose Source Contents are copies of the app's tables",
    "framework": "a framework's compiled tables",
    "bundle": "a bundle's compiled or settings tables",
    "xcarchive": "an archive's build products",
  ]
}
