/// Plain values by key literal: an open-addressing hash table with linear probing on `StaticKey.slot(bits:)`, so
/// that a warm lookup costs a multiplication and a comparison or two instead of hashing a key with `Hasher`.
struct StaticKeyTable {
  private var keys: [StaticKey]
  private var values: [String]
  private var bits = 4
  private var count = 0

  init() {
    keys = Array(repeating: .none, count: 1 << bits)
    values = Array(repeating: "", count: 1 << bits)
  }

  /// The value remembered for `key`.
  subscript(key: StaticKey) -> String? {
    let mask = (1 << bits) - 1
    var index = key.slot(bits: bits)
    while true {
      let found = keys[index]
      if found == key { return values[index] }
      if found == .none { return nil }
      index = (index + 1) & mask
    }
  }

  /// Remembers `value` for `key` (replacing an earlier value).
  mutating func insert(_ value: String, for key: StaticKey) {
    if (count + 1) * 2 > keys.count { grow() }
    let mask = (1 << bits) - 1
    var index = key.slot(bits: bits)
    while keys[index] != .none && keys[index] != key { index = (index + 1) & mask }
    if keys[index] == .none { count += 1 }
    keys[index] = key
    values[index] = value
  }

  /// Doubles the slots (the table stays at most half full, so probes stay short and always end at a free slot).
  private mutating func grow() {
    let old = zip(keys, values).filter { $0.0 != .none }
    bits += 1
    keys = Array(repeating: .none, count: 1 << bits)
    values = Array(repeating: "", count: 1 << bits)
    count = 0
    for (key, value) in old { insert(value, for: key) }
  }
}
