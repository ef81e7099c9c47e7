/// The declaration of a command's arguments, used both to parse and to print help.
struct CommandSpec: Sendable {
  /// A `--name value` option or a `--name` flag.
  struct Option: Sendable {
    var name: String
    var valueName: String?
    var help: String
    var isRepeatable = false
    var isRequired = false
    /// Left out of help and usage: options for tools (the build plugin), not people.
    var isHidden = false
    /// A one-letter alias typed with one dash (`o` for `-o`).
    var shortName: Character?
    var isFlag: Bool { valueName == nil }
  }

  /// A positional argument.
  struct Positional: Sendable {
    var name: String
    var help: String
    var isRepeatable = false
    var isRequired = true
  }

  var name: String
  var abstract: String
  var discussion: String?
  var positionals: [Positional] = []
  var options: [Option] = []

  /// The full command name as typed: `l10n-gen generate`.
  var commandLineName: String { name.isEmpty ? ToolInfo.name : "\(ToolInfo.name) \(name)" }

  /// `USAGE: ...` in the form ArgumentParser prints.
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

  private static func helpRow(_ label: String, _ help: String) -> String {
    let padded =
      label.count < 24
      ? label + String(repeating: " ", count: 24 - label.count) : label + "\n" + String(repeating: " ", count: 26)
    return "  \(padded)\(help)\n"
  }
}
