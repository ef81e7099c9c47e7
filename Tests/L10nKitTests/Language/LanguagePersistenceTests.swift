import Foundation
import L10nGenTestSupport
import L10nKit
import Testing

/// The in-app language lasts from one launch to the next: the XDG configuration file on Linux by default, and a
/// store the app chooses before first use.
@Suite struct LanguagePersistenceTests {
  @Test func theXDGConfigurationFolderIsUsed() throws {
    let store = try #require(
      FileLanguagePreferenceStore.userConfiguration(
        application: "Notes", environment: ["XDG_CONFIG_HOME": "/srv/config", "HOME": "/home/ann"]))
    #expect(store.fileURL.path == "/srv/config/Notes/L10nKit/language")
  }

  @Test func withoutXDGConfigHomeTheHomeConfigFolderIsUsed() throws {
    let home = try #require(
      FileLanguagePreferenceStore.userConfiguration(application: "Notes", environment: ["HOME": "/home/ann"]))
    #expect(home.fileURL.path == "/home/ann/.config/Notes/L10nKit/language")
    // A relative XDG_CONFIG_HOME is invalid (XDG Base Directory specification) and ignored.
    let relative = try #require(
      FileLanguagePreferenceStore.userConfiguration(
        application: "a/b", environment: ["XDG_CONFIG_HOME": "config", "HOME": "/home/ann"]))
    #expect(relative.fileURL.path == "/home/ann/.config/a_b/L10nKit/language")
    #expect(FileLanguagePreferenceStore.userConfiguration(application: "Notes", environment: [:]) == nil)
  }

  @Test func theChoiceLastsToTheNextLaunch() throws {
    let folder = try TemporaryDirectory()
    let store = try #require(
      FileLanguagePreferenceStore.userConfiguration(
        application: "Notes", environment: ["XDG_CONFIG_HOME": folder.path]))
    let first = Localizer(preferenceStore: store, systemLanguages: { ["en"] })
    #expect(first.language == nil)
    first.setLanguage("fr")
    let secondLaunch = Localizer(
      preferenceStore: FileLanguagePreferenceStore(fileURL: store.fileURL), systemLanguages: { ["en"] })
    #expect(secondLaunch.language == "fr")
    secondLaunch.setLanguage(nil)
    #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    #expect(Localizer(preferenceStore: store, systemLanguages: { ["en"] }).language == nil)
  }

  @Test func theDefaultStorePersists() {
    #if canImport(Darwin)
      #expect(Localizer().preferenceStore is UserDefaultsLanguagePreferenceStore)
    #else
      let expected = FileLanguagePreferenceStore.userConfiguration()?.fileURL
      #expect((Localizer().preferenceStore as? FileLanguagePreferenceStore)?.fileURL == expected)
    #endif
  }

  @Test func choosingAStoreAppliesItsLanguageWithoutWritingIt() {
    let original = InMemoryLanguagePreferenceStore(language: "ru")
    let localizer = Localizer(preferenceStore: original, systemLanguages: { ["en"] })
    let changes = LockedCounter()
    let observation = localizer.addLanguageObserver { _ in changes.increment() }
    localizer.preferenceStore = InMemoryLanguagePreferenceStore(language: "de")
    #expect(localizer.language == "de")
    #expect(changes.value == 1)
    #expect(original.loadLanguage() == "ru")
    localizer.setLanguage("fr")
    #expect(localizer.preferenceStore.loadLanguage() == "fr")
    #expect(original.loadLanguage() == "ru")
    observation.cancel()
  }
}
