// swift-format-ignore-file
import Foundation
import L10nKit
import SwiftUI

// NSLocalizedString("commented.out", comment: "a line comment is no call")
/* A block comment /* nested, as Swift allows */ Text("nested.comment") is still a comment */

struct LoginView: View {
  let count: Int
  let name: String
  let userName: String
  let flag: Bool
  let key: String

  static let subtitle: LocalizedStringResource = "intent.subtitle"

  var body: some View {
    VStack {
      Text("home.headline")
      Button("home.button") {}
      Label("home.label", systemImage: "star")
      Text("\(count) files")
      Text("\(name) is online")
      Text("\(name) of \(count)")
      Text(flag ? "state.on" : "state.off")
      Text(LocalizedStringKey("home.key"))
      Text(verbatim: "not.a.key")
      Text(userName)
      Text("home.missing")  // expect: undefined-key
      Text("")
        .help("toolbar.help")
    }
  }

  func strings() -> [String] {
    [
      NSLocalizedString("login.title", comment: "Title of the sign-in screen"),
      NSLocalizedString("settings.header", tableName: "Settings", bundle: .main, value: "Settings", comment: "Header"),
      NSLocalizedString("login.titel", comment: ""),  // expect: undefined-key
      NSLocalizedString(key, comment: "dynamic: a note, never guessed"),
      NSLocalizedString(#"raw."quoted""#, comment: ""),
      String(localized: "profile.name"),
      String(localized: "settings.footer", table: "Settings", comment: "Footer"),
      String(localized: "settings.nope", table: "Settings"),  // expect: undefined-key
      String(
        localized: """
          about.text
          """),
      String(localized: LocalizedStringResource("intent.title")),
      String(format: NSLocalizedString("login.welcome", comment: ""), userName),
      String(format: NSLocalizedString("files.summary", comment: ""), count),  // expect: key-argument-mismatch
      Bundle.main.localizedString(forKey: "bundle.key", value: "Bundle", table: nil),
      Bundle.main.localizedString(forKey: "settings.bundle", value: nil, table: "Settings"),
      Localized("wrapper.function"),
      "wrapper.suffix".localized(),
      "\(NSLocalizedString("home.key", comment: "inside an interpolation"))",
    ]
  }

  func generated() -> [String] {
    [L10n.Login.subtitle, Localizer.shared.string(.loginHint), L10n.tr("Settings", "settings.swiftgen")]
  }
}

func Localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }  // dynamic: the wrapper itself

extension String {
  func localized() -> String { NSLocalizedString(self, comment: "") }
}
