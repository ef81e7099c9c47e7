import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

/// The target folders read from a `Package.swift`, which tell a package module's tables from folders nothing builds.
@Suite struct PackageManifestTests {
  static func manifest(_ relativePath: String) throws -> PackageManifest {
    let url = try #require(PackagePaths.corpus).appendingPathComponent(relativePath)
    return PackageManifest(path: relativePath, text: try String(contentsOf: url, encoding: .utf8))
  }

  /// geteduroam's package: ten library targets, two test targets, package dependencies named with `name:` too.
  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func geteduroamsPackageOwnsItsModulesFolders() throws {
    let manifest = try Self.manifest("geteduroam__apple-app/geteduroam/GeteduroamPackage/Package.swift")
    #expect(manifest.folder == "geteduroam__apple-app/geteduroam/GeteduroamPackage")
    let modules = manifest.targets.filter { !$0.isTest }.map(\.name)
    #expect(modules.contains("Connect") && modules.contains("AppRemoteConfigClient") && modules.contains("Main"))
    // `.product(name: "Dependencies", ...)` names a product, not a target of this package.
    #expect(!manifest.targets.contains { $0.name == "Dependencies" || $0.name == "ComposableArchitecture" })
    #expect(manifest.targets.first { $0.name == "MainTests" }?.isTest == true)
    let connect = "geteduroam__apple-app/geteduroam/GeteduroamPackage/Sources/Connect/Resources"
    #expect(manifest.target(containing: connect)?.name == "Connect")
    #expect(manifest.target(containing: "geteduroam__apple-app/geteduroam/Resources") == nil)
    #expect(manifest.target(containing: "geteduroam__apple-app/geteduroam/GeteduroamPackage/Scripts") == nil)
    #expect(manifest.contains("geteduroam__apple-app/geteduroam/GeteduroamPackage/Scripts"))
  }

  /// NetNewsWire's ActivityLog module declares its `Resources` and a test target.
  @Test(.enabled(if: PackagePaths.corpus != nil, "needs ../shared/corpus"))
  func netNewsWiresModuleDeclaresItsResourcesFolder() throws {
    let manifest = try Self.manifest("Ranchero-Software__NetNewsWire/Modules/ActivityLog/Package.swift")
    #expect(manifest.targets.map(\.name) == ["ActivityLog", "ActivityLogTests"])
    let target = manifest.target(containing: "./Ranchero-Software__NetNewsWire/Modules/ActivityLog/Sources/ActivityLog")
    #expect(target?.name == "ActivityLog" && target?.isTest == false)
  }

  @Test func pathsCommentsAndStringsAreReadAsSwiftPMReadsThem() {
    let text = #"""
      // .target(name: "Commented"),
      let package = Package(
        name: "Kit",
        targets: [
          /* .target(name: "Hidden", path: "Nowhere"), */
          .target(name: "Core", path: "Code/Core/", exclude: ["README (old).md"]),
          .executableTarget(name: "tool", path: "."),
          .testTarget(
            name: "CoreTests", dependencies: ["Core"],
            resources: [.copy("Fixtures")]),
          .plugin(name: "Gen", capability: .buildTool()),
          .target(name: "Multi", swiftSettings: [.define("""
            X
            """)]),
        ])
      """#
    let manifest = PackageManifest(path: "Kit/Package.swift", text: text)
    #expect(manifest.targets.map(\.name) == ["Core", "tool", "CoreTests", "Gen", "Multi"])
    #expect(
      manifest.targets.map(\.folders) == [
        ["Code/Core"], [""], ["Tests/CoreTests"], ["Plugins/Gen"],
        ["Sources/Multi", "Source/Multi", "src/Multi", "srcs/Multi"],
      ])
    #expect(manifest.target(containing: "Kit/Code/Core/Resources")?.name == "Core")
    #expect(PackageManifest.isManifest(fileName: "Package@swift-5.9.swift"))
    #expect(!PackageManifest.isManifest(fileName: "Package.resolved"))
  }
}
