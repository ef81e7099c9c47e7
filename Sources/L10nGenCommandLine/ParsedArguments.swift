import L10nGenCore

/// The result of parsing a command line against a `CommandSpec`.
package struct ParsedArguments {
  /// The command the line was parsed against: the usage an ``OptionGroup``'s ``CommandLineError`` prints.
  package var command: CommandSpec
  /// The words that are not options, in order; everything after `--` is one.
  package var positionals: [String] = []
  /// The values of options by option name (the long name, also for `-o`), in the order given.
  package var values: [String: [String]] = [:]
  /// The flags given, by name.
  package var flags: Set<String> = []
  /// `-h` or `--help` appeared before any `--`: the command prints its help, and missing arguments are not reported.
  package var wantsHelp = false

  /// The last value of an option.
  package func value(_ name: String) -> String? { values[name]?.last }

  /// The last value of `option`, looked up through its declaration rather than a second copy of its name.
  package func value(of option: CommandSpec.Option) -> String? { values[option.name]?.last }

  /// Every value of the repeatable `option`, in the order given; `nil` when it was not given.
  package func values(of option: CommandSpec.Option) -> [String]? { values[option.name] }

  /// Whether the flag `option` was given.
  package func contains(_ flag: CommandSpec.Option) -> Bool { flags.contains(flag.name) }

  /// Parses `arguments` (without the command name), rejecting unknown options with a suggestion.
  ///
  /// The rules, as ArgumentParser applies them: `--name value`, `--name=value` and `-o value` set an option; a value
  /// may not start with `-` (except `-` itself), so `--output --strict` reports the missing value instead of eating the
  /// flag; a flag given a value, a non-repeatable option given twice, a missing required positional and an extra
  /// positional are errors. Required options are checked by each command, which can name them better.
  package static func parse(_ arguments: [String], as spec: CommandSpec) throws(CommandLineError) -> ParsedArguments {
    var result = ParsedArguments(command: spec)
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        result.wantsHelp = true
        continue
      }
      var name = String(argument.drop { $0 == "-" })
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      let isShort = !argument.hasPrefix("--") && name.count == 1
      let option = spec.options.first { isShort ? $0.shortName == name.first : $0.name == name }
      guard argument.hasPrefix("--") || isShort, let option else {
        let suggestion =
          Suggestion.closest(to: name, among: spec.options.map(\.name)).map { " Did you mean '--\($0)'?" } ?? ""
        throw CommandLineError(message: "Unknown option '\(argument)'.\(suggestion)", command: spec)
      }
      name = option.name
      if option.isFlag {
        guard inlineValue == nil else {
          throw CommandLineError(message: "The flag '--\(name)' does not take a value.", command: spec)
        }
        result.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" else {
          throw CommandLineError(message: "Missing value for '--\(name) <\(option.valueName!)>'.", command: spec)
        }
        value = arguments[index]
        index += 1
      }
      if !option.isRepeatable, result.values[name] != nil {
        throw CommandLineError(message: "The option '--\(name)' was given more than once.", command: spec)
      }
      result.values[name, default: []].append(value)
    }
    if result.wantsHelp { return result }
    let required = spec.positionals.filter(\.isRequired)
    if result.positionals.count < required.count {
      let missing = required[result.positionals.count]
      throw CommandLineError(message: "Missing expected argument '<\(missing.name)>'.", command: spec)
    }
    if !(spec.positionals.last?.isRepeatable ?? false), result.positionals.count > spec.positionals.count {
      let extra = result.positionals[spec.positionals.count]
      throw CommandLineError(message: "Unexpected argument '\(extra)'.", command: spec)
    }
    return result
  }
}
