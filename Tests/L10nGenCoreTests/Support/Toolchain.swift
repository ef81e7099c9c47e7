import Foundation

/// The command-line tools some tests run, found on `PATH`; tests that need one are skipped when it is absent.
enum Toolchain {
  /// The path of `swiftc`, or `nil` when no `PATH` folder has it.
  static let swiftc: String? = executable(named: "swiftc")

  /// The first executable file `name` in a `PATH` folder.
  static func executable(named name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    return folders.lazy.map { ($0 as NSString).appendingPathComponent(name) }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
