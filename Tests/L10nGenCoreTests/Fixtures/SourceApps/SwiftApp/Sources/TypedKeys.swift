import AppIntents
import SwiftUI

// Literals that are keys because of the type Swift gives them, and look-alikes that are not.

enum HomeTab {
  case home, settings

  var title: LocalizedStringKey {
    switch self {
    case .home: "typed.tab.home"  // expect: undefined-key
    case .settings: "typed.tab.settings"  // expect: undefined-key
    }
  }

  var plainTitle: String {
    switch self {
    case .home: "plain.tab.home"
    case .settings: "plain.tab.settings"
    }
  }
}

func summary(count: Int) -> LocalizedStringResource {
  if count == 0 {
    return "typed.summary.none"  // expect: undefined-key
  }
  let names = ["plain.closure"].map { name -> String in return name }
  _ = names
  return count > 1
    ? "typed.summary.many"  // expect: undefined-key
    : "typed.summary.one"  // expect: undefined-key
}

struct Row: View {
  let title: LocalizedStringKey
  var body: some View { Text(title) }
}

struct PlainRow {
  let title: String
}

func row(caption: LocalizedStringKey, detail: String) -> some View { Text(caption) }

struct TypedKeysView: View {
  @State var message: LocalizedStringKey? = "typed.state.message"  // expect: undefined-key
  @State var status: LocalizedStringKey = "typed.state.status"  // expect: undefined-key
  var plain: String = "plain.state"
  let items: [LocalizedStringKey] = [
    "typed.array.first",  // expect: undefined-key
    "typed.array.second",  // expect: undefined-key
  ]
  let words = ["plain.array"]

  func show(hint: LocalizedStringKey = "typed.default.hint") -> some View { Text(hint) }  // expect: undefined-key

  var body: some View {
    VStack {
      Row(title: "typed.memberwise.title")  // expect: undefined-key
      let _ = PlainRow(title: "plain.memberwise.title")
      row(caption: "typed.helper.caption", detail: "plain.helper.detail")  // expect: undefined-key
      Image(systemName: "plain.image")
        .alert("typed.alert.title", isPresented: .constant(false)) {}  // expect: undefined-key
        .searchable(text: .constant(""), prompt: "typed.search.prompt")  // expect: undefined-key
        .badge("typed.badge")  // expect: undefined-key
        .accessibilityIdentifier("plain.identifier")
      Button("typed.button") {  // expect: undefined-key
        status = "typed.assigned.status"  // expect: undefined-key
      }
      Text(verbatim: "plain.verbatim")
    }
  }

  mutating func reset() {
    plain = "plain.assigned"
    status = "typed.reset.status"  // expect: undefined-key
  }
}

struct OpenIntent: AppIntent {
  static let title: LocalizedStringResource = "typed.intent.title"  // expect: undefined-key
  static var description = IntentDescription("typed.intent.description")  // expect: undefined-key
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "typed.intent.type"  // expect: undefined-key
  static var caseDisplayRepresentations: [HomeTabEntity: DisplayRepresentation] = [
    .home: "typed.case.home",  // expect: undefined-key
    .settings: DisplayRepresentation(title: "typed.case.settings"),  // expect: undefined-key
  ]

  @Parameter(title: "typed.parameter.title") var url: URL  // expect: undefined-key

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: IntentDialog("typed.dialog"))  // expect: undefined-key
  }
}

/// Interpolations typed by an enum case pattern's associated values and by `.formatted(...)`.
enum CaskWarning {
  case deprecated(date: String, reason: String)
  case retried(count: Int)
}

struct WarningView: View {
  var warning: CaskWarning
  var seconds: Double

  var body: some View {
    switch warning {
    case .deprecated(let date, let reason):
      Text("typed.deprecated \(reason) \(date)")  // expect: undefined-key
    case let .retried(count):
      Text("typed.retried \(count)")  // expect: undefined-key
    }
    let deadline = seconds.formatted()
    Text("typed.deadline \(deadline)")  // expect: undefined-key
  }
}

struct DeleteAlert {
  var chosen: String

  var message: Text {
    let name = chosen.isEmpty ? NSLocalizedString("typed.all", comment: "") : chosen  // expect: undefined-key
    return Text("typed.delete.settings \(name)")  // expect: undefined-key
  }
}
