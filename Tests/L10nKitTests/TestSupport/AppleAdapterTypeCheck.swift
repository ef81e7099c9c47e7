import Foundation
import L10nGenTestSupport
import Testing

/// Type-checks an Apple-only part of L10nKit on Linux, where the package build leaves it out: the `lz*` adapters
/// (`InterfaceBuilder/UIKit`, `InterfaceBuilder/AppKit`, checked by `InterfaceKeyAdapterTypeCheckTests`) and the
/// SwiftUI conveniences (`SwiftUI/`, checked by `SwiftUIAdapterTypeCheckTests`).
///
/// `Tests/AppleUIStubs/UIKit.swift` (or `AppKit.swift`, `SwiftUI.swift`) is compiled into a module of that name,
/// which declares the members the adapter uses with the SDK's signatures. With it on the import path,
/// `canImport(UIKit)` (or `AppKit`, `SwiftUI`) holds, so `swiftc -typecheck` checks every L10nKit source as it
/// ships, adapter included, in Swift 6 mode with the package's upcoming features and warnings as errors.
/// `UIKitAdapterUsage.swift` uses every `lz*` property (`SwiftUIAdapterUsage.swift` every SwiftUI convenience), so
/// the check fails if the adapter were left out. What this cannot check: that the stubs match the SDK (they were
/// written from its headers), and the Objective-C side (`@IBInspectable` is accepted on Linux but not validated,
/// and Interface Builder and key-value coding are not run).
enum AppleAdapterTypeCheck {
  /// Compiles the stub module `framework` (`UIKit`, `AppKit`, `SwiftUI`) and type-checks every L10nKit source with
  /// `<framework>AdapterUsage.swift` against it; `adapterFolder` is a path fragment of the adapter's sources, which
  /// must be among them.
  static func check(framework: String, adapterFolder: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("AppleUIStubs-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let stubs = PackagePaths.root.appendingPathComponent("Tests/AppleUIStubs")
    let moduleCache = directory.appendingPathComponent("ModuleCache").path

    let stubModule = try swiftc([
      "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", framework,
      "-emit-module-path", directory.appendingPathComponent("\(framework).swiftmodule").path,
      "-module-cache-path", moduleCache, stubs.appendingPathComponent("\(framework).swift").path,
    ])
    try #require(stubModule.status == 0, "the \(framework) stub module does not compile:\n\(stubModule.output)")

    let sources = try swiftFiles(under: PackagePaths.root.appendingPathComponent("Sources/L10nKit"))
    try #require(sources.contains { $0.contains(adapterFolder) }, "no L10nKit source is in \(adapterFolder)")
    let features = try PackagePaths.upcomingFeatures().flatMap { ["-enable-upcoming-feature", $0] }
    let check = try swiftc(
      [
        "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "L10nKit", "-package-name", "L10nGen",
        "-warnings-as-errors",
      ]
        + features + ["-I", directory.path, "-module-cache-path", moduleCache] + sources
        + [stubs.appendingPathComponent("\(framework)AdapterUsage.swift").path])
    #expect(check.status == 0, "L10nKit with its \(framework) adapter does not type-check:\n\(check.output)")
  }

  /// Whether the check can run: `swiftc` is on PATH, and the platform has no UIKit or AppKit of its own (there the
  /// package build compiles the adapter against the SDK, and a stub module of the same name would clash).
  static var isAvailable: Bool {
    #if canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI)
      return false
    #else
      return Toolchain.swiftc != nil
    #endif
  }

  /// Runs `swiftc` and returns its exit status and its output and errors, interleaved.
  static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try Toolchain.run(try #require(Toolchain.swiftc), arguments)
  }

  /// The paths of the `.swift` files under a folder, sorted.
  static func swiftFiles(under folder: URL) throws -> [String] {
    let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    return enumerator.compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".swift") }.sorted()
  }
}
