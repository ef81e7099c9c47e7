import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// The shared options are declared once, in their ``OptionGroup``, and read typed from there.
@Suite struct OptionGroupTests {
  /// Every group, for the checks that hold for all of them.
  static let groups: [any OptionGroup.Type] = [
    ConfigFileOption.self, ExcludeOption.self, SourcesOption.self, RuleFilterOptions.self,
    DiagnosticOutputOptions.self,
  ]

  /// Parses `arguments` against a spec made of `groups`' options alone.
  private static func parse(_ arguments: [String], _ groups: [any OptionGroup.Type]) throws -> ParsedArguments {
    let spec = CommandSpec(name: "test", abstract: "", options: groups.flatMap { $0.options })
    return try ParsedArguments.parse(arguments, as: spec)
  }

  /// Options that share a group option's name but are another option: the file formats of `export` and `status`.
  static let sameNameOtherOption: Set<String> = ["export --format", "status --format"]

  /// A command offers a group whole, in the group's own declaration: an option of the same name declared again (with
  /// other help or another value name) fails here, and so does a command that takes part of a group.
  @Test func everyCommandOffersEachGroupWholeAndAsDeclared() {
    for command in CommandLineTool.commandList {
      let name = command.spec.name
      let options = command.spec.options.filter { !Self.sameNameOtherOption.contains("\(name) --\($0.name)") }
      for group in Self.groups {
        let offered = group.options.filter { option in options.contains { $0.name == option.name } }
        #expect(offered.isEmpty || offered.count == group.options.count, "\(name): part of \(group)")
        for option in offered {
          let declared = options.first { $0.name == option.name }
          #expect(declared?.valueName == option.valueName, "\(name) --\(option.name)")
          #expect(declared?.help == option.help, "\(name) --\(option.name)")
          #expect(declared?.isRepeatable == option.isRepeatable, "\(name) --\(option.name)")
        }
      }
    }
  }

  @Test func noCommandDeclaresAnOptionTwice() {
    for command in CommandLineTool.commandList {
      let names = command.spec.options.map(\.name)
      #expect(Set(names).count == names.count, "\(command.spec.name): \(names)")
      let shortNames = command.spec.options.compactMap(\.shortName)
      #expect(Set(shortNames).count == shortNames.count, "\(command.spec.name): \(shortNames)")
    }
  }

  @Test func optionsNotGivenReadAsTheEmptyGroup() throws {
    let arguments = try Self.parse([], Self.groups)
    #expect(ConfigFileOption(arguments).path == nil)
    #expect(ExcludeOption(arguments).patterns.isEmpty)
    #expect(SourcesOption(arguments).paths == nil)
    let rules = RuleFilterOptions(arguments)
    #expect(!rules.warningsAsErrors && rules.disabledRules == nil && rules.errorRules == nil)
    let output = try DiagnosticOutputOptions(arguments)
    #expect(output.format == .text && !output.verbose)
  }

  @Test func groupsReadTheirValuesInOrder() throws {
    let arguments = try Self.parse(
      [
        "--config", "c.json", "--exclude", "a/**", "--exclude=b", "--sources", "S", "--sources", "T.swift",
        "--disable", "x", "--error", "y", "--disable", "z", "--format", "sarif", "--verbose",
      ], Self.groups)
    #expect(ConfigFileOption(arguments).path == "c.json")
    #expect(ExcludeOption(arguments).patterns == ["a/**", "b"])
    #expect(SourcesOption(arguments).paths == ["S", "T.swift"])
    let rules = RuleFilterOptions(arguments)
    #expect(!rules.warningsAsErrors && rules.disabledRules == ["x", "z"] && rules.errorRules == ["y"])
    let printer = try DiagnosticOutputOptions(arguments).printer
    #expect(printer.format == .sarif && printer.verbose)
  }

  @Test(arguments: ["--strict", "--warnings-as-errors"]) func bothStrictFlagsTreatWarningsAsErrors(flag: String) throws
  {
    #expect(RuleFilterOptions(try Self.parse([flag], [RuleFilterOptions.self])).warningsAsErrors)
  }

  @Test func anUnknownFormatIsAUsageErrorOfTheCommand() throws {
    let arguments = try Self.parse(["--format", "xml"], [DiagnosticOutputOptions.self])
    let error = #expect(throws: CommandLineError.self) { try DiagnosticOutputOptions(arguments) }
    #expect(error?.message == "The value 'xml' is invalid for '--format'; use text, json or sarif.")
    #expect(error?.command.name == "test")
    let result = CapturingConsole.run(["lint", "x", "--format", "xml"])
    #expect(result.code == .usage)
    #expect(result.error.hasPrefix("Error: The value 'xml' is invalid for '--format'; use text, json or sarif.\n"))
    #expect(result.error.contains("See 'l10n-gen lint --help'"))
  }
}
