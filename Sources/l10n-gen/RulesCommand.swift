import L10nGenCommandLine
import L10nGenCore

/// `l10n-gen rules`: every rule identifier with its scope and summary.
struct RulesCommand: ToolCommand {
  /// No argument: the list is the same for every project.
  static let spec = CommandSpec(
    name: "rules",
    abstract: "List the rules that diagnostics carry, for --disable, --error and the 'lint' section of l10n-gen.json.",
    discussion: """
      Scope 'file': a file Xcode's build rejects; always an error. Scope 'entry': one entry of one language; a
      warning at most in a translation (L10nKit falls back to the next language at run time). Scope 'project':
      layout, configuration and names.
      """
  )

  /// There is nothing to read from the arguments.
  init(_ arguments: ParsedArguments) throws(CommandLineError) {}

  /// Prints ``RuleCatalog/all`` in catalog order, one aligned row per rule: id, scope (`file`, `entry` or `project`),
  /// summary. The ids are the stable names that diagnostics carry in brackets and that `--disable`, `--error` and the
  /// `lint` section of `l10n-gen.json` accept.
  func run(console: Console) throws(CommandLineError) -> ExitCode {
    let width = RuleCatalog.all.map(\.id.rawValue.count).max() ?? 0
    var text = ""
    for rule in RuleCatalog.all {
      let id = rule.id.rawValue
      let scope = rule.scope.rawValue
      text +=
        id + String(repeating: " ", count: width - id.count + 2) + scope
        + String(repeating: " ", count: 9 - scope.count) + rule.summary + "\n"
    }
    console.writeOutput(text)
    return .success
  }
}
