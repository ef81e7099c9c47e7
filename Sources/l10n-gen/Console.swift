import Foundation

/// Where the tool prints: stdout for results and help, stderr for diagnostics and errors.
struct Console: Sendable {
  var writeOutput: @Sendable (String) -> Void
  var writeError: @Sendable (String) -> Void

  /// The process's standard output and error.
  static let standard = Console(
    writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) }
  )
}
