/// One parameter of a symbol Xcode generates for a String Catalog string with format specifiers (the `xcode-symbols`
/// style): `_ arg1: String` for `%@`, `count: Int` for `%(count)lld`.
///
/// `XcodeSymbolNamer.parameters(forFormat:)` builds these from a development-language value, one per argument
/// position, in position order.
package struct XcodeSymbolParameter: Hashable, Sendable {
  /// The argument label: the placeholder's name for a named placeholder (`count` for `%(count)lld`), `nil` for an
  /// unnamed one, which Xcode writes as `_`. A name that is a Swift keyword is in backticks.
  package var label: String?
  /// The parameter name used in the body: `arg1`, `arg2`... (the argument position) for an unnamed placeholder, the
  /// placeholder's name for a named one (Xcode declares `age: UInt`, label and name alike).
  package var name: String
  /// The Swift type spelled in the signature: `String`, `Int`, `Int32`, `UInt`, `Double`...
  package var swiftType: String
  /// The 1-based argument position the parameter feeds.
  package var position: Int

  /// A parameter with every field given.
  package init(label: String?, name: String, swiftType: String, position: Int) {
    self.label = label
    self.name = name
    self.swiftType = swiftType
    self.position = position
  }

  /// The parameter as Xcode declares it: `_ arg1: String` or `count: Int`.
  package var declaration: String {
    guard let label else { return "_ \(name): \(swiftType)" }
    return label == name ? "\(name): \(swiftType)" : "\(label) \(name): \(swiftType)"
  }
}
