// Layout: shared with the build plugin as source (Plugins/L10nGenPlugin/InputKind.swift is a symlink to this file).
// Standard library only.

/// The kinds of localization file l10n-gen reads, with everything the layout needs to know about each one: its
/// extension, whether it lives in a `<language>.lproj` folder, and what it contributes to its table.
///
/// Adding a kind is adding a case here; the compiler then asks for its reader in `InputKind+Reading.swift` (which
/// needs Foundation, so the build plugin does not compile it).
public enum InputKind: String, CaseIterable, Hashable, Sendable {
  /// `.strings`: one language's plain strings (old-style property list).
  case strings
  /// `.stringsdict`: one language's plural, width and device rules (XML property list).
  case stringsDict
  /// `.xcstrings`: a String Catalog, every language of a table in one JSON file.
  case stringCatalog

  /// What a file contributes to its table. Cases are ordered by precedence: for a key that two files of one
  /// language define, the later case wins (a stringsdict rule over a plain string, as on Apple platforms).
  public enum Contribution: Int, Comparable, Hashable, Sendable {
    /// Plain strings of the language of the enclosing `<language>.lproj` folder.
    case plainValues
    /// Plural, width and device rules of the language of the enclosing `<language>.lproj` folder.
    case variableValues
    /// Every language of the table; such a file may live anywhere (a `mul.lproj` folder included).
    case allLanguages

    /// Orders by precedence.
    public static func < (lhs: Contribution, rhs: Contribution) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The file extension, without the dot, exactly as Apple's lookup spells it (`strings`, `stringsdict`,
  /// `xcstrings`); a file whose extension differs in case is no table.
  public var fileExtension: String {
    switch self {
    case .strings: "strings"
    case .stringsDict: "stringsdict"
    case .stringCatalog: "xcstrings"
    }
  }

  /// What a file of this kind contributes to its table.
  public var contribution: Contribution {
    switch self {
    case .strings: .plainValues
    case .stringsDict: .variableValues
    case .stringCatalog: .allLanguages
    }
  }

  /// Whether a file of this kind must sit directly inside a `<language>.lproj` folder, which gives its language.
  public var needsLanguageFolder: Bool { contribution != .allLanguages }

  /// The path pattern that names a file of this kind in messages: `<language>.lproj/<Table>.strings`,
  /// `<Table>.xcstrings`.
  public var pathPattern: String {
    (needsLanguageFolder ? "<language>.lproj/" : "") + "<Table>.\(fileExtension)"
  }

  /// The kind whose extension is `fileExtension` (exact case), if any.
  public init?(fileExtension: String) {
    guard let kind = Self.allCases.first(where: { $0.fileExtension == fileExtension }) else { return nil }
    self = kind
  }

  /// The kind and table name of a file name (`Localizable.strings` → `.strings`, `Localizable`); `nil` when the
  /// extension is none of the kinds' or nothing precedes it.
  public static func classify(fileName: String) -> (kind: InputKind, table: String)? {
    guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex,
      let kind = InputKind(fileExtension: String(fileName[fileName.index(after: dot)...]))
    else { return nil }
    return (kind, String(fileName[..<dot]))
  }

  /// Every kind's path pattern as a list for messages: `<language>.lproj/<Table>.strings, … and <Table>.xcstrings`.
  public static var pathPatternList: String {
    let patterns = allCases.map(\.pathPattern)
    guard let last = patterns.last else { return "" }
    return patterns.count == 1 ? last : patterns.dropLast().joined(separator: ", ") + " and " + last
  }

  /// Every kind's extension as a list for messages: `.strings, .stringsdict or .xcstrings`.
  public static var fileExtensionList: String {
    let extensions = allCases.map { "." + $0.fileExtension }
    guard let last = extensions.last else { return "" }
    return extensions.count == 1 ? last : extensions.dropLast().joined(separator: ", ") + " or " + last
  }
}
