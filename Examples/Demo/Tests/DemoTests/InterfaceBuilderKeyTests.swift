import L10nKit
import Testing

@testable import Demo

/// The `lz*` keys of `Base.lproj/Welcome.storyboard`, listed by the generated registry and checked against the
/// bundle: the test a team adds so that no storyboard shows a missing key in any shipped language.
@Suite struct InterfaceBuilderKeyTests {
  @Test func everyStoryboardKeyIsTranslatedInEveryShippedLanguage() {
    #expect(L10n.InterfaceBuilder.welcome.map(\.property) == ["lzText", "lzTitle", "lzAccessibilityHint"])
    let problems = InterfaceRegistryCheck.problems(in: L10n.InterfaceBuilder.all)
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test func theCheckLooksInEveryShippedLanguage() {
    let removed = InterfaceRegistryEntry(
      document: "Base.lproj/Welcome.storyboard", objectID: "Wlc-LB-002", className: "UILabel", customClass: nil,
      property: "lzText", segment: nil, key: LocalizationKey("login.removed", table: "Localizable", bundle: L10n.bundle)
    )
    let languages = Set(InterfaceRegistryCheck.problems(in: [removed]).map(\.language))
    #expect(languages.isSuperset(of: ["de", "en", "fr", "ru"]))
  }

  @Test func theRegistryKeysAreKeysOfTheLocalizableTable() {
    let label = L10n.InterfaceBuilder.welcome[0]
    #expect(label.className == "UILabel")
    #expect(label.key.table == "Localizable")
    #expect(Localizer.shared.string(label.key, language: "fr") == "Se connecter")
  }
}
