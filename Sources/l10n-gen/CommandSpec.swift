/// The declaration of a command's arguments, used both to parse and to print help.
///
/// Each command declares one static spec; ``ParsedArguments/parse(_:as:)`` reads the same spec, so help, usage and
/// accepted options cannot drift apart. Options several commands share are not declared here but added from their
/// ``OptionGroup`` (`options: [...] + ConfigFileOption.options`), so they cannot drift apart between commands either.
struct CommandSpec: Sendable {
  /// A `--name value` option or a `--name` flag.
  ///
  /// `--name value` and `--name=value` are both accepted, as ArgumentParser accepts them, and so are `-o value` and
  /// `-o=value` for a short name.
  struct Option: Sendable {
    /// The name typed after `--`, also the key of ``ParsedArguments/values``.
    var name: String
    /// The placeholder shown in usage and help (`<dir>`); `nil` makes the option a flag.
    var valueName: String?
    /// One line for the `OPTIONS:` section.
    var help: String
    /// Whether the option may be given several times (`--table A --table B`); a second value of any other option is an
    /// error rather than a silent override.
    var isRepeatable = false
    /// Shown without brackets in usage. The command itself checks presence, so its message names the option.
    var isRequired = false
    /// Left out of help and usage: options for tools (the build plugin), not people.
    var isHidden = false
    /// A one-letter alias typed with one dash (`o` for `-o`).
    var shortName: Character?
    /// A flag takes no value, so `--strict=yes` is an error.
    var isFlag: Bool { valueName == nil }
  }

  /// A positional argument.
  struct Positional: Sendable {
    /// The name shown as `<name>` in usage and help.
    var name: String
    /// One line for the `ARGUMENTS:` section.
    var help: String
    /// Only the last positional may repeat: it takes every remaining word.
    var isRepeatable = false
    /// Whether ``ParsedArguments/parse(_:as:)`` reports the positional as missing.
    var isRequired = true
  }

  /// The subcommand name (`generate`); empty for the root command.
  var name: String
  /// The `OVERVIEW:` line.
  var abstract: String
  /// Free text printed between the overview and the usage.
  var discussion: String?
  /// The positional arguments, in order.
  var positionals: [Positional] = []
  /// The options, in the order help lists them.
  var options: [Option] = []

  /// The full command name as typed: `l10n-gen generate`.
  ///
  /// Used in usage lines and in `See '<name> --help'` hints.
  var commandLineName: String { name.isEmpty ? ToolInfo.name : "\(ToolInfo.name) \(name)" }

  /// `USAGE: ...` in the form ArgumentParser prints.
  ///
  /// Hidden options, `--help` and `--version` are left out; optional parts are bracketed and a repeatable positional is
  /// followed by `...`.
  var usage: String {
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
  var help: String {
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
  static func helpRow(_ label: String, _ help: String) -> String {
    let padded =
      label.count < 24
      ? label + String(repeating: " ", count: 24 - label.count) : label + "\n" + String(repeating: " ", count: 26)
    return "  \(padded)\(help)\n"
  }
}
