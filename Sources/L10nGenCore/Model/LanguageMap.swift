/// Something per language of one entry (its values, its parsed formats): a small array of language and value
/// pairs in the order they were added, looked up by comparing the language codes.
///
/// It replaces the `[String: Value]` dictionary each entry had, with the same reading interface (a subscript by
/// language, `keys`, `count`, iteration over `(key, value)` pairs, dictionary literals). An entry has a handful of
/// languages, so a scan of one contiguous array is cheaper than hashing the language code, and a one-language entry
/// holds one small allocation instead of a hash table (profiled on home-assistant's tables: building and reading the
/// per-entry dictionaries was about a fifth of `generate`).
///
/// Equality and hashing ignore the order of the pairs, as a dictionary's do.
package struct LanguageMap<Value> {
  /// One language and its value.
  package typealias Element = (key: String, value: Value)

  /// The pairs, each language once, in the order they were added.
  private var pairs: ContiguousArray<Element>

  /// An empty map.
  package init() { pairs = [] }

  /// The map of `dictionary`'s pairs, in the dictionary's order.
  package init(_ dictionary: [String: Value]) {
    pairs = ContiguousArray(dictionary.lazy.map { (key: $0.key, value: $0.value) })
  }

  /// The number of languages.
  package var count: Int { pairs.count }

  /// Whether no language has a value.
  package var isEmpty: Bool { pairs.isEmpty }

  /// The languages, in the order they were added.
  package var keys: [String] { pairs.map(\.key) }

  /// The value of `language`, or `nil`; setting `nil` removes it.
  package subscript(language: String) -> Value? {
    get {
      guard let index = index(of: language) else { return nil }
      return pairs[index].value
    }
    set {
      if let index = index(of: language) {
        if let newValue {
          pairs[index].value = newValue
        } else {
          pairs.remove(at: index)
        }
      } else if let newValue {
        pairs.append((language, newValue))
      }
    }
  }

  /// Adds the value of a language the map does not have yet, without looking for it first: for builders that add
  /// each language once.
  package mutating func appendNew(_ language: String, _ value: Value) {
    pairs.append((language, value))
  }

  /// Reserves room for `count` languages.
  package mutating func reserveCapacity(_ count: Int) {
    pairs.reserveCapacity(count)
  }

  /// The same languages with each value transformed, in the same order.
  package func mapValues<Other>(_ transform: (Value) throws -> Other) rethrows -> LanguageMap<Other> {
    var mapped = LanguageMap<Other>()
    mapped.reserveCapacity(pairs.count)
    for pair in pairs { mapped.appendNew(pair.key, try transform(pair.value)) }
    return mapped
  }

  /// The pairs as a dictionary.
  package var dictionary: [String: Value] {
    Dictionary(pairs.lazy.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  /// The position of `language`'s pair.
  @inline(__always)
  private func index(of language: String) -> Int? {
    pairs.firstIndex { $0.key == language }
  }
}

extension LanguageMap: Sequence {
  /// Iterates over the pairs in the order they were added.
  package func makeIterator() -> IndexingIterator<ContiguousArray<Element>> { pairs.makeIterator() }

  /// The number of pairs.
  package var underestimatedCount: Int { pairs.count }
}

extension LanguageMap: ExpressibleByDictionaryLiteral {
  /// A map of the literal's pairs; a language written twice keeps its last value.
  package init(dictionaryLiteral elements: (String, Value)...) {
    self.init()
    for (language, value) in elements { self[language] = value }
  }
}

extension LanguageMap: Equatable where Value: Equatable {
  /// The same languages with equal values, in any order.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.pairs.allSatisfy { rhs[$0.key] == $0.value }
  }
}

extension LanguageMap: Hashable where Value: Hashable {
  /// Hashes the pairs whatever their order (a sum of each pair's hash), as `==` compares them.
  package func hash(into hasher: inout Hasher) {
    var sum = 0
    for pair in pairs {
      var pairHasher = Hasher()
      pairHasher.combine(pair.key)
      pairHasher.combine(pair.value)
      sum &+= pairHasher.finalize()
    }
    hasher.combine(pairs.count)
    hasher.combine(sum)
  }
}

extension LanguageMap: Sendable where Value: Sendable {}
