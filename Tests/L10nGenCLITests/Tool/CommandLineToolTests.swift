import Foundation
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

@Suite struct CommandLineToolTests {
  @Test func versionAndHelpExitZero() {
    let version = CapturingConsole.run(["--version"])
    #expect(version.code == .success)
    #expect(version.output == "\(ToolInfo.version)\n")
    for arguments in [["--help"], ["generate", "--help"], ["dump", "-h"], ["help", "generate"]] {
      let result = CapturingConsole.run(arguments)
      #expect(result.code == .success, "\(arguments)")
      #expect(result.output.hasPrefix("OVERVIEW: "), "\(arguments)")
      #expect(result.output.contains("USAGE: l10n-gen"), "\(arguments)")
    }
  }

  @Test func rootHelpListsEveryCommandWithItsOwnAbstract() {
    let help = CapturingConsole.run(["--help"]).output
    let rows = help.split(separator: "\n").map(String.init)
    #expect(CommandLineTool.commands.count == CommandLineTool.commandList.count, "no two commands share a name")
    for command in CommandLineTool.commandList {
      let name = command.spec.name
      let row = rows.first { $0.hasPrefix("  \(name) ") }
      #expect(row?.hasSuffix(" \(command.spec.abstract)") == true, "\(name): \(row ?? "no row")")
      #expect(CommandLineTool.commands[name] == command, "\(name)")
    }
  }

  @Test func unknownSubcommandIsAUsageErrorWithSuggestion() {
    let result = CapturingConsole.run(["generat"])
    #expect(result.code == .usage)
    #expect(result.error.contains("Error: Unknown subcommand 'generat'. Did you mean 'generate'?"))
    #expect(result.error.contains("Usage: l10n-gen"))
  }

  @Test func unknownOptionSuggestsTheClosestOne() {
    let result = CapturingConsole.run(["generate", "x", "--ouptut", "/tmp/x"])
    #expect(result.code == .usage)
    #expect(result.error.contains("Unknown option '--ouptut'. Did you mean '--output'?"))
    #expect(result.error.contains("See 'l10n-gen generate --help'"))
  }

  @Test func missingRequiredArgumentsAreUsageErrors() {
    #expect(CapturingConsole.run([]).code == .usage)
    #expect(
      CapturingConsole.run(["generate", "--output", "/tmp/x"]).error.contains("Missing expected argument '<path>'"))
    #expect(CapturingConsole.run(["generate", "in"]).error.contains("Missing expected option '--output <dir>'"))
    #expect(CapturingConsole.run(["generate", "in", "--output"]).code == .usage)
    #expect(CapturingConsole.run(["generate", "in", "--output", "a", "--access-level", "open"]).code == .usage)
  }
}
