// Layout: shared with the build plugin as source (Plugins/L10nGenPlugin/ShardPlan.swift is a symlink to this file).
// Standard library only.

/// How many files a table's API is split into (`shards` and `shardKeysAbove` in `l10n-gen.json`), and which file
/// each key goes to.
///
/// A sharded table is written as its main file (``OutputPlan/fileName(forTable:)``: the key type and the namespace
/// enums) and shard files (``OutputPlan/shardFileName(forTable:index:)``: extensions holding the accessors), so that
/// editing one string changes one shard and the compiler rebuilds a fraction of the API.
///
/// The number of files is known from the configuration alone, so the build plugin declares exactly the files the
/// tool writes: an explicit count gives that many shards; `shardKeysAbove` alone always gives
/// ``maximumAutomaticCount`` shard files, of which the tool fills the first ``automaticCount(keyCount:keysAbove:)``
/// (the others are written with a comment only).
public struct ShardPlan: Hashable, Sendable {
  /// The largest explicit count a configuration may ask for.
  public static let maximumCount = 64
  /// The largest count `shardKeysAbove` picks, and so the number of shard files it declares for every table.
  public static let maximumAutomaticCount = 16

  /// `"shards": N`: the count of every table not named in `counts`.
  public var defaultCount: Int?
  /// `"shards": {"Table": N}`: counts by table name.
  public var counts: [String: Int]
  /// `"shardKeysAbove": K`: tables without an explicit count are sharded once they have more than `K` keys.
  public var keysAbove: Int?

  /// A plan; the default shards nothing.
  public init(defaultCount: Int? = nil, counts: [String: Int] = [:], keysAbove: Int? = nil) {
    self.defaultCount = defaultCount
    self.counts = counts
    self.keysAbove = keysAbove
  }

  /// The number of shard files written (and declared) for `table`: `1` means none, the table's one file as
  /// without sharding.
  public func fileCount(forTable table: String) -> Int {
    if let count = counts[table] ?? defaultCount { return count }
    return keysAbove == nil ? 1 : Self.maximumAutomaticCount
  }

  /// The number of shards that hold keys for `table` with `keyCount` accessors; never more than
  /// ``fileCount(forTable:)``. `1` puts every accessor in the main file.
  public func shardCount(forTable table: String, keyCount: Int) -> Int {
    if let count = counts[table] ?? defaultCount { return count }
    guard let keysAbove else { return 1 }
    return Self.automaticCount(keyCount: keyCount, keysAbove: keysAbove)
  }

  /// The count `shardKeysAbove` picks: `1` up to `keysAbove` keys, else the power of two at or above
  /// `keyCount / keysAbove` (rounded up), at most ``maximumAutomaticCount``. A power of two changes only when the
  /// table doubles, so keys rarely move between files (with `2000`: 2 shards up to 4,000 keys, 4 up to 8,000, 8 up
  /// to 16,000, then 16).
  public static func automaticCount(keyCount: Int, keysAbove: Int) -> Int {
    guard keysAbove > 0, keyCount > keysAbove else { return 1 }
    let needed = (keyCount - 1) / keysAbove + 1
    var count = 2
    while count < needed && count < maximumAutomaticCount { count *= 2 }
    return count
  }

  /// The shard (`0..<count`) of a group of keys: the 64-bit FNV-1a hash of `unit`'s UTF-8 bytes modulo `count`.
  /// The unit is a top-level namespace's Swift name (so a namespace stays in one file) or, for a key outside any
  /// namespace, the key. Unlike Swift's `Hasher`, the hash is the same in every process.
  public static func shardIndex(of unit: String, count: Int) -> Int {
    guard count > 1 else { return 0 }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in unit.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return Int(hash % UInt64(count))
  }
}
