import Demo
import L10nKit

// A command-line "server": it renders a notification for each user in the user's own language, all at once, in
// concurrent tasks. `Localizer.withLanguage` sets the language of one task (and its child tasks) only, so the
// typed generated API serves every request without touching the app-wide language.
// Usage: DemoServer

/// A user to notify.
struct Recipient: Sendable {
  var name: String
  var language: String
  var unread: Int
}

let recipients = [
  Recipient(name: "Ann", language: "fr", unread: 1),
  Recipient(name: "Jonas", language: "de", unread: 3),
  Recipient(name: "Ivan", language: "ru", unread: 5),
  Recipient(name: "Marie", language: "fr", unread: 21),
  Recipient(name: "Lena", language: "de", unread: 1),
  Recipient(name: "Olga", language: "ru", unread: 22),
]

/// The notification text for one user, in the task's scoped language.
func notification(for recipient: Recipient) -> String {
  L10n.Login.welcome(recipient.name) + " " + L10n.Inbox.messages(messages: recipient.unread, "Inbox")
}

let notifications = await withTaskGroup(of: (Int, String).self) { group in
  for (index, recipient) in recipients.enumerated() {
    group.addTask {
      await Localizer.withLanguage(recipient.language) {
        // Suspends, so that the tasks interleave on the pool's threads.
        await Task.yield()
        return (index, "[\(recipient.language)] \(notification(for: recipient))")
      }
    }
  }
  var rendered: [(Int, String)] = []
  for await item in group { rendered.append(item) }
  return rendered.sorted { $0.0 < $1.0 }.map(\.1)
}
for line in notifications { print(line) }

// Requests that carry only their browser's `Accept-Language` header: each is answered in the best language the
// module's bundle ships, by the header's weights (`q=`), with the matcher every lookup uses (`fr-CH` → `fr`); a header
// with no language the bundle has gets the development language. The generated `L10n.withLanguage(forAcceptLanguage:)`
// negotiates against `L10n.bundle` (this executable's `Bundle.main` has no tables); `Localizer.withLanguage(
// forAcceptLanguage:)` without `in:` finds the same bundle, registered by the lookups above.
let requests = [
  (user: "Chloé", acceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5"),
  (user: "Dmitri", acceptLanguage: "ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7"),
  (user: "Kenji", acceptLanguage: "ja,en-US;q=0.9,en;q=0.8"),
  (user: "Sam", acceptLanguage: "tlh;q=0.9, de;q=0"),
]
for request in requests {
  let reply = await L10n.withLanguage(forAcceptLanguage: request.acceptLanguage) {
    await Task.yield()
    return "\(Localizer.scopedLanguage ?? "?"): \(L10n.Login.welcome(request.user))"
  }
  print("[Accept-Language: \(request.acceptLanguage)] \(reply)")
}
print("Localizer's default for a header: \(Localizer.shared.language(forAcceptLanguage: "fr-CH, fr;q=0.9"))")
// The app-wide language was never changed.
print("in-app language: \(Localizer.shared.language ?? "system")")
