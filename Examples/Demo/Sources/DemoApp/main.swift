import Demo
import Foundation
import L10nKit

// Usage: DemoApp [--language <code>]
// Without a language, prints the same screen in English, French, German and Russian, switching at run time, then
// switches to Arabic (Egypt) and prints the layout direction and a date and a number in that language's format.
let arguments = Array(CommandLine.arguments.dropFirst())
var languages = ["en", "fr", "de", "ru"]
if let index = arguments.firstIndex(of: "--language"), index + 1 < arguments.count {
  languages = [arguments[index + 1]]
}

for language in languages {
  Localizer.shared.setLanguage(language)
  print("== \(language)")
  for line in WelcomeScreen.lines(user: "Ann", unread: 3, amount: 12.5, recipient: "Bob") {
    print(line)
  }
}

if arguments.isEmpty {
  // The whole app follows the switch: the layout direction and the formatters come from the chosen language.
  // (`ar-EG` names its own region, so the output is the same wherever this runs; a bare `ar` would keep the
  // user's region, as `fr` chosen in Canada gives `fr_CA`.)
  Localizer.shared.setLanguage("ar-EG")
  print("== ar-EG")
  for line in WelcomeScreen.lines(user: "Ann", unread: 3, amount: 12.5, recipient: "Bob") {
    print(line)
  }
  let locale = Localizer.shared.locale
  let direction = Localizer.shared.characterDirection == .rightToLeft ? "right-to-left" : "left-to-right"
  print("layout direction: \(direction)")
  let date = Date(timeIntervalSince1970: 1_699_963_200)  // 14 November 2023, noon UTC
  let style = Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: TimeZone(identifier: "UTC")!)
  print("date: \(date.formatted(style))")
  print("number: \(1234.5.formatted(.number.locale(locale)))")
}
