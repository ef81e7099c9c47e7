import Testing

/// The SwiftUI conveniences (`Sources/L10nKit/SwiftUI`) type-check on Linux against the stub module of
/// `Tests/AppleUIStubs` (see `AppleAdapterTypeCheck`).
@Suite(.enabled(if: AppleAdapterTypeCheck.isAvailable, "needs swiftc on PATH, and a platform without SwiftUI"))
struct SwiftUIAdapterTypeCheckTests {
  @Test func adapterTypeChecksAgainstStubModule() throws {
    try AppleAdapterTypeCheck.check(framework: "SwiftUI", adapterFolder: "L10nKit/SwiftUI/")
  }
}
