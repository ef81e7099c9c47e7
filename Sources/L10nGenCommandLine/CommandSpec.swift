/// The declaration of a command's arguments, used both to parse and to print help.
///
/// Each command declares one static spec; ``ParsedArguments/parse(_:as:)`` reads the same spec, so help, usage and
/// accepted options cannot drift apart. Options several commands share are not declared here but added from their
/// ``OptionGroup`` (`options: [...] + ConfigFileOption.options`), so they cannot drift apart between commands either.
package struct CommandSpec: Sendable {
  /// A `--name value` option or a `--name` flag.
  ///
  /// `--name value` and `--name=value` are both accepted, as ArgumentParser accepts them, and so are `-o value` and
  /// `-o=value` for a short name.
  package struct Option: Sendable {
    /// The name typed after `--`, also the key of ``ParsedArguments/values``.
    package var name: String
    /// The placeholder shown in usage and help (`<dir>`); `nil` makes the option a flag.
    package var valueName: String?
    /// One line for the `OPTIONS:` section.
    package var help: String
    /// Whether the option may be given several times (`--table A --table B`); a second value of any other option is an
    /// error rather than a silent override.
    package var isRepeatable = false
    /// Shown without brackets in usage. The command itself checks presence, so its message names the option.
    package var isRequired = false
    /// Left out of help and usage: options for tools (the build plugin), not people.
    package var isHidden = false
    /// A one-letter alias typed with one dash (`o` for `-o`).
    package var shortName: Character?
    /// A flag takes no value, so `--strict=yes` is an error.
    package var isFlag: Bool { valueName == nil }

    /// An option named `name`; a flag when `valueName` is `nil`.
    package init(
      name: String, valueName: String? = nil, help: String, isRepeatable: Bool = false, isRequired: Bool = false,
      isHidden: Bool = false, shortName: Character? = nil
    ) {
      self.name = name
      self.valueName = valueName
      self.help = help
      self.isRepeatable = isRepeatable
      self.isRequired = isRequired
      self.isHidden = isHidden
      self.shortName = shortName
    }
  }

  /// A positional argument.
  package struct Positional: Sendable {
    /// The name shown as `<name>` in usage and help.
    package var name: String
    /// One line for the `ARGUMENTS:` section.
    package var help: String
    /// Only the last positional may repeat: it takes every remaining word.
    package var isRepeatable = false
    /// Whether ``ParsedArguments/parse(_:as:)`` reports the positional as missing.
    package var isRequired = true

    /// A positional named `name`.
    package init(name: String, help: String, isRepeatable: Bool = false, isRequired: Bool = true) {
      self.name = name
      self.help = help
      self.isRepeatable = isRepeatable
      self.isRequired = isRequired
    }
  }

  /// The subcommand name (`generate`); empty for the root command.
  package var name: String
  /// The `OVERVIEW:` line.
  package var abstract: String
  /// Free text printed between the overview and the usage.
  package var discussion: String?
  /// The positional arguments, in order.
  package var positionals: [Positional] = []
  /// The options, in the order help lists them.
  package var options: [Option] = []

  /// The spec of the command `name`.
  package init(
    name: String, abstract: String, discussion: String? = nil, positionals: [Positional] = [], options: [Option] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.positionals = positionals
    self.options = options
  }

  /// The full command name as typed: `l10n-gen generate`.
  ///
  /// Used in usage lines and in `See '<name> --help'` hints.
  package var commandLineName: String { name.isEmpty ? ToolInfo.name : "\(ToolInfo.name) \(name)" }

  /// `USAGE: ...` in the form ArgumentParser prints.
  ///
  /// Hidden options, `--help` and `--version` are left out; optional parts are bracketed and a repeatable positional is
  /// followed by `...`.
  package var usage: String {
    var parts = [commandLineName]
    for positional in positionals {
      let token = "<\(positional.name)>\(positional.isRepeatable ? " ..." : "")"
      parts.append(positional.isRequired ? token : "[\(token)]")
    }
    for option in options where !["help", "version"].contains(option.name) && !option.isHidden {
      let token = option.isFlag ? "--\(option.name)" : "--\(option.name) <\(option.valueName!)>"
      parts.append(option.isRequired ? token : "[\(token)]")
    }
    return parts.joined(separator: " ")
  }

  /// The text `--help` prints.
  ///
  /// Sections in ArgumentParser's order: `OVERVIEW`, the discussion, `USAGE`, `ARGUMENTS`, `OPTIONS` (always ending
  /// with `-h, --help`).
  package var help: String {
    var text = "OVERVIEW: \(abstract)\n"
    if let discussion { text += "\n\(discussion)\n" }
    text += "\nUSAGE: \(usage)\n"
    if !positionals.isEmpty {
      text += "\nARGUMENTS:\n"
      for positional in positionals {
        text += Self.helpRow("<\(positional.name)>", positional.help)
      }
    }
    text += "\nOPTIONS:\n"
    for option in options where !option.isHidden {
      var label = option.isFlag ? "--\(option.name)" : "--\(option.name) <\(option.valueName!)>"
      if let shortName = option.shortName { label = "-\(shortName), " + label }
      text += Self.helpRow(label, option.help)
    }
    text += Self.helpRow("-h, --help", "Show help information.")
    return text
  }

  /// One row of a help section: the label padded to 24 columns, or on a line of its own when longer, as ArgumentParser
  /// lays it out.
  package static func helpRow(_ label: String, _ help: String) -> String {
    let padded =
      label.count < 24
      ? label + String(repeating: " ", count: 24 - label.count) : label + "\n" + String(repeating: " ", count: 26)
    return "  \(padded)\(help)\n"
  }
}
