// swift-tools-version: 6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "L10nGen",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .executable(name: "l10n-gen", targets: ["l10n-gen"]),
    .plugin(name: "L10nGenPlugin", targets: ["L10nGenPlugin"]),
    .library(name: "L10nKit", targets: ["L10nKit"]),
  ],
  targets: [
    // The generation pipeline, reading to rendering: what the plugin's tool needs.
    .target(name: "L10nGenCore", dependencies: ["L10nKit"], swiftSettings: strictSettings),
    // The commands built on the pipeline (ib-migrate, export/import, extract, pseudo, status, catalog editing): a
    // module of their own, so the compiler keeps them out of the core's stages.
    .target(name: "L10nGenTools", dependencies: ["L10nGenCore", "L10nKit"], swiftSettings: strictSettings),
    .executableTarget(
      name: "l10n-gen", dependencies: ["L10nGenCore", "L10nGenTools", "L10nKit"], swiftSettings: strictSettings),
    .plugin(name: "L10nGenPlugin", capability: .buildTool(), dependencies: ["l10n-gen"]),
    .target(name: "L10nKit", swiftSettings: strictSettings),
    .executableTarget(
      name: "l10n-gen-benchmarks", dependencies: ["L10nGenCore", "L10nGenTools", "L10nKit"],
      path: "Benchmarks/Sources/l10n-gen-benchmarks", swiftSettings: strictSettings),
    // What every test target shares: package and corpus paths, toolchain runs, snapshots, temporary folders.
    .target(name: "L10nGenTestSupport", path: "Tests/L10nGenTestSupport", swiftSettings: strictSettings),
    // L10nGenTools too: the source-scanning tests (SourceCode/) also check `extract` on the same apps.
    .testTarget(
      name: "L10nGenCoreTests", dependencies: ["L10nGenCore", "L10nGenTools", "L10nGenTestSupport"],
      exclude: ["Fixtures"], swiftSettings: strictSettings),
    // The tools' tests; the fixtures they read are L10nGenCoreTests' (`PackagePaths.fixtures(of:)`).
    .testTarget(
      name: "L10nGenToolsTests", dependencies: ["L10nGenTools", "L10nGenCore", "L10nGenTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "MustacheSpecTests", dependencies: ["L10nGenCore"], exclude: ["Spec"], swiftSettings: strictSettings),
    .testTarget(
      name: "L10nGenCLITests",
      dependencies: ["l10n-gen", "L10nGenCore", "L10nGenTools", "L10nKit", "L10nGenTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "L10nKitTests", dependencies: ["L10nKit", "L10nGenTestSupport"], exclude: ["Fixtures"],
      swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
