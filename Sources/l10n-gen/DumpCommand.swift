import Foundation
import L10nGenCore

/// `l10n-gen dump <file>`: the parsed entries of one file as JSON, in file order, duplicates included.
struct DumpCommand: ToolCommand {
  static let spec = CommandSpec(
    name: "dump",
    abstract: "Print the entries of one .strings, .stringsdict or .xcstrings file as JSON.",
    discussion: """
      Prints {"format": ..., "entries": [{"key", "value", "comment", "line", "column"}...], "diagnostics": [...]}
      with entries in file order and duplicates included. Exits with 1 when the file has errors.
      """,
    positionals: [.init(name: "file", help: "The file to read.")]
  )

  var path: String

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    path = arguments.positionals[0]
  }

  func run(console: Console) throws(CommandLineError) -> ExitCode {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandLineError(message: "Cannot read the file '\(path)'.", command: Self.spec)
    }
    guard let kind = InputKind.classify(fileName: (path as NSString).lastPathComponent)?.kind else {
      throw CommandLineError(
        message: "Unsupported file '\(path)'; expected a \(InputKind.fileExtensionList) file.", command: Self.spec)
    }
    let dump = FileDump(kind: kind, contents: kind.read(data, path: path))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let json = try? encoder.encode(dump) else {
      console.writeError("error: cannot encode the dump of '\(path)'\n")
      return .failure
    }
    console.writeOutput(String(decoding: json, as: UTF8.self) + "\n")
    for diagnostic in dump.diagnosticValues {
      console.writeError("\(diagnostic)\n")
    }
    return dump.diagnosticValues.containsErrors ? .failure : .success
  }
}
