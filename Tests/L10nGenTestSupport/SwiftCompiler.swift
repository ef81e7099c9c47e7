import Foundation

/// Runs `swiftc` on generated code against the `L10nKit` module of this build.
package enum SwiftCompiler {
  /// Whether the compiler succeeded, and what it printed.
  package struct Result {
    /// Whether it exited with status 0.
    package var succeeded: Bool
    /// Its output and errors, interleaved.
    package var output: String
  }

  /// The folder holding this build's `.swiftmodule`s (`.build/<triple>/debug/Modules` or the products folder).
  package static var modulesDirectory: String? {
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
  package static func typecheck(_ files: [String], extraArguments: [String] = []) throws -> Result {
    try run(
      ["-typecheck", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"] + extraArguments
        + files)
  }

  /// Runs `swiftc` with `arguments`, and with this build's modules folder on the import path, so `import L10nKit`
  /// works; the result holds its output and errors, interleaved.
  package static func run(_ arguments: [String]) throws -> Result {
    guard let modules = modulesDirectory else {
      return Result(succeeded: false, output: "L10nKit.swiftmodule not found next to \(CommandLine.arguments[0])")
    }
    guard let swiftc = Toolchain.swiftc else { return Result(succeeded: false, output: "swiftc is not on PATH") }
    let run = try Toolchain.run(swiftc, ["-I", modules] + arguments)
    return Result(succeeded: run.status == 0, output: run.output)
  }
}
