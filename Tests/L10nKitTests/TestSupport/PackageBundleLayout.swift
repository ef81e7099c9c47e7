import Foundation

/// A built SwiftPM executable's folder, as `swift build` leaves it: the main bundle (the executable's folder, with
/// no localizations) and the target's resource bundle beside it, `App_App.resources`, whose `Localizable` table has
/// `login.submit` in seven languages; and a module bundle elsewhere (as an Xcode framework's), with the same table,
/// that no search finds.
enum PackageBundleLayout {
  /// `login.submit` by localization folder.
  static let submit = [
    "en": "Sign In", "fr": "Se connecter", "de": "Anmelden", "ru": "Войти", "ja": "サインイン", "zh-Hans": "登录",
    "pt-BR": "Entrar",
  ]

  /// The executable's folder: `Bundle.main` of a SwiftPM executable, server or test runner.
  static let main = Bundle(path: root.appendingPathComponent("debug").path)!

  /// The target's resource bundle beside the executable (`Bundle.module`, the generated `L10n.bundle`).
  static let module = Bundle(path: root.appendingPathComponent("debug/App_App.resources").path)!

  /// A module bundle outside the main bundle's folder.
  static let framework = Bundle(path: root.appendingPathComponent("Frameworks/Feature.framework").path)!

  private static let root: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10nkit-package-\(UUID().uuidString)")
    let manager = FileManager.default
    try? manager.createDirectory(at: root.appendingPathComponent("debug"), withIntermediateDirectories: true)
    try? Data("#!/bin/sh\n".utf8).write(to: root.appendingPathComponent("debug/App"))
    for bundle in ["debug/App_App.resources", "Frameworks/Feature.framework"] {
      for (language, text) in submit {
        let folder = root.appendingPathComponent("\(bundle)/\(language).lproj")
        try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let table = "\"login.submit\" = \"\(text)\";\n\"login.title\" = \"\(text) (\(language))\";\n"
        try? Data(table.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
      }
    }
    return root
  }()
}
