/// The lines of the Swift expression generated code finds its tables' bundle with when the configuration names no
/// `bundle`: SwiftPM's `Bundle.module` in a package, else the bundle of a token class the file declares.
///
/// `Bundle.module` is read through a function type without its isolation: SwiftPM declares the accessor with the
/// target's default isolation (swiftlang/swift-package-manager#9656, fixed after Swift 6.3.1), so in a target whose
/// default isolation is `MainActor` it is main-actor isolated, and a `nonisolated` accessor could not read it. The
/// accessor is a `static let` (initialized once, safely, on first use) of a `Sendable` type, so reading it from any
/// thread is sound. Before Swift 6.2 there is no default isolation, and no `unsafe` expression, so the plain read.
enum DefaultBundleExpression {
  /// The expression's lines, with `token` the class the `#else` branch takes the bundle of.
  static func lines(token: String) -> [String] {
    [
      "#if SWIFT_PACKAGE && compiler(>=6.2)",
      "// SwiftPM declares `Bundle.module` with the target's default isolation (swift-package-manager#9656): a",
      "// `static let` of a Sendable type, read here from any isolation.",
      "unsafe unsafeBitCast({ Bundle.module } as @MainActor @Sendable () -> Bundle, to: (@Sendable () -> Bundle).self)()",
      "#elseif SWIFT_PACKAGE",
      "Bundle.module",
      "#else",
      "Bundle(for: \(token).self)",
      "#endif",
    ]
  }
}
