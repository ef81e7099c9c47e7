extension Localizer {
  /// The table chains built so far, with the last one used checked first: consecutive lookups in one table (the
  /// usual case) compare a bundle identity and two strings instead of hashing them. Each chain also remembers the
  /// plain values found for key literals (`StaticKey`), so that a warm generated accessor neither builds nor hashes
  /// its key string.
  struct ChainCache {
    private var entries: [ChainKey: Entry] = [:]
    /// The key and entry of the last chain used (two fields rather than an optional tuple: comparing the key then
    /// copies nothing).
    private var recentKey: ChainKey?
    private var recentEntry: Entry?

    /// One cached chain and the plain values of its key literals. A class, so that remembering a value mutates
    /// it in place; it is only touched under the localizer's lock (the cache lives in its `State`).
    private final class Entry {
      let chain: Chain
      let texts = StaticKeyTable<String>()
      /// The entries formatted accessors found usable, by key literal.
      let formats = StaticKeyTable<PreparedFormat>()

      init(chain: Chain) {
        self.chain = chain
      }
    }

    private mutating func entry(for key: ChainKey) -> Entry? {
      if recentKey == key { return recentEntry }
      guard let entry = entries[key] else { return nil }
      recentKey = key
      recentEntry = entry
      return entry
    }

    /// The chain cached for `key`, remembered as the most recent one.
    mutating func chain(for key: ChainKey) -> Chain? {
      entry(for: key)?.chain
    }

    /// The plain value remembered for the key literal `literal` in the chain cached for `key`.
    mutating func text(for literal: StaticKey, in key: ChainKey) -> String? {
      // The recent entry is read in place (no retain of it on the warm path).
      if recentKey == key { return recentEntry?.texts[literal] }
      return entry(for: key)?.texts[literal]
    }

    /// Remembers `text` as the plain value of `literal` in `chain`, if `chain` is still the one cached for `key`
    /// (a language change may have replaced it since the lookup).
    mutating func remember(_ text: String, for literal: StaticKey, in chain: Chain, key: ChainKey) {
      guard let entry = entry(for: key), entry.chain === chain else { return }
      entry.texts.insert(text, for: literal)
    }

    /// The chain cached for `key` and the entry remembered there for the formatted key literal `literal`.
    mutating func prepared(for literal: StaticKey, in key: ChainKey) -> (Chain, PreparedFormat)? {
      if recentKey == key, let recentEntry, let prepared = recentEntry.formats[literal] {
        return (recentEntry.chain, prepared)
      }
      guard let entry = entry(for: key), let prepared = entry.formats[literal] else { return nil }
      return (entry.chain, prepared)
    }

    /// Remembers `prepared` for the formatted key literal `literal` in `chain`, if `chain` is still the one cached
    /// for `key`.
    mutating func remember(_ prepared: PreparedFormat, for literal: StaticKey, in chain: Chain, key: ChainKey) {
      guard let entry = entry(for: key), entry.chain === chain else { return }
      entry.formats.insert(prepared, for: literal)
    }

    /// Caches `chain` for `key`, unless chains were dropped since `generation` was read (the chain may be of the
    /// previous language).
    mutating func insert(_ chain: Chain, for key: ChainKey, builtAt generation: Int) {
      guard generation == self.generation else { return }
      let entry = Entry(chain: chain)
      entries[key] = entry
      recentKey = key
      recentEntry = entry
    }

    /// Counts `removeAll()` calls: a chain built outside the lock is cached only if none came in between.
    private(set) var generation = 0

    /// Forgets every chain (after a change of language or of a setting chains depend on).
    mutating func removeAll() {
      entries.removeAll()
      recentKey = nil
      recentEntry = nil
      generation &+= 1
    }
  }
}
