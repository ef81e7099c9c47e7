/// Every key usage of a project's code, by table: what the `undefined-key`, `unused-key` and
/// `key-argument-mismatch` rules read from ``ValidationContext/keyUsages``.
///
/// Sources are scanned by ``KeyUsageScanner``; other readers (Interface Builder files) add their usages with
/// ``add(_:)``, so every kind of use counts for `unused-key`.
package struct KeyUsageIndex: Hashable, Sendable {
  /// Every usage, in the order added.
  package private(set) var usages: [KeyUsage] = []
  /// Calls whose key or table is no literal.
  package private(set) var dynamicUsages: [DynamicKeyUsage] = []
  /// Literals passed to calls whose declarations the scan cannot see: possible keys, for `unused-key` only.
  package private(set) var uncertainUses: [UncertainKeyUse] = []
  /// Where each string literal of the scanned code is first written (its text without interpolations): what a key
  /// built at run time may come from.
  package var literalLocations: [String: SourceLocation] = [:]
  /// `dynamicKeys` patterns of the configuration (`onboarding.page.*`): keys that match are used.
  package var dynamicKeyPatterns: [String] = []

  /// An empty index.
  package init() {}

  /// Adds usages from one more source (a file, or another kind of reader).
  package mutating func add(_ usages: [KeyUsage]) {
    self.usages += usages
  }

  /// Adds dynamic calls.
  package mutating func add(dynamic: [DynamicKeyUsage]) {
    dynamicUsages += dynamic
  }

  /// Adds literals of calls whose declarations the scan cannot see.
  package mutating func add(uncertain: [UncertainKeyUse]) {
    uncertainUses += uncertain
  }

  /// The uncertain uses whose table is `table` (compared ignoring case).
  package func uncertainUses(ofTable table: String) -> [UncertainKeyUse] {
    let lowered = table.lowercased()
    return uncertainUses.filter { $0.table.lowercased() == lowered }
  }

  /// The usages whose table is `table` (compared ignoring case, as table names merge).
  package func usages(ofTable table: String) -> [KeyUsage] {
    let lowered = table.lowercased()
    return usages.filter { $0.table.lowercased() == lowered }
  }

  /// Whether `key` matches a `dynamicKeys` pattern (`*` matches any run of characters).
  package func isDynamicallyUsed(_ key: String) -> Bool {
    dynamicKeyPatterns.contains { Self.wildcardMatch(pattern: Substring($0), text: Substring(key)) }
  }

  /// Glob matching with `*` only, iteratively (no recursion, linear backtracking).
  static func wildcardMatch(pattern: Substring, text: Substring) -> Bool {
    let pattern = Array(pattern)
    let text = Array(text)
    var p = 0
    var t = 0
    var star: Int?
    var mark = 0
    while t < text.count {
      if p < pattern.count && pattern[p] != "*" && pattern[p] == text[t] {
        p += 1
        t += 1
      } else if p < pattern.count && pattern[p] == "*" {
        star = p
        mark = t
        p += 1
      } else if let star {
        p = star + 1
        mark += 1
        t = mark
      } else {
        return false
      }
    }
    while p < pattern.count && pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
