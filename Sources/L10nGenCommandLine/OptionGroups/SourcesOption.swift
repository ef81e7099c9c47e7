/// `--sources <path>`: the Swift and Objective-C code whose keys are checked against the tables.
package struct SourcesOption: OptionGroup {
  /// `--sources <path>`, repeatable; a path is a source file or a folder to search.
  package static let sourcesOption: CommandSpec.Option = .init(
    name: "sources", valueName: "path",
    help: "Also check the keys Swift and Objective-C files at this path use (repeatable).", isRepeatable: true)

  package static let options = [sourcesOption]

  /// The paths, in the order given; `nil` without `--sources`, so the source rules do not run.
  package var paths: [String]?

  /// The option as if not given: no source is checked.
  package init(paths: [String]? = nil) {
    self.paths = paths
  }

  package init(_ arguments: ParsedArguments) {
    paths = arguments.values(of: Self.sourcesOption)
  }
}
