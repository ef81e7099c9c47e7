extension Localizer {
  /// The table chains built so far, with the last one used checked first: consecutive lookups in one table (the
  /// usual case) compare a bundle identity and two strings instead of hashing them.
  struct ChainCache {
    private var chains: [ChainKey: Chain] = [:]
    private var recent: (key: ChainKey, chain: Chain)?

    /// The chain cached for `key`, remembered as the most recent one.
    mutating func chain(for key: ChainKey) -> Chain? {
      if let recent, recent.key == key { return recent.chain }
      guard let chain = chains[key] else { return nil }
      recent = (key, chain)
      return chain
    }

    /// Caches `chain` for `key`.
    mutating func insert(_ chain: Chain, for key: ChainKey) {
      chains[key] = chain
      recent = (key, chain)
    }

    /// Forgets every chain (after a change of language or of a setting chains depend on).
    mutating func removeAll() {
      chains.removeAll()
      recent = nil
    }
  }
}
