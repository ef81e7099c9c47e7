extension CompileBenchmark {
  /// One synthetic table entry: a nested key, its value, and the specifiers of its arguments.
  struct SyntheticKey {
    /// `screen12.section3.key7` or `screen12.key7`.
    var key: String
    /// The development-language value, e.g. `Sent %@ %d items`.
    var value: String
    /// The argument specifiers in order (`@`, `d`, `.2f`); empty for a plain string.
    var specifiers: [String]
    /// Whether the key is a `.stringsdict` plural (`%#@n@`, one `ld` count): its value is the format key, its
    /// specifiers `["d"]` (what SwiftGen's shape makes of it: one `Int` parameter).
    var isPlural = false

    /// `count` keys, the same for every run: ~70% plain, ~30% with 1-3 arguments of `%@ %d %.2f`; 2/3 of the keys
    /// three levels deep (`screenN.sectionM.keyK`), 1/3 two levels (`screenN.keyK`), ~40 keys per screen.
    ///
    /// With `pluralShare` > 0, that share of the keys (every `1 / pluralShare`-th key) are plurals and exactly 30%
    /// of all keys take arguments: the mix of real tables.
    static func make(count: Int, pluralShare: Double = 0) -> [SyntheticKey] {
      let pluralEvery = pluralShare > 0 ? Int((1 / pluralShare).rounded()) : 0
      var random = SplitMix64(seed: 42)
      let specifierChoices = ["@", "d", ".2f"]
      let words = ["Open", "Save", "Delete", "Share", "Sent", "Unread", "Total", "Items", "Welcome", "Price"]
      return (0..<count).map { index in
        let screen = index / 40
        let inScreen = index % 40
        let key =
          inScreen % 3 == 2 ? "screen\(screen).key\(inScreen)" : "screen\(screen).section\(inScreen % 5).key\(inScreen)"
        let word = words[Int(random.next() % UInt64(words.count))]
        if pluralEvery > 0 && index % pluralEvery == 0 {
          return SyntheticKey(key: key, value: "%#@n@", specifiers: ["d"], isPlural: true)
        }
        // With plurals, the share of the other keys with arguments that makes 30% of all keys.
        let draw = random.next()
        let isFormatted =
          pluralEvery > 0 ? draw % 1000 < UInt64(300 / (1 - 1 / Double(pluralEvery))) : draw % 10 < 3
        guard isFormatted else { return SyntheticKey(key: key, value: "\(word) \(index)", specifiers: []) }
        let specifiers = (0...Int(random.next() % 3)).map { _ in
          specifierChoices[Int(random.next() % UInt64(specifierChoices.count))]
        }
        let value = "\(word) \(index): " + specifiers.map { "%\($0)" }.joined(separator: ", ")
        return SyntheticKey(key: key, value: value, specifiers: specifiers)
      }
    }
  }

  /// A small deterministic generator, so that every run measures the same table.
  struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }
}
