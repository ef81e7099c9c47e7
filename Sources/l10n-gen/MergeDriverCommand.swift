import Foundation
import L10nGenCommandLine
import L10nGenCore
import L10nGenTools

/// `l10n-gen merge-driver %O %A %B %P`: git's merge driver for String Catalogs.
struct MergeDriverCommand: ToolCommand {
  static let spec = CommandSpec(
    name: "merge-driver",
    abstract: "Merge two versions of a String Catalog by key, language and variation (a git merge driver).",
    discussion: """
      Git runs it for *.xcstrings once .gitattributes says '*.xcstrings merge=xcstrings' and the repository's
      configuration has 'git config merge.xcstrings.driver "l10n-gen merge-driver %O %A %B %P"'. What only one side
      changed is taken, what both changed alike is taken once; a unit both changed differently keeps ours, is marked
      needs_review and is listed on stderr, and the exit code is 1, so git reports the file as conflicted. A member
      deleted on one side and changed on the other is such a conflict too. The result, in Xcode's format, replaces
      <ours> (git's contract). When a version is no JSON or no catalog, <ours> is left as it is (exit 1).
      """,
    positionals: [
      .init(name: "base", help: "The common ancestor's version (git's %O; empty when there is none)."),
      .init(name: "ours", help: "Our version, replaced by the merge (git's %A)."),
      .init(name: "theirs", help: "Their version (git's %B)."),
      .init(name: "path", help: "The catalog's path in the repository, for messages (git's %P).", isRequired: false),
    ]
  )

  /// The base's file.
  var basePath: String
  /// Ours' file, which receives the result.
  var oursPath: String
  /// Theirs' file.
  var theirsPath: String
  /// The name the messages use.
  var displayPath: String

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    let files = arguments.positionals
    guard files.count >= 3 else {
      throw CommandLineError(
        message: "Missing expected argument '<\(Self.spec.positionals[files.count].name)>'.", command: Self.spec)
    }
    basePath = files[0]
    oursPath = files[1]
    theirsPath = files[2]
    displayPath = files.count > 3 ? files[3] : files[1]
  }

  func run(console: Console) throws(CommandLineError) -> ExitCode {
    var versions: [Data] = []
    for path in [basePath, oursPath, theirsPath] {
      guard let data = FileManager.default.contents(atPath: path) else {
        console.writeError(
          "error: cannot read '\(path)'; git passes the three versions as files (merge-driver %O %A %B %P) "
            + "[\(RuleID.unreadableFile)]\n")
        return .failure
      }
      versions.append(data)
    }
    let result = CatalogMerger.merge(
      base: versions[0], ours: versions[1], theirs: versions[2], paths: (basePath, oursPath, theirsPath))
    guard let merged = result.merged else {
      let lines = result.diagnostics.sortedForOutput().map { "\($0)\n" }.joined()
      console.writeError(lines + "merge-driver: \(displayPath): not merged, ours left as it is\n")
      return .failure
    }
    do {
      try FileSetWriter.write(merged, to: oursPath)
    } catch {
      console.writeError("\(error.diagnostic)\n")
      return .failure
    }
    let conflicts = result.conflicts.map { "\(displayPath): conflict: \($0)\n" }.joined()
    let count = result.conflicts.count
    console.writeError(
      conflicts + "merge-driver: \(displayPath): "
        + (count == 0 ? "merged" : "\(count) conflict\(count == 1 ? "" : "s"), ours kept; review and resolve") + "\n")
    return count == 0 ? .success : .failure
  }
}
