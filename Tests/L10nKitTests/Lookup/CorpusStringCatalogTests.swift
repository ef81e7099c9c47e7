import Foundation
import L10nGenTestSupport
import L10nKit
import Testing

/// Real catalogs from `../shared/corpus` (read in place, copied into a temporary bundle); skipped in a clone without
/// `../shared`.
@Suite(.enabled(if: PackagePaths.shared != nil, "needs ../shared/corpus")) struct CorpusStringCatalogTests {
  static let corpus = PackagePaths.corpus
  static let xcstringsToolFixtures = corpus?.appendingPathComponent(
    "liamnichols__xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__")

  /// A temporary bundle folder holding the catalog at its root as `<table>.xcstrings`.
  private func bundle(with catalog: URL, table: String) throws -> (Bundle, URL) {
    try #require(FileManager.default.fileExists(atPath: catalog.path), "\(catalog.path) is missing")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: catalog, to: root.appendingPathComponent("\(table).xcstrings"))
    return (try #require(Bundle(path: root.path)), root)
  }

  private func fixture(_ name: String) throws -> (Localizer, ReportCollector, Bundle, URL) {
    let folder = try #require(Self.xcstringsToolFixtures, "../shared/corpus/liamnichols__xcstrings-tool is missing")
    let (bundle, root) = try bundle(with: folder.appendingPathComponent("\(name).xcstrings"), table: name)
    let collector = ReportCollector()
    return (collector.makeLocalizer(), collector, bundle, root)
  }

  @Test func xcstringsToolVariations() throws {
    let (localizer, collector, bundle, root) = try fixture("Variations")
    defer { try? FileManager.default.removeItem(at: root) }
    localizer.deviceClass = .mac
    #expect(
      localizer.string(forKey: "String.Device", table: "Variations", bundle: bundle, fallback: "") == "Click to open")
    localizer.deviceClass = nil
    #expect(
      localizer.string(forKey: "String.Device", table: "Variations", bundle: bundle, fallback: "") == "Tap to open")
    let plural = { (count: Int) in
      localizer.string(
        forKey: "String.Plural", table: "Variations", bundle: bundle, fallback: "", arguments: [.int(count)])
    }
    #expect(plural(0) == "I have no strings")
    #expect(plural(1) == "I have 1 string")
    #expect(plural(2) == "I have 2 strings")
    #expect(collector.reports.isEmpty)
  }

  @Test func xcstringsToolSubstitutionAndPositional() throws {
    let (localizer, collector, substitutionBundle, root) = try fixture("Substitution")
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      localizer.string(
        forKey: "substitutions_example.string", table: "Substitution", bundle: substitutionBundle, fallback: "",
        arguments: [.string("Hi"), .int(1), .int(5)]) == "Hi! There is 1 string and you have 5 remaining")
    let (_, _, positional, positionalRoot) = try fixture("Positional")
    defer { try? FileManager.default.removeItem(at: positionalRoot) }
    #expect(
      localizer.string(
        forKey: "reorder", table: "Positional", bundle: positional, fallback: "", arguments: [.int(1), .string("b")])
        == "Second: b - First: 1")
    #expect(
      localizer.string(
        forKey: "repeatImplicit", table: "Positional", bundle: positional, fallback: "", arguments: [.string("Ann")])
        == "Ann, are you there? Ann?")
    #expect(collector.reports.isEmpty)
  }

  @Test func xcstringsToolLocalizable() throws {
    let (localizer, collector, bundle, root) = try fixture("Localizable")
    defer { try? FileManager.default.removeItem(at: root) }
    func text(_ key: String, _ arguments: [LocalizationArgument] = []) -> String {
      localizer.string(forKey: key, table: "Localizable", bundle: bundle, fallback: "", arguments: arguments)
    }
    #expect(text("mySubstitute", [.int(3), .int(1)]) == "3: People liked 1 posts")
    #expect(text("myPlural", [.int(1)]) == "I have 1 plural")
    #expect(text("myPlural", [.int(2)]) == "I have 2 plurals")
    #expect(text("Empty") == "Empty")
    #expect(text("Key") == "Default Value")
    #expect(collector.reports.isEmpty)
  }

  /// NetNewsWire's catalog mostly has keys without values: every key must come out as
  /// `String(format:locale:)` of the key (or its value) with matching arguments.
  @Test func netNewsWireCatalogFormatsEveryKey() throws {
    let catalog = try #require(
      Self.corpus?.appendingPathComponent("Ranchero-Software__NetNewsWire/Shared/Localizable.xcstrings"))
    let (bundle, root) = try bundle(with: catalog, table: "Localizable")
    defer { try? FileManager.default.removeItem(at: root) }
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any]
    let strings = try #require(json?["strings"] as? [String: Any])
    let collector = ReportCollector()
    let localizer = collector.makeLocalizer()
    let english = Locale(identifier: "en")
    var checked = 0
    for (key, value) in strings where !key.isEmpty {
      let entry = value as? [String: Any]
      let unit = ((entry?["localizations"] as? [String: Any])?["en"] as? [String: Any])?["stringUnit"]
      let format = (unit as? [String: Any])?["value"] as? String ?? key
      guard let (arguments, cArguments) = Self.arguments(for: format) else { continue }
      let expected = String(format: format, locale: english, arguments: cArguments)
      let text = localizer.string(
        forKey: key, table: "Localizable", bundle: bundle, fallback: "", arguments: arguments, language: "en")
      #expect(text == (arguments.isEmpty ? format : expected), "\(key)")
      checked += 1
    }
    #expect(checked > 300)
    #expect(collector.reports.isEmpty, "\(collector.reports.prefix(3))")
  }

  /// Arguments for the `%@`, `%d`, `%i`, `%ld`, `%lld` specifiers of a format (numbered or not), or `nil` when the
  /// format has other `%` uses.
  private static func arguments(for format: String) -> ([LocalizationArgument], [any CVarArg])? {
    let pattern = try? NSRegularExpression(pattern: "%(?:([0-9]+)\\$)?(ll|l)?([@di])|%%")
    guard let pattern else { return nil }
    let range = NSRange(format.startIndex..., in: format)
    let matches = pattern.matches(in: format, range: range)
    let percentCount = format.filter { $0 == "%" }.count
    var covered = 0
    var types: [Int: String] = [:]
    var next = 1
    for match in matches {
      let whole = (format as NSString).substring(with: match.range)
      covered += whole.filter { $0 == "%" }.count
      if whole == "%%" { continue }
      let position =
        match.range(at: 1).location == NSNotFound
        ? next : Int((format as NSString).substring(with: match.range(at: 1)))!
      if match.range(at: 1).location == NSNotFound { next += 1 }
      let length =
        match.range(at: 2).location == NSNotFound ? "" : (format as NSString).substring(with: match.range(at: 2))
      types[position] = (format as NSString).substring(with: match.range(at: 3)) == "@" ? "@" : length + "d"
    }
    guard covered == percentCount, types.keys.sorted() == Array(1..<(types.count + 1)) else { return nil }
    var arguments: [LocalizationArgument] = []
    var cArguments: [any CVarArg] = []
    for position in 1..<(types.count + 1) {
      switch types[position] {
      case "@":
        arguments.append(.string("text\(position)"))
        cArguments.append("text\(position)")
      case "d":
        arguments.append(.int(1000 + position))
        cArguments.append(Int32(1000 + position))
      default:
        arguments.append(.int(1000 + position))
        cArguments.append(1000 + position)
      }
    }
    return (arguments, cArguments)
  }
}
