import Foundation

let exitCode = CommandLineTool(console: .standard).run(Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
