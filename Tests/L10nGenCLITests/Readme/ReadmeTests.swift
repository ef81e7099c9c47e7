import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `README.md` followed word for word: its Swift compiles, its command examples print what it shows, its manifest
/// loads, and its CLI reference lists every option.
///
/// Every ` ```swift ` block carries a marker comment before it (see ``ReadmeDocument``), so none is forgotten:
/// - `<!-- snippet: compiles -->`: type-checked with the API generated from the README's own tables and L10nKit;
/// - `<!-- snippet: compiles against AppleUIStubs (UIKit) -->` (or `SwiftUI`): Apple-only code, type-checked against
///   the stub frameworks (`AppleSnippetTests`); `<!-- snippet: compiles with the xcode-symbols example -->`: checked
///   by `XcodeSymbolsStyleTests`; `<!-- snippet: skip (<reason>) -->`: not compiled (none is left);
/// - `<!-- file: <path> -->`: a file of the example package (`Package.swift` is loaded by SwiftPM, Swift files are
///   compiled into their target);
/// - `<!-- generated: <file> -->`: must be what the generator writes for the README's tables;
/// - `<!-- snippet: excerpt of <path> -->`: every line is in that file of the repository, which CI builds;
/// - `<!-- snippet: manifest dependencies -->`: dependency lines, loaded by SwiftPM in the example manifest.
/// Every ` ```console ` block is run: each `$ l10n-gen …` line with the built tool in the example package's folder,
/// its output (stdout and stderr, as a terminal shows them) compared with the lines that follow it.
///
/// The articles of the DocC catalogs (`Docs/L10nGen.docc`, `Sources/L10nKit/L10nKit.docc`) are checked the same way,
/// as one document with the README: their blocks build on the same example package.
@Suite struct ReadmeTests {
  static let readmeOnly = Result { try ReadmeDocument.load() }
  static let readme = Result { try ReadmeDocument.loadWithArticles() }

  static let markerKinds = [
    "snippet: compiles", "snippet: skip (", "file: ", "generated: ", "snippet: excerpt of ",
    "snippet: manifest dependencies",
  ]

