package import Foundation

/// The command-line tools some tests run, found on `PATH`; tests that need one are skipped when it is absent.
package enum Toolchain {
  /// The path of `swiftc`, or `nil` when no `PATH` folder has it.
  package static let swiftc: String? = executable(named: "swiftc")

  /// The first executable file `name` in a `PATH` folder.
  package static func executable(named name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    return folders.lazy.map { ($0 as NSString).appendingPathComponent(name) }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs `executable` with `arguments` and returns its exit status and its output and errors, interleaved.
  package static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  /// Runs `executable` with `arguments` and returns its exit status, its output and its errors, apart.
  package static func runSeparatingErrors(_ executable: URL, _ arguments: [String]) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
    )
  }
}
