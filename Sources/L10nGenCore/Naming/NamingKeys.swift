/// The keys one tree of names is made from, by index: a table's entries as they are, or key and location pairs.
///
/// Naming refers to a key by its index here instead of copying the key and its location into its own arrays and
/// dictionaries, so naming a table of a million keys adds only the tree's indexes and components to the table.
enum NamingKeys {
  /// The entries of a table (``LocalizationTable/entries``: one per key, located at their definitions), of which those
  /// that get an accessor are named (``isNamed(_:developmentLanguage:keyIsText:)``). Debug builds check that no key
  /// repeats. `keyIsText` for a String Catalog, whose every key is its own development text.
  case entries([LocalizationEntry], developmentLanguage: String, keyIsText: Bool)
  /// Keys with their locations, in any order; a key may repeat (the earliest location wins).
  case pairs([(key: String, location: SourceLocation)])

  /// How many keys there are, repeats included.
  var count: Int {
    switch self {
    case let .entries(entries, _, _): entries.count
    case let .pairs(pairs): pairs.count
    }
  }

  /// The key at `index` (`0..<count`).
  func key(at index: Int) -> String {
    switch self {
    case let .entries(entries, _, _): entries[index].key
    case let .pairs(pairs): pairs[index].key
    }
  }

  /// Where the key at `index` is defined.
  func location(at index: Int) -> SourceLocation {
    switch self {
    case let .entries(entries, _, _): entries[index].location
    case let .pairs(pairs): pairs[index].location
    }
  }

  /// Whether `entry` gets an accessor: the development language has text for it (in a String Catalog, every key is
  /// its own text), or no language defines it (it is then named from its key). A `.strings` key only translations
  /// define gets none: the development language lacks it (`extra-key`).
  package static func isNamed(_ entry: LocalizationEntry, developmentLanguage: String, keyIsText: Bool) -> Bool {
    entry.hasDevelopmentText(in: developmentLanguage, keyIsText: keyIsText) || entry.values.isEmpty
  }

  /// Calls `body` with each index to name, in index order: every named entry of a table, else, for each key, the
  /// index of its earliest location.
  func forEachNamedIndex(_ body: (Int) -> Void) {
    if case let .entries(entries, developmentLanguage, keyIsText) = self {
      assert(Set(entries.lazy.map(\.key)).count == entries.count, "a table has one entry per key")
      for index in entries.indices
      where Self.isNamed(entries[index], developmentLanguage: developmentLanguage, keyIsText: keyIsText) {
        body(index)
      }
      return
    }
    var earliest: [String: Int] = [:]
    earliest.reserveCapacity(count)
    for index in 0..<count {
      let key = key(at: index)
      if let existing = earliest[key], location(at: existing) <= location(at: index) { continue }
      earliest[key] = index
    }
    for index in 0..<count where earliest[key(at: index)] == index { body(index) }
  }
}
