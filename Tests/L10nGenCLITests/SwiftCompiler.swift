import Foundation

/// Runs `swiftc` on generated code against the `L10nKit` module of this build.
enum SwiftCompiler {
  struct Result {
    var succeeded: Bool
    var output: String
  }

  /// The folder holding this build's `.swiftmodule`s (`.build/<triple>/debug/Modules` or the products folder).
  static var modulesDirectory: String? {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    var candidates = [products.appendingPathComponent("Modules"), products]
    // On macOS the test binary sits inside an .xctest bundle: walk up to the products folder.
    var folder = products
    for _ in 0..<4 {
      folder = folder.deletingLastPathComponent()
      candidates += [folder.appendingPathComponent("Modules"), folder]
    }
    return candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("L10nKit.swiftmodule").path)
    }?.path
  }

  /// Type-checks `files` in Swift 6 mode with strict concurrency and warnings as errors.
  static func typecheck(_ files: [String], extraArguments: [String] = []) throws -> Result {
    try run(
      ["-typecheck", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"] + extraArguments
        + files)
  }

  /// Runs `swiftc` with `arguments`, and with this build's modules folder on the import path, so `import L10nKit`
  /// works; the result holds its output and errors, interleaved.
  static func run(_ arguments: [String]) throws -> Result {
    guard let modules = modulesDirectory else {
      return Result(succeeded: false, output: "L10nKit.swiftmodule not found next to \(CommandLine.arguments[0])")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-I", modules] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
  }
}
