/// A key literal of generated code, identified by where its text lives: a `StaticString` literal's UTF-8 bytes
/// stay at one address for the life of the process, so the address and length stand for the text without
/// building or hashing a `String`.
struct StaticKey: Hashable {
  private let address: UInt
  private let count: Int

  /// The identity of `key`; `nil` for a `StaticString` made from a single scalar, which has no address.
  init?(_ key: StaticString) {
    guard key.hasPointerRepresentation else { return nil }
    address = UInt(bitPattern: key.utf8Start)
    count = key.utf8CodeUnitCount
  }

  private init(address: UInt, count: Int) {
    self.address = address
    self.count = count
  }

  /// No literal (no literal's bytes are at address 0): marks a free slot of `StaticKeyTable`.
  static var none: StaticKey { StaticKey(address: 0, count: 0) }

  /// A slot index in a table of `1 << bits` slots: the high bits of the address times a large odd constant
  /// (Fibonacci hashing), which spreads the nearby addresses of one binary's literals.
  func slot(bits: Int) -> Int {
    Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt(64 - bits))
  }
}
