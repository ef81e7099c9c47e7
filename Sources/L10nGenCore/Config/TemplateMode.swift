/// What the configuration's `template` (and `context`) ask for: a built-in template, which implies its context, or
/// a custom `.mustache` file rendered with the context it names.
package enum TemplateMode: Hashable, Sendable {
  /// The `structured` template: nested enums, key types and key symbols.
  case structured
  /// The `structured` template with every key a member of the root enum (the structure is forced to `flat`).
  case flat
  /// The `swiftgen` template: SwiftGen's `structured-swift5` names on top of L10nKit.
  case swiftgen
  /// The `xcode-symbols` template: the `LocalizedStringResource` members Xcode 26 generates from a String Catalog
  /// (`Text(.actionCancel)`), at any access level and for every key (Docs/Formats.md §3.6).
  case xcodeSymbols
  /// A template file (a path, with partials `<name>-<partial>.mustache` beside it) and the context it wants.
  case custom(path: String, context: TemplateContextKind)

  /// The mode for a `template` setting: a built-in name, else a path to a template file, rendered with `context`
  /// (default `structured`). For a built-in template the context is implied and `context` is not consulted; see
  /// ``conflict(template:context:)``.
  package init(template: String, context: TemplateContextKind?) {
    switch template {
    case "structured": self = .structured
    case "flat": self = .flat
    case "swiftgen": self = .swiftgen
    case "xcode-symbols": self = .xcodeSymbols
    default: self = .custom(path: template, context: context ?? .structured)
    }
  }

  /// The names of the built-in templates, the values of the `style` key.
  package static let builtinNames = ["structured", "flat", "swiftgen", "xcode-symbols"]

  /// The context the template is rendered with.
  package var context: TemplateContextKind {
    switch self {
    case .structured, .flat: .structured
    case .swiftgen: .swiftgen
    case .xcodeSymbols: .xcodeSymbols
    case .custom(_, let context): context
    }
  }

  /// The built-in template's name, or `nil` for a custom template.
  package var builtinName: String? {
    switch self {
    case .structured: "structured"
    case .flat: "flat"
    case .swiftgen: "swiftgen"
    case .xcodeSymbols: "xcode-symbols"
    case .custom: nil
    }
  }

  /// Why `context` cannot be used with `template`, or `nil` when it can: a built-in template was written for the
  /// context it implies and renders nothing sensible with another one.
  package static func conflict(template: String, context: TemplateContextKind?) -> String? {
    let mode = TemplateMode(template: template, context: context)
    guard let name = mode.builtinName, let context, context != mode.context else { return nil }
    return "the built-in template '\(name)' is rendered with the \(mode.context.rawValue) context, not "
      + "\(context.rawValue); remove 'context' (or --context), or give 'template' the path of a .mustache file"
  }
}
