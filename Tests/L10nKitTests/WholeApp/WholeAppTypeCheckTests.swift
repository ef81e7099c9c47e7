import Testing

/// The Apple side of the whole-app language switch type-checks on Linux against the stub modules of
/// `Tests/AppleUIStubs` (see `AppleAdapterTypeCheck`): the layout direction and root reload for UIKit and AppKit
/// (`WholeApp/UIKit`, `WholeApp/AppKit`), and the bundle class swap behind `#if canImport(ObjectiveC)`.
@Suite(.enabled(if: AppleAdapterTypeCheck.isAvailable, "needs swiftc on PATH, and a platform without UIKit and AppKit"))
struct WholeAppTypeCheckTests {
  @Test(arguments: ["UIKit", "AppKit"])
  func layoutDirectionAndReloadTypeCheck(framework: String) throws {
    try AppleAdapterTypeCheck.check(framework: framework, adapterFolder: "L10nKit/WholeApp/\(framework)/")
  }

  @Test func bundleRedirectionTypeChecks() throws {
    try AppleAdapterTypeCheck.check(framework: "ObjectiveC", adapterFolder: "L10nKit/WholeApp/ObjectiveC/")
  }
}
