import L10nKit

/// A screen of the demo app, built only from the generated `L10n` API: every text is typed and checked at compile time.
public enum WelcomeScreen {
  /// The screen's lines in the language L10nKit currently uses.
  public static func lines(user: String, unread: Int, amount: Double, recipient: String) -> [String] {
    [
      L10n.Login.title,
      L10n.Login.welcome(user),
      L10n.Inbox.unread(unread),
      L10n.Inbox.messages(messages: unread, "Inbox"),
      L10n.transfer(user, amount, recipient),
      L10n.Login.forgotPassword,
      L10n.Settings.Language.current(Localizer.shared.effectiveLanguage(for: L10n.bundle) ?? "?"),
    ]
  }

  /// The languages the demo ships.
  public static var availableLanguages: [String] {
    Localizer.shared.availableLanguages(in: L10n.bundle)
  }
}