  @Test func everySwiftBlockSaysHowItIsChecked() throws {
    let readme = try Self.readme.get()
    let swiftBlocks = readme.blocks.filter { $0.language == "swift" }
    #expect(swiftBlocks.count > 10)
    for block in swiftBlocks {
      let marker = block.marker ?? ""
      #expect(
        Self.markerKinds.contains { marker.hasPrefix($0) },
        "\(block.location): a swift block needs a marker, such as <!-- snippet: compiles -->; found '\(marker)'")
    }
  }

  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc on PATH"))
  func snippetsAndExampleFilesCompileWithTheGeneratedAPI() throws {
    let readme = try Self.readme.get()
    let project = try ReadmeProject(readme)
    let snippets = readme.blocks.filter { $0.language == "swift" && $0.marker == "snippet: compiles" }
    #expect(snippets.count >= 6)
    let libraries = project.localizedTargets
    try #require(libraries.count == 1, "one target with tables, which the snippets belong to: \(libraries)")
    let modules = project.directory.path + "/modules"
    try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)

    // The target with the tables: its generated API, its own files and the snippets, as one module. A debug build
    // (`-D DEBUG`), so that the `#if DEBUG` parts of snippets are checked too.
    let library = libraries[0]
    let snippetFile = try project.directory.write("snippets/Snippets.swift", ReadmeSnippets.source(of: snippets))
    let generated = try project.generate(target: library)
    let libraryResult = try SwiftCompiler.run(
      [
        "-emit-module", "-parse-as-library", "-swift-version", "6", "-D", "DEBUG", "-module-name", library,
        "-emit-module-path", "\(modules)/\(library).swiftmodule",
      ] + generated + project.swiftFiles(ofTarget: library) + [snippetFile])
    let legend = project.files.map { "\($0.key) is \($0.value.location)" }.sorted().joined(separator: "\n")
    Self.expectClean(libraryResult, "\(library), its generated API and the snippets (\(legend))")

    // The other targets, which import it.
    let others = Set(project.files.keys.filter { $0.hasPrefix("Sources/") }.map { project.targetName(of: $0) })
      .subtracting(libraries)
    for target in others.sorted() {
      let files = project.swiftFiles(ofTarget: target)
      guard !files.isEmpty else { continue }
      let result = try SwiftCompiler.run(
        ["-typecheck", "-swift-version", "6", "-module-name", target, "-I", modules] + files)
      Self.expectClean(result, "\(target) (\(legend))")
    }
  }

  /// Expects that `result` succeeded with no warning but "never used" (a snippet's `let observation = …` keeps an
  /// observation alive, as an app's property would).
  static func expectClean(_ result: SwiftCompiler.Result, _ what: String) {
    #expect(result.succeeded, "\(what) does not compile:\n\(result.output)")
    let warnings = result.output.split(separator: "\n").filter {
      $0.contains(": warning: ") && !$0.contains("was never used")
    }
    #expect(warnings.isEmpty, "\(what) compiles with warnings:\n\(result.output)")
  }

  @Test func generatedCodeShownIsWhatTheGeneratorWrites() throws {
    let readme = try Self.readme.get()
    let project = try ReadmeProject(readme)
    let shown = readme.blocks.filter { $0.markerValue(after: "generated:") != nil }
    #expect(!shown.isEmpty)
    let generated = try project.localizedTargets.flatMap { try project.generate(target: $0) }
    for block in shown {
      let name = try #require(block.markerValue(after: "generated:"))
      let path = try #require(generated.first { $0.hasSuffix("/" + name) }, "\(block.location): no \(name) generated")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      // Parts left out are marked by a line `// …`; the parts shown must appear in order.
      var rest = text[...]
      for part in block.text.components(separatedBy: "// …\n") where !part.isEmpty {
        let found = rest.range(of: part.trimmingCharacters(in: .newlines))
        #expect(
          found != nil, "\(block.location): not what l10n-gen writes into \(name):\n\(part)\n--- generated:\n\(text)")
        if let found { rest = rest[found.upperBound...] }
      }
    }
  }

  @Test func excerptsAreInTheFilesTheyQuote() throws {
    let readme = try Self.readme.get()
    for block in readme.blocks {
      guard let path = block.markerValue(after: "snippet: excerpt of") else { continue }
      let file = try String(
        contentsOf: ReadmeProject.packageRoot.appendingPathComponent(path), encoding: .utf8)
      let lines = Set(file.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
      let missing = block.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty && !lines.contains($0)
      }
      #expect(missing.isEmpty, "\(block.location): not in \(path): \(missing)")
    }
  }

  @Test func consoleExamplesPrintWhatTheReadmeShows() throws {
    let readme = try Self.readme.get()
    let examples = readme.blocks.filter { $0.language == "console" }
    #expect(examples.count >= 4)
    let tool = try #require(SubprocessSmokeTests.executable, "l10n-gen was not built next to the tests")
    for block in examples {
      // Each block starts from the example package as the README wrote it; its commands run in order.
      let project = try ReadmeProject(readme)
      for command in ConsoleExample.commands(in: block) {
        #expect(command.arguments.first == "l10n-gen", "\(block.location): only l10n-gen commands are run")
        #expect(!command.line.contains("\"") && !command.line.contains("'"), "\(block.location): no quoting")
        let output = try ConsoleExample.run(tool, Array(command.arguments.dropFirst()), in: project.root)
        #expect(output == command.expectedOutput, "\(block.location): $ \(command.line)")
      }
    }
  }

  @Test(.enabled(if: Toolchain.executable(named: "swift") != nil, "needs swift on PATH"))
  func manifestLoadsWithThisRepositoryAsItsPathDependency() throws {
    let readme = try Self.readme.get()
    let project = try ReadmeProject(readme)
    let manifest = try #require(project.files["Package.swift"], "the README shows no <!-- file: Package.swift -->")

    // The products it names are products of this package.
    let ourManifest = try String(
      contentsOf: ReadmeProject.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let products = Set(
      ourManifest.matches(of: /\.(?:library|executable|plugin)\(name: "([^"]+)"/).map { String($0.output.1) })
    let used = manifest.text.matches(of: /\.(?:product|plugin)\(name: "([^"]+)", package:/).map { String($0.output.1) }
    #expect(!used.isEmpty)
    for name in used { #expect(products.contains(name), "\(manifest.location): no product '\(name)' in Package.swift") }

    // The path dependency is a clone of this repository, next to the package.
    let path = try #require(
      manifest.text.firstMatch(of: /\.package\(path: "([^"]+)"\)/).map { String($0.output.1) },
      "\(manifest.location): no path dependency")
    let clone = URL(fileURLWithPath: project.root).appendingPathComponent(path).standardized.path
    try FileManager.default.createSymbolicLink(
      atPath: clone, withDestinationPath: ReadmeProject.packageRoot.path)

    // The branch and revision forms must compile in a manifest too.
    var text = manifest.text
    for block in readme.blocks where block.marker == "snippet: manifest dependencies" {
      let lines = block.text.split(separator: "\n").filter { !$0.hasPrefix("//") }
      text += "\nlet readmeDependencies\(block.firstLine): [Package.Dependency] = {\n"
      text += "#sourceLocation(file: \"\(block.path)\", line: \(block.firstLine - 1))\n"
      text += "return [\n" + lines.joined(separator: ",\n") + "\n]\n#sourceLocation()\n}()\n"
    }
    try text.write(toFile: project.root + "/Package.swift", atomically: true, encoding: .utf8)

    let swift = try #require(Toolchain.executable(named: "swift"))
    let output = try ConsoleExample.run(
      URL(fileURLWithPath: swift),
      ["package", "--scratch-path", project.directory.path + "/scratch", "describe", "--type", "json"],
      in: project.root)
    #expect(output.contains("\"tools_version\""), "\(manifest.location): swift package describe failed:\n\(output)")
  }

  @Test func quickStartGeneratesTheExample() throws {
    let readme = try Self.readme.get()
    let section = try #require(readme.section(headed: "## Quick start"))
    let block = try #require(readme.blocks.first { $0.language == "sh" && section.contains($0.text) })
    let commands = block.text.split(separator: "\n").map(String.init)
    #expect(commands.count == 2)
    #expect(commands.last == "swift test")
    let ci = try String(contentsOf: ReadmeProject.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
    #expect(ci.contains("\nswift test\n"), ".ci/run runs the README's test command")

    let words = try #require(commands.first).split(separator: " ").map(String.init)
    #expect(Array(words.prefix(3)) == ["swift", "run", "l10n-gen"])
    let output = try #require(words.firstIndex(of: "--output").map { words[$0 + 1] })
    let shownFile = try #require(
      section.firstMatch(of: /`(\/[^`]+\.swift)`/).map { String($0.output.1) },
      "the quick start names a generated file to look at")
    #expect(shownFile.hasPrefix(output + "/"))

    let directory = try TemporaryDirectory()
    let arguments = words.dropFirst(3).map { word in
      word == output
        ? directory.path
        : FileManager.default.fileExists(atPath: ReadmeProject.packageRoot.path + "/" + word)
          ? ReadmeProject.packageRoot.path + "/" + word : word
    }
    let result = CapturingConsole.run(arguments)
    #expect(result.code == .success, "\(block.location): \(result.error)")
    let generatedFile = directory.path + shownFile.dropFirst(output.count)
    #expect(FileManager.default.fileExists(atPath: generatedFile), "\(block.location): no \(shownFile)")
  }

  @Test func cliReferenceListsEveryOptionOfEveryCommand() throws {
    // The reference is the command-line article (the README links to it).
    let reference = try ReadmeDocument.loadArticle("Docs/L10nGen.docc/CommandLineReference.md").text
    let document = ReadmeDocument(text: reference)
    for command in CommandLineTool.commandList {
      let spec = command.spec
      let heading = try #require(
        reference.split(separator: "\n").first {
          $0.hasPrefix("### ") && ($0.contains("`\(spec.name) ") || $0.contains("`\(spec.name)`"))
        }, "no '### `\(spec.name)' heading in the command-line reference")
      let section = try #require(document.section(headed: String(heading)))
      let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `-") }
      let documented = Set(rows.flatMap { $0.matches(of: /`(--?[a-z-]+)/).map { String($0.output.1) } })
      let options = spec.options.filter { !$0.isHidden }
      var expected = Set(options.map { "--\($0.name)" })
      expected.formUnion(options.compactMap { $0.shortName.map { "-\($0)" } })
      #expect(
        documented == expected,
        "\(spec.name): the reference documents \(documented.sorted()), --help lists \(expected.sorted())")
    }
  }

  @Test func toolsVersionIsThePackageManifests() throws {
    let readme = try Self.readme.get()
    let ourManifest = try String(
      contentsOf: ReadmeProject.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let version = try #require(
      ourManifest.firstMatch(of: /swift-tools-version: *([0-9.]+)/).map { String($0.output.1) })
    #expect(readme.text.contains("Swift \(version) tools or later"))
    let manifest = try #require(ReadmeProject(readme).files["Package.swift"])
    #expect(manifest.text.hasPrefix("// swift-tools-version: \(version)\n"))
  }
}
