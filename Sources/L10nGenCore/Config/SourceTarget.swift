/// One target of an app whose tables and sources `lint --sources` checks together: a key its code uses is looked up
/// in its own tables, so two targets may each have a `Localizable` table with different keys.
///
/// From `--target <name>=<tables>:<sources>` (paths separated by commas) or the configuration's `targets` section
/// (`{"App": {"tables": ["App/Resources"], "sources": ["App/Sources"]}}`).
package struct SourceTarget: Hashable, Sendable {
  /// The target's name, for the summary line.
  package var name: String
  /// The table files and folders of the target.
  package var tables: [String]
  /// The Swift and Objective-C files and folders of the target.
  package var sources: [String]

  package init(name: String, tables: [String], sources: [String]) {
    self.name = name
    self.tables = tables
    self.sources = sources
  }

  /// Reads `<name>=<tables>:<sources>`, each side a comma-separated list of paths; `nil` when the text has another
  /// form.
  package init?(argument: String) {
    guard let equals = argument.firstIndex(of: "="), let colon = argument.lastIndex(of: ":"), equals < colon else {
      return nil
    }
    let name = String(argument[..<equals])
    let paths = { (text: Substring) in text.split(separator: ",").map(String.init).filter { !$0.isEmpty } }
    let tables = paths(argument[argument.index(after: equals)..<colon])
    let sources = paths(argument[argument.index(after: colon)...])
    guard !name.isEmpty, !tables.isEmpty, !sources.isEmpty else { return nil }
    self.init(name: name, tables: tables, sources: sources)
  }

  /// The form `--target` takes, for messages.
  package static let argumentForm = "<name>=<tables>:<sources>, such as App=App/Resources:App/Sources"
}
