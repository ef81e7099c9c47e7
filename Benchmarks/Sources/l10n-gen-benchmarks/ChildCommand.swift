import Foundation

/// One child process to run and time.
struct ChildCommand {
  /// The executable's path.
  var executable: String
  /// Its arguments.
  var arguments: [String]

  /// Runs the command to its end; wall-clock seconds, CPU seconds (user + system of the child and of the children
  /// it waited for), exit status and, when `capturingOutput`, standard output and error (otherwise both go to
  /// `/dev/null`, as a build log's capture costs little).
  func run(capturingOutput: Bool) throws -> (wall: Double, cpu: Double, status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    if capturingOutput {
      process.standardOutput = pipe
      process.standardError = pipe
    } else {
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
    }
    let cpuBefore = CompileBenchmark.childrenCPUSeconds()
    let start = ContinuousClock.now
    try process.run()
    let data = capturingOutput ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    let cpu = CompileBenchmark.childrenCPUSeconds() - cpuBefore
    let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (wall, cpu, process.terminationStatus, String(decoding: data.suffix(16_000), as: UTF8.self))
  }
}
