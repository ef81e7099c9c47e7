import Foundation

/// Where the tool prints: stdout for results and help, stderr for diagnostics and errors.
package struct Console: Sendable {
  /// Writes results and help, unbuffered, to stdout.
  package var writeOutput: @Sendable (String) -> Void
  /// Writes diagnostics and errors, unbuffered, to stderr.
  package var writeError: @Sendable (String) -> Void
  /// Whether the process exits as soon as the command returns, as the tool's own process does: a command then keeps
  /// its large results (``keepUntilExit(_:)``) instead of tearing them down, which nobody waits for. In-process
  /// callers (tests) free them as usual.
  package var exitsAfterCommand = false

  /// The process's standard output and error.
  ///
  /// Writes go straight to the file handles, unbuffered, so stdout and stderr interleave in the order they were written
  /// even when both go to a terminal.
  package static let standard = Console(
    writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) },
    exitsAfterCommand: true
  )

  /// Keeps `value` alive until the process exits when ``exitsAfterCommand`` (freeing a large model, every table,
  /// entry and string of it, cost 4% of a `generate` run on home-assistant just before the process ended); otherwise
  /// lets it go as usual.
  package func keepUntilExit(_ value: some Any) {
    guard exitsAfterCommand else { return }
    _ = Unmanaged.passRetained(KeptValue(value))
  }

  /// A value held by one deliberately unbalanced retain, so it outlives the command.
  private final class KeptValue<Value> {
    /// The value kept.
    let value: Value

    init(_ value: Value) { self.value = value }
  }
}
