import Foundation

/// Where the tool prints: stdout for results and help, stderr for diagnostics and errors.
struct Console: Sendable {
  /// Writes results and help, unbuffered, to stdout.
  var writeOutput: @Sendable (String) -> Void
  /// Writes diagnostics and errors, unbuffered, to stderr.
  var writeError: @Sendable (String) -> Void

  /// The process's standard output and error.
  ///
  /// Writes go straight to the file handles, unbuffered, so stdout and stderr interleave in the order they were written
  /// even when both go to a terminal.
  static let standard = Console(
    writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) }
  )
}
