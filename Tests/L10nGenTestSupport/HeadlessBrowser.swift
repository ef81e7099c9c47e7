import Foundation
import Testing

/// Headless Chromium, for tests that look at a page as a browser builds it.
package enum HeadlessBrowser {
  /// The browser, found on `PATH`; `nil` when none is installed.
  package static let path: String? = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"].lazy
    .compactMap(Toolchain.executable(named:)).first

  /// Runs the browser with `arguments` (after the headless options) in `directory`, with a profile of its own there,
  /// and returns its standard output; records an issue and stops it after 120 seconds.
  package static func run(_ arguments: [String], in directory: TemporaryDirectory) throws -> String {
    let outputPath = directory.path + "/browser-\(UUID().uuidString).out"
    _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    defer { try? output.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(path))
    // --no-sandbox: the sandbox cannot start as root, which is how CI containers run.
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
        "--user-data-dir=\(directory.path)/browser-profile",
      ] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      process.terminate()
      Issue.record("Chromium did not finish within 120 seconds")
    }
    process.waitUntilExit()
    return String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
  }
}
