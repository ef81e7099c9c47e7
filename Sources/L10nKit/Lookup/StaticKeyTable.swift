/// Values by key literal (plain values, prepared formats): an open-addressing hash table with linear probing on `StaticKey.slot(bits:)`, so
/// that a warm lookup costs a multiplication and a comparison or two instead of hashing a key with `Hasher`.
///
/// A class over raw memory rather than a struct of arrays: reading a value then retains only the value, not the
/// table's storage. Not thread-safe: it lives in a localizer's state and is only touched under its lock.
final class StaticKeyTable<Value> {
  private var bits = 4
  private var count = 0
  private var keys: UnsafeMutablePointer<StaticKey>
  /// Initialized exactly where `keys` holds a key other than `StaticKey.none`.
  private var values: UnsafeMutablePointer<Value>

  init() {
    keys = .allocate(capacity: 1 << bits)
    keys.initialize(repeating: .none, count: 1 << bits)
    values = .allocate(capacity: 1 << bits)
  }

  deinit {
    for index in 0..<(1 << bits) where keys[index] != .none { (values + index).deinitialize(count: 1) }
    values.deallocate()
    keys.deallocate()
  }

  /// The value remembered for `key`.
  subscript(key: StaticKey) -> Value? {
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
  func insert(_ value: Value, for key: StaticKey) {
    if (count + 1) * 2 > 1 << bits { grow() }
    let mask = (1 << bits) - 1
    var index = key.slot(bits: bits)
    while keys[index] != .none && keys[index] != key { index = (index + 1) & mask }
    if keys[index] == key {
      values[index] = value
    } else {
      keys[index] = key
      (values + index).initialize(to: value)
      count += 1
    }
  }

  /// Doubles the slots (the table stays at most half full, so probes stay short and always end at a free slot).
  private func grow() {
    let (oldKeys, oldValues, oldSize) = (keys, values, 1 << bits)
    bits += 1
    keys = .allocate(capacity: 1 << bits)
    keys.initialize(repeating: .none, count: 1 << bits)
    values = .allocate(capacity: 1 << bits)
    count = 0
    for index in 0..<oldSize where oldKeys[index] != .none {
      insert((oldValues + index).move(), for: oldKeys[index])
    }
    oldValues.deallocate()
    oldKeys.deallocate()
  }
}
