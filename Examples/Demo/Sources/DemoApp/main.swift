import Demo
import L10nKit

// Usage: DemoApp [--language <code>]
// Without a language, prints the same screen in English, French, German and Russian, switching at run time.
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
