import L10nKit
import Testing

@testable import Demo

/// The generated API, built by the plugin from Sources/Demo/Resources, looked up through L10nKit.
@Suite(.serialized) struct GeneratedAPITests {
  @Test func englishIsTheDevelopmentLanguage() {
    Localizer.shared.setLanguage("en")
    #expect(L10n.Login.title == "Sign In")
    #expect(L10n.Login.welcome("Ann") == "Welcome back, Ann!")
    #expect(L10n.transfer("Ann", 12.5, "Bob") == "Ann sent 12.50 to Bob")
    #expect(L10n.Inbox.unread(3) == "3 unread")
  }

  @Test func switchingLanguageChangesTheNextLookupWithoutRestart() {
    Localizer.shared.setLanguage("fr")
    #expect(L10n.Login.title == "Se connecter")
    #expect(L10n.transfer("Ann", 12.5, "Bob") == "Bob a reçu 12,50 de Ann")
    Localizer.shared.setLanguage("de")
    #expect(L10n.Login.title == "Anmelden")
    #expect(L10n.Login.welcome("Ann") == "Willkommen zurück, Ann!")
    Localizer.shared.setLanguage("en")
  }

  @Test func keysOfTheTableResolveInEveryShippedLanguage() {
    // Key symbols (`.loginTitle`) are off by default; a key type value names a key that arrives as a string.
    let keys: [L10n.LocalizableKey] = ["login.title", "login.welcome", "login.forgot_password", "transfer"]
    for language in ["en", "fr", "de"] {
      for key in keys {
        let text = Localizer.shared.string(key, arguments: [], language: language)
        #expect(!text.isEmpty && text != key.localizationKey.key, "\(key.key) in \(language)")
      }
    }
    Localizer.shared.setLanguage("fr")
    #expect(Localizer.shared.string(L10n.LocalizableKey("login.title")) == L10n.Login.title)
    Localizer.shared.setLanguage("en")
    #expect(Set(WelcomeScreen.availableLanguages).isSuperset(of: ["en", "fr", "de"]))
  }

  @MainActor @Test func typedBindingsFollowTheLanguage() {
    final class Label { var text: String? }
    let title = Label()
    let unread = Label()
    let store = LocalizationBindingStore.shared
    store.setLanguage("en")
    store.bind(title, \.text) { L10n.Login.title }
    store.bind(unread, \.text) { L10n.Inbox.messages(messages: 3, "Inbox") }
    #expect(title.text == "Sign In" && unread.text == "3 messages in Inbox")
    store.setLanguage("fr")
    #expect(title.text == "Se connecter")
    store.setLanguage("en")
    #expect(title.text == "Sign In")
  }

  @Test func pluralsFollowEachLanguagesCLDRRules() {
    Localizer.shared.setLanguage("ru")
    #expect(L10n.Inbox.messages(messages: 1, "Входящие") == "1 сообщение в папке «Входящие»")
    #expect(L10n.Inbox.messages(messages: 3, "Входящие") == "3 сообщения в папке «Входящие»")
    #expect(L10n.Inbox.messages(messages: 5, "Входящие") == "5 сообщений в папке «Входящие»")
    #expect(L10n.Inbox.messages(messages: 21, "Входящие") == "21 сообщение в папке «Входящие»")
    #expect(L10n.Inbox.messages(messages: 0, "Входящие") == "Нет сообщений в папке «Входящие»")
    Localizer.shared.setLanguage("en")
    #expect(L10n.Inbox.messages(messages: 1, "Inbox") == "1 message in Inbox")
    #expect(L10n.Inbox.messages(messages: 0, "Inbox") == "No messages in Inbox")
    #expect(L10n.Inbox.messages(messages: 1_200, "Inbox") == "1,200 messages in Inbox")
  }

  @Test func regionalVariantsFallBackToTheLanguage() {
    #expect(Localizer.shared.string(L10n.LocalizableKey("login.title"), language: "fr-CA") == "Se connecter")
    #expect(Localizer.shared.string(L10n.LocalizableKey("login.title"), language: "pt-BR") == "Sign In")
  }
}
