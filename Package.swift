// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// A prebuilt `l10n-gen` (`Scripts/build-artifactbundle.sh` writes it here): when present, the build plugin runs it
/// instead of compiling its generator from source, so a consumer's clean build compiles only L10nKit.
let artifactBundle = "Artifacts/l10n-gen.artifactbundle"
let usesArtifactBundle =
  Context.environment["L10NGEN_FROM_SOURCE"] == nil
  && FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + artifactBundle + "/info.json")

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
    // What every command shares (argument parsing, input discovery, diagnostics printing) and `generate` itself.
    .target(name: "L10nGenCommandLine", dependencies: ["L10nGenCore", "L10nKit"], swiftSettings: strictSettings),
    .executableTarget(
      name: "l10n-gen", dependencies: ["L10nGenCommandLine", "L10nGenCore", "L10nGenTools", "L10nKit"],
      swiftSettings: strictSettings),
    // The build plugin's tool: `generate` alone, so a package that adds the plugin compiles neither L10nGenTools nor
    // the other commands.
    .executableTarget(
      name: "l10n-gen-build-tool", dependencies: ["L10nGenCommandLine"], swiftSettings: strictSettings),
    .plugin(
      name: "L10nGenPlugin", capability: .buildTool(),
      dependencies: [usesArtifactBundle ? "l10n-gen-prebuilt" : "l10n-gen-build-tool"]),
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
      dependencies: [
        "l10n-gen", "l10n-gen-build-tool", "L10nGenCommandLine", "L10nGenCore", "L10nGenTools", "L10nKit",
        "L10nGenTestSupport",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "L10nKitTests", dependencies: ["L10nKit", "L10nGenTestSupport"], exclude: ["Fixtures"],
      swiftSettings: strictSettings),
  ]
    + (usesArtifactBundle ? [.binaryTarget(name: "l10n-gen-prebuilt", path: artifactBundle)] : []),
  swiftLanguageModes: [.v6]
)
