import Testing

/// The `lz*` properties of the UIKit and AppKit adapters (`Sources/L10nKit/InterfaceBuilder/UIKit`, `AppKit`)
/// type-check on Linux against the stub modules of `Tests/AppleUIStubs` (see `AppleAdapterTypeCheck`).
@Suite(.enabled(if: AppleAdapterTypeCheck.isAvailable, "needs swiftc on PATH, and a platform without UIKit and AppKit"))
struct InterfaceKeyAdapterTypeCheckTests {
  @Test(arguments: ["UIKit", "AppKit"])
  func adapterTypeChecksAgainstStubModule(framework: String) throws {
    try AppleAdapterTypeCheck.check(framework: framework, adapterFolder: "L10nKit/InterfaceBuilder/\(framework)/")
  }
}
