// swift-tools-version: 6.2
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, and a clone may have any folder name:
// compute the L10nGen package's identity from where this manifest sits (Examples/Demo in the repository).
let l10nGenRoot = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
let l10nGenPackage = l10nGenRoot.lastPathComponent

let package = Package(
  name: "Demo",
  defaultLocalization: "en",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    .package(path: "../..")
  ],
  targets: [
    .target(
      name: "Demo",
      dependencies: [.product(name: "L10nKit", package: l10nGenPackage)],
      exclude: ["l10n-gen.json"],
      resources: [.process("Resources")],
      plugins: [.plugin(name: "L10nGenPlugin", package: l10nGenPackage)]
    ),
    .executableTarget(name: "DemoApp", dependencies: ["Demo"]),
    .executableTarget(name: "DemoServer", dependencies: ["Demo"]),
    // An app target as Xcode 26 creates it: main-actor isolation by default, a String Catalog as Xcode writes it.
    .executableTarget(
      name: "DemoCatalogApp",
      dependencies: [.product(name: "L10nKit", package: l10nGenPackage)],
      resources: [.process("Resources")],
      swiftSettings: [.defaultIsolation(MainActor.self), .treatAllWarnings(as: .error)],
      plugins: [.plugin(name: "L10nGenPlugin", package: l10nGenPackage)]
    ),
    .testTarget(name: "DemoTests", dependencies: ["Demo", .product(name: "L10nKit", package: l10nGenPackage)]),
  ],
  swiftLanguageModes: [.v6]
)
