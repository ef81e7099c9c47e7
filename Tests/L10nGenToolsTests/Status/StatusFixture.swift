import Foundation
import L10nGenCore
import L10nGenTools

/// A small project whose status is known key by key (see ``TranslationStatusBuilderTests``).
enum StatusFixture {
  static let englishStrings = """
    "greeting" = "Hello, %@!";
    "settings.title" = "Settings";
    "logout" = "Sign out of your account";
    "items" = "%d items in the basket";
    """

  static let englishStringsDict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>files</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
    <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>ld</string>
    <key>one</key><string>%ld file</string><key>other</key><string>%ld files</string></dict>
    </dict></dict></plist>
    """

  static let frenchStringsDict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>files</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
    <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>ld</string>
    <key>one</key><string>%ld fichier</string><key>other</key><string>%ld fichiers</string></dict>
    </dict></dict></plist>
    """

  /// `greeting` breaks its placeholder (needs review), `items` is missing, `old.key` is stale.
  static let frenchStrings = """
    "greeting" = "Bonjour, %d !";
    "settings.title" = "Réglages";
    "logout" = "Se déconnecter de votre compte";
    "old.key" = "Ancien";
    """

  /// `settings.title` is copied from English (needs review); `files` is missing (no German stringsdict).
  static let germanStrings = """
    "greeting" = "Hallo, %@!";
    "settings.title" = "Settings";
    "logout" = "Abmelden";
    "items" = "%d Artikel im Warenkorb";
    """

  /// `Cancel` has no localization (its key is its text), `review` needs review in French, `new` is new (missing),
  /// `gone` is stale, `brand` is not to be translated, `done` is translated in both.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Cancel" : {},
        "brand" : { "shouldTranslate" : false, "localizations" : {
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Marque" } } } },
        "done" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Terminé" } } } },
        "gone" : { "extractionState" : "stale", "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Gone away" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Parti" } } } },
        "new" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Fresh text" } },
          "fr" : { "stringUnit" : { "state" : "new", "value" : "Fresh text" } } } },
        "review" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Needs a look" } },
          "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "À revoir" } } } }
      },
      "version" : "1.0"
    }
    """

  /// The files of the project, under `Resources/`.
  static var files: [InputFile] {
    [
      ("en.lproj/Localizable.strings", englishStrings), ("en.lproj/Localizable.stringsdict", englishStringsDict),
      ("fr.lproj/Localizable.strings", frenchStrings), ("fr.lproj/Localizable.stringsdict", frenchStringsDict),
      ("de.lproj/Localizable.strings", germanStrings), ("Catalog.xcstrings", catalog),
    ].map { InputFile(path: "Resources/" + $0.0, data: Data($0.1.utf8)) }
  }
}
