import Foundation
import L10nGenCommandLine
import L10nGenCore

/// `l10n-gen ib-strings <file|folder>`: what `ibtool --export-strings-file` writes, without a Mac.
struct IBStringsCommand: ToolCommand {
  static let spec = CommandSpec(
    name: "ib-strings",
    abstract: "Write the .strings table that 'ibtool --export-strings-file' writes for a storyboard or xib.",
    discussion: """
      One entry per localizable text, keyed '<ObjectID>.<property>', with ibtool's comment
      (Class = "<UIKit/AppKit class>"; <property> = "<text>"; ObjectID = "<id>"; Note = "<comment for localizer>";).
      A file is written to --output (a file, or a folder that receives <Name>.strings), or to stdout. A folder
      exports every .storyboard and .xib inside a Base.lproj folder below it into --output, one <Name>.strings per
      IB file, in the same relative folders with the Base.lproj level removed. Exits with 1 when a file cannot be
      read.
      """,
    positionals: [
      .init(name: "file|folder", help: "A .storyboard or .xib file, or a folder to search for Base.lproj.")
    ],
    options: [
      .init(
        name: "output", valueName: "path",
        help: "Where to write: a file or folder for one IB file, a folder for a folder (default: stdout).",
        shortName: "o"),
      .init(
        name: "encoding", valueName: "utf8|utf16",
        help: "utf8 (default; what Xcode stores) or utf16 (ibtool's raw output, with a byte-order mark)."),
    ]
  )

  var input: String
  var output: String?
  var encoding: IBStringsEncoding

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    input = arguments.positionals[0]
    output = arguments.value("output")
    let rawEncoding = arguments.value("encoding") ?? "utf8"
    guard let encoding = IBStringsEncoding(rawValue: rawEncoding) else {
      throw CommandLineError(
        message: "The value '\(rawEncoding)' is invalid for '--encoding'; use utf8 or utf16.", command: Self.spec)
    }
    self.encoding = encoding
  }

  func run(console: Console) throws(CommandLineError) -> ExitCode {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
      throw CommandLineError(message: "The path '\(input)' does not exist.", command: Self.spec)
    }
    var diagnostics: [Diagnostic] = []
    var summary: String
    if isDirectory.boolValue {
      guard let output else {
        throw CommandLineError(
          message: "A folder needs '--output <folder>' to receive one .strings file per IB file.", command: Self.spec)
      }
      let jobs = Self.baseIBFiles(in: input)
      var entryCount = 0
      var targets: [String: String] = [:]
      var exports: [(target: String, text: String)] = []
      for job in jobs {
        let target = FilePath.join(output, job.outputRelativePath)
        if let other = targets[target.lowercased()] {
          diagnostics.append(
            .error(
              "'\(job.path)' and '\(other)' both export to '\(target)'; rename one of them; nothing was written",
              at: nil, rule: .invalidConfiguration))
          continue
        }
        targets[target.lowercased()] = job.path
        guard let entries = export(job.path, diagnostics: &diagnostics) else { continue }
        entryCount += entries.count
        exports.append((target, IBStringsExporter.stringsText(entries)))
      }
      // A name collision writes nothing: which of the two files would win is not for the tool to guess.
      if diagnostics.contains(where: { $0.rule == .invalidConfiguration }) {
        summary = "ib-strings: nothing written"
      } else {
        for export in exports { write(export.text, to: export.target, diagnostics: &diagnostics) }
        summary = "ib-strings: \(jobs.count) IB file\(jobs.count == 1 ? "" : "s"), \(entryCount) entries written"
      }
    } else {
      guard IBDocumentReader.fileExtensions.contains((input as NSString).pathExtension) else {
        throw CommandLineError(
          message: "Unsupported file '\(input)'; expected a .storyboard or .xib file, or a folder.",
          command: Self.spec)
      }
      guard output != nil || encoding == .utf8 else {
        throw CommandLineError(
          message: "'--encoding utf16' writes bytes, not text: give '--output <file>' too.", command: Self.spec)
      }
      let entries = export(input, diagnostics: &diagnostics) ?? []
      let text = IBStringsExporter.stringsText(entries)
      if let output {
        var isFolder: ObjCBool = false
        let target =
          FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue
          ? FilePath.join(
            output, IBStringsExporter.stringsFileName(forDocumentNamed: (input as NSString).lastPathComponent))
          : output
        if !diagnostics.containsErrors { write(text, to: target, diagnostics: &diagnostics) }
      } else if !diagnostics.containsErrors {
        console.writeOutput(text)
      }
      summary = "ib-strings: \(entries.count) entries"
    }
    if !diagnostics.isEmpty || output != nil {
      DiagnosticPrinter.verboseText.print(diagnostics.sortedForOutput(), summary: summary, to: console)
    }
    return diagnostics.containsErrors ? .failure : .success
  }

  /// The entries of one IB file; `nil` (with an error) when it cannot be read.
  private func export(_ path: String, diagnostics: inout [Diagnostic]) -> [IBStringsExporter.Entry]? {
    guard let data = FileManager.default.contents(atPath: path) else {
      diagnostics.append(.error("cannot read '\(path)'", at: nil, rule: .unreadableFile))
      return nil
    }
    let result = IBDocumentReader.read(data, path: path)
    diagnostics += result.diagnostics
    guard let document = result.document, !result.diagnostics.containsErrors else { return nil }
    return IBStringsExporter.entries(for: document)
  }

  private func write(_ text: String, to path: String, diagnostics: inout [Diagnostic]) {
    do {
      try FileSetWriter.write(IBStringsExporter.encode(text, as: encoding), to: path)
    } catch {
      diagnostics.append(error.diagnostic)
    }
  }

  /// One IB file of a folder and where its table goes, relative to `--output`.
  struct Job: Hashable {
    var path: String
    var outputRelativePath: String
  }

  /// Every `.storyboard` and `.xib` directly inside a `Base.lproj` folder below `folder` (hidden folders and
  /// `.build` skipped), sorted, each with its output path: its relative folder without the `Base.lproj` level, and
  /// ibtool's file name.
  static func baseIBFiles(in folder: String) -> [Job] {
    var jobs: [Job] = []
    for components in InputDiscovery.entries(under: folder) {
      guard let name = components.last else { continue }
      guard components.count >= 2, components[components.count - 2] == "Base.lproj",
        IBDocumentReader.fileExtensions.contains((name as NSString).pathExtension)
      else { continue }
      let outputComponents =
        components.dropLast(2) + [IBStringsExporter.stringsFileName(forDocumentNamed: name)]
      jobs.append(
        Job(
          path: FilePath.join(folder, components.joined(separator: "/")),
          outputRelativePath: outputComponents.joined(separator: "/")))
    }
    return jobs.sorted { $0.path < $1.path }
  }
}
