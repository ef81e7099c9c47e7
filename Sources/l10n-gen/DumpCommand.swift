import Foundation
import L10nGenCommandLine
import L10nGenCore

/// `l10n-gen dump <file>`: the parsed entries of one file as JSON, in file order, duplicates included.
struct DumpCommand: ToolCommand {
  /// One required file, no option: the dump shows what one reader sees, independent of configuration and layout.
  static let spec = CommandSpec(
    name: "dump",
    abstract: "Print the entries of one .strings, .stringsdict or .xcstrings file as JSON.",
    discussion: """
      Prints {"format": ..., "entries": [{"key", "value", "comment", "line", "column"}...], "diagnostics": [...]}
      with entries in file order and duplicates included. Exits with 1 when the file has errors.
      """,
    positionals: [.init(name: "file", help: "The file to read.")]
  )

  /// The file to dump; a folder or an unsupported extension is a usage error.
  var path: String

  /// Takes the one required positional; ``ParsedArguments/parse(_:as:)`` has already checked there is exactly one.
  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    path = arguments.positionals[0]
  }

  /// Reads the file with the reader of its ``InputKind`` alone (no ``TableBuilder``, so no cross-file checks), prints
  /// the ``FileDump`` on stdout and the file's own diagnostics on stderr.
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
