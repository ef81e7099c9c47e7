/// `--exclude <glob>`: what every command that searches folders leaves out.
package struct ExcludeOption: OptionGroup {
  /// `--exclude <glob>`, repeatable.
  package static let excludeOption: CommandSpec.Option = .init(
    name: "exclude", valueName: "glob",
    help: "Leave out the files and folders this glob matches (*, **, ?); adds to 'exclude' (repeatable).",
    isRepeatable: true)

  package static let options = [excludeOption]

  /// The globs, in the order given; empty without `--exclude`. Commands that read `l10n-gen.json` add them to its
  /// `exclude` list (``InputLoader``).
  package var patterns: [String]

  /// The option as if not given: nothing more is left out.
  package init(patterns: [String] = []) {
    self.patterns = patterns
  }

  package init(_ arguments: ParsedArguments) {
    patterns = arguments.values(of: Self.excludeOption) ?? []
  }
}
