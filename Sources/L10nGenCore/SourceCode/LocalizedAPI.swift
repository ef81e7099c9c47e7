/// One argument of an Apple API whose parameter is a `LocalizedStringKey` (SwiftUI) or a `LocalizedStringResource`
/// (App Intents, WidgetKit): a string literal passed there is a key, as Xcode's extraction sees it.
///
/// The table is data built from Apple's documentation; ``KeyUsageScanner`` reads it together with the module's own
/// functions (``SourceDeclarations``), and `LocalizedAPITests` checks each entry.
package struct LocalizedAPI: Hashable, Sendable, CustomStringConvertible {
  /// The type or function called (`Text`), or the member (`navigationTitle`).
  package var callee: String
  /// The argument label, or `nil` for the first argument, unlabeled.
  package var label: String?
  /// Whether the callee is a member (`.help("k")`, `.result(dialog:)`) rather than an initializer (`Text("k")`).
  package var isMember: Bool
  /// The form of the key.
  package var form: KeyUsage.Form

  package var description: String {
    (isMember ? "." : "") + callee + "(" + (label.map { "\($0):" } ?? "_:") + ")"
  }

  /// SwiftUI initializers whose first unlabeled argument is a `LocalizedStringKey` title.
  static let swiftUIViews = [
    "Text", "Button", "Label", "Toggle", "Picker", "Section", "TextField", "SecureField", "Menu", "Link",
    "NavigationLink", "GroupBox", "LabeledContent", "DatePicker", "MultiDatePicker", "ColorPicker", "Stepper", "Tab",
    "ContentUnavailableView", "ControlGroup", "DisclosureGroup", "ProgressView", "ShareLink", "CommandMenu", "Window",
    "WindowGroup", "UtilityWindow", "MenuBarExtra", "TableColumn", "TextFieldLink", "PhotosPicker",
    "ControlWidgetButton", "ControlWidgetToggle", "SharePreview",
  ]

  /// SwiftUI and WidgetKit modifiers whose first unlabeled argument is a `LocalizedStringKey`.
  static let swiftUIModifiers = [
    "navigationTitle", "navigationSubtitle", "navigationBarTitle", "help", "accessibilityLabel", "accessibilityHint",
    "accessibilityValue", "alert", "confirmationDialog", "badge", "accessibilityCustomContent", "accessibilityRotor",
    "fileDialogMessage", "fileDialogConfirmationLabel", "configurationDisplayName", "description",
  ]

  /// Every entry.
  package static let all: [LocalizedAPI] =
    swiftUIViews.map { LocalizedAPI(callee: $0, label: nil, isMember: false, form: .swiftUI) }
    + swiftUIModifiers.map { LocalizedAPI(callee: $0, label: nil, isMember: true, form: .swiftUI) }
    + [
      LocalizedAPI(callee: "searchable", label: "prompt", isMember: true, form: .swiftUI),
      LocalizedAPI(callee: "accessibilityAction", label: "named", isMember: true, form: .swiftUI),
      // App Intents: `IntentDialog`, `IntentDescription`, `DisplayRepresentation` and friends take resources.
      LocalizedAPI(callee: "IntentDialog", label: nil, isMember: false, form: .localizedStringResource),
      LocalizedAPI(callee: "Summary", label: nil, isMember: false, form: .localizedStringResource),
      LocalizedAPI(callee: "IntentDescription", label: "categoryName", isMember: false, form: .localizedStringResource),
      LocalizedAPI(callee: "DisplayRepresentation", label: "title", isMember: false, form: .localizedStringResource),
      LocalizedAPI(callee: "DisplayRepresentation", label: "subtitle", isMember: false, form: .localizedStringResource),
      LocalizedAPI(callee: "TypeDisplayRepresentation", label: "name", isMember: false, form: .localizedStringResource),
      LocalizedAPI(
        callee: "TypeDisplayRepresentation", label: "numericFormat", isMember: false, form: .localizedStringResource),
      LocalizedAPI(callee: "AppShortcut", label: "shortTitle", isMember: false, form: .localizedStringResource),
      LocalizedAPI(callee: "result", label: "dialog", isMember: true, form: .localizedStringResource),
      LocalizedAPI(callee: "requestConfirmation", label: "dialog", isMember: true, form: .localizedStringResource),
      LocalizedAPI(callee: "needsValueError", label: nil, isMember: true, form: .localizedStringResource),
      LocalizedAPI(callee: "requestValue", label: nil, isMember: true, form: .localizedStringResource),
    ]

  /// The entries by callee.
  static let byCallee: [String: [LocalizedAPI]] = Dictionary(grouping: all, by: \.callee)

  /// Standard library, Foundation and os functions and initializers that never localize a string they are passed:
  /// printing, logging, assertions, and the values a string names (`URL(string:)`, `Logger(subsystem:category:)`). A
  /// literal passed to one is text, not a possible key of an API the scan cannot see (``UncertainKeyUse``), when the
  /// module declares no function of that name.
  static let plainTextFunctions: Set<String> = [
    "print", "debugPrint", "dump", "NSLog", "NSLogv", "os_log", "fatalError", "assert", "assertionFailure",
    "precondition", "preconditionFailure", "Logger", "OSLog", "URL", "UUID", "Selector", "NSPredicate",
  ]

  /// The levels of `Logger` (os), whose messages are `OSLogMessage`s, never looked up: plain text when called on a
  /// value whose name says it is a logger (`logger.debug("...")`, `Self.log.error("...")`, `Log.info("...")`).
  static let loggerMethods: Set<String> = [
    "log", "trace", "debug", "info", "notice", "warning", "error", "critical", "fault",
  ]

  /// The standard library's and Foundation's string methods that compare, search or edit text, called on a value
  /// (`name.hasPrefix("...")`): the literals passed to them are text.
  static let stringMethods: Set<String> = [
    "hasPrefix", "hasSuffix", "contains", "starts", "replacingOccurrences", "replacing", "replace",
    "components", "split", "range", "ranges", "firstRange", "firstIndex", "lastIndex", "trimmingCharacters",
    "trimmingPrefix", "appending", "append", "appendingPathComponent", "appendingPathExtension",
    "appendingFormat", "insert", "removeAll", "padding", "compare", "caseInsensitiveCompare",
    "localizedCaseInsensitiveCompare", "localizedStandardCompare", "localizedCaseInsensitiveContains",
    "localizedStandardContains", "localizedStandardRange", "addingPercentEncoding", "firstMatch", "wholeMatch",
    "prefixMatch", "lowercased", "uppercased", "joined",
  ]

  /// Whether a call of `callee` never localizes the literals passed to it: a function of ``plainTextFunctions``, or
  /// a method (`receiver` is the name before the `.`, `nil` without one) of ``stringMethods`` or, on a logger,
  /// ``loggerMethods``.
  static func isPlainText(callee: String, isMember: Bool, receiver: String?) -> Bool {
    guard isMember else { return plainTextFunctions.contains(callee) }
    guard let receiver else { return false }
    if stringMethods.contains(callee) { return true }
    return loggerMethods.contains(callee) && receiver.lowercased().contains("log")
  }
}
