import Foundation
import L10nKit
import Testing

/// `InterfaceRegistryCheck`: every registry key resolves in every language the bundle ships, checked with a private
/// localizer (the shared one's language and handler are untouched).
@Suite struct InterfaceRegistryCheckTests {
  /// A bundle folder with `Base.lproj` (storyboards only) and the given `.strings` per language.
  static func bundle(_ tables: [String: String]) throws -> (bundle: Bundle, root: URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-registry-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
    try Data("<document/>".utf8).write(to: root.appendingPathComponent("Base.lproj/Main.storyboard"))
    for (language, text) in tables {
      let folder = root.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
    }
    return (try #require(Bundle(path: root.path)), root)
  }

  static func entry(_ key: String, bundle: Bundle, objectID: String = "lb1") -> InterfaceRegistryEntry {
    InterfaceRegistryEntry(
      document: "Base.lproj/Main.storyboard", objectID: objectID, className: "UILabel", customClass: nil,
      property: "lzText", segment: nil, key: LocalizationKey(key, table: "Localizable", bundle: bundle))
  }

  @Test func reportsEachKeyALanguageLacks() throws {
    let (bundle, root) = try Self.bundle([
      "en": #""login.title" = "Sign In"; "login.hint" = "Hint";"#,
      "fr": #""login.title" = "Se connecter";"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let entries = [
      Self.entry("login.title", bundle: bundle), Self.entry("login.hint", bundle: bundle, objectID: "lb2"),
      Self.entry("login.gone", bundle: bundle, objectID: "lb3"),
    ]
    let problems = InterfaceRegistryCheck.problems(in: entries)
    let found = Set(problems.map { "\($0.language) \($0.entry.objectID)" })
    // Base holds the storyboard, not the strings: it is not checked.
    #expect(found == ["fr lb2", "en lb3", "fr lb3"])
    #expect(problems.first { $0.language == "fr" && $0.entry.objectID == "lb2" }?.reason == .fellBackToLanguage("en"))
    #expect(
      problems.first { $0.entry.objectID == "lb3" }?.description
        == "en: Base.lproj/Main.storyboard lb3 (UILabel).lzText = login.gone: \(MissingTranslationReason.usedCompiledFallback)"
    )
  }

  @Test func aCompleteRegistryHasNoProblemAndTheSharedLocalizerIsUntouched() throws {
    let (bundle, root) = try Self.bundle([
      "en": #""login.title" = "Sign In";"#, "de": #""login.title" = "Anmelden"; "only.de" = "Nur";"#,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let language = Localizer.shared.language
    #expect(InterfaceRegistryCheck.problems(in: [Self.entry("login.title", bundle: bundle)]).isEmpty)
    #expect(Localizer.shared.language == language)
    // Explicit languages are the only ones checked.
    let onlyGerman = Self.entry("only.de", bundle: bundle)
    #expect(InterfaceRegistryCheck.problems(in: [onlyGerman], languages: ["de"]).isEmpty)
    #expect(InterfaceRegistryCheck.problems(in: [onlyGerman], languages: ["en"]).map(\.language) == ["en"])
  }
}
