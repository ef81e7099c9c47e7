import Foundation
import L10nGenCommandLine

/// The entry point: everything but the program name goes to ``CommandLineTool``, whose ``ExitCode`` becomes the process
/// status. All logic lives in the tool and the core library so tests run it in process with a capturing ``Console``.
let exitCode = CommandLineTool(console: .standard).run(Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
