import Foundation

@testable import L10nGenCommandLine
@testable import l10n_gen

/// Collects what a command prints, for in-process CLI tests.
final class CapturingConsole: @unchecked Sendable {
  private let lock = NSLock()
  private var outputText = ""
  private var errorText = ""

  var output: String { lock.withLock { outputText } }
  var error: String { lock.withLock { errorText } }

  var console: Console {
    Console(
      writeOutput: { text in self.lock.withLock { self.outputText += text } },
      writeError: { text in self.lock.withLock { self.errorText += text } }
    )
  }

  /// Runs the tool in process.
  static func run(_ arguments: [String]) -> (code: ExitCode, output: String, error: String) {
    let capture = CapturingConsole()
    let code = CommandLineTool(console: capture.console).run(arguments)
    return (code, capture.output, capture.error)
  }
}
