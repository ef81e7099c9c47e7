/// The CLDR cardinal plural rules of one locale, compiled into L10nKit (CLDR 49).
///
/// ```swift
/// PluralRules(locale: "ru").category(for: PluralOperands(21))  // .one
/// ```
package struct PluralRules: Sendable {
  /// The rules and tables, in one object: a renderer that holds the rules retains one reference, not four.
  private final class Storage: Sendable {
    let locale: String
    let conditions: [(category: PluralRuleCategory, condition: PluralCondition)]
    let integerCategories: [PluralRuleCategory]
    let largeIntegerCategories: [PluralRuleCategory]

    init(
      locale: String, conditions: [(category: PluralRuleCategory, condition: PluralCondition)],
      integerCategories: [PluralRuleCategory], largeIntegerCategories: [PluralRuleCategory]
    ) {
      self.locale = locale
      self.conditions = conditions
      self.integerCategories = integerCategories
      self.largeIntegerCategories = largeIntegerCategories
    }
  }

  private let storage: Storage

  /// The CLDR locale whose rules these are (`root` when no locale matched).
  package var locale: String { storage.locale }
  private var conditions: [(category: PluralRuleCategory, condition: PluralCondition)] { storage.conditions }
  /// The category of each integer below `integerCategoryCount`, evaluated once: counts are mostly small.
  private var integerCategories: [PluralRuleCategory] { storage.integerCategories }
  private static let integerCategoryCount = 1_000
  /// The category of integers from `integerCategoryCount` up by their remainder modulo `count` (CLDR's integer
  /// rules then read only remainders: see `IntegerResidues`); empty when the rules need full evaluation there.
  private var largeIntegerCategories: [PluralRuleCategory] { storage.largeIntegerCategories }

  /// The categories the locale uses, `other` included, in CLDR order.
  package var categories: [PluralRuleCategory] { conditions.map(\.category) + [.other] }

  /// The rules for a language tag (`ru`, `pt_PT`, `zh-Hant-HK`, case-insensitive): the exact locale, then
  /// shorter tags, then the language alone, else the `root` rules (only `other`).
  package init(locale identifier: String) {
    self = Self.cache.rules(for: identifier)
  }

  /// Rules compiled from rule text, keyed by category (`["one": "i = 1 and v = 0"]`).
  ///
  /// Throws a description of the problem when a rule is not valid UTS #35 syntax.
  package init(locale: String, rules: [PluralRuleCategory: String]) throws {
    var conditions: [(category: PluralRuleCategory, condition: PluralCondition)] = []
    for category in PluralRuleCategory.allCases where category != .other {
      guard let rule = rules[category] else { continue }
      conditions.append((category, try PluralConditionParser.parse(rule)))
    }
    self.init(locale: locale, parsed: conditions)
  }

  private init(locale: String, parsed: [(category: PluralRuleCategory, condition: PluralCondition)]) {
    let integerCategories = (0..<Self.integerCategoryCount).map { value in
      parsed.first { $0.condition.matches(PluralOperands(value)) }?.category ?? .other
    }
    var largeIntegerCategories: [PluralRuleCategory] = []
    if let residues = IntegerResidues(parsed.map(\.condition), above: Self.integerCategoryCount) {
      largeIntegerCategories = (0..<residues.modulus).map { remainder in
        let value = residues.representative(ofRemainder: remainder)
        return parsed.first { $0.condition.matches(PluralOperands(value)) }?.category ?? .other
      }
    }
    storage = Storage(
      locale: locale, conditions: parsed, integerCategories: integerCategories,
      largeIntegerCategories: largeIntegerCategories)
  }

  /// The category CLDR selects for the operands: the first of `zero one two few many` whose rule
  /// matches, else `other`.
  package func category(for operands: PluralOperands) -> PluralRuleCategory {
    for entry in conditions where entry.condition.matches(operands) { return entry.category }
    return .other
  }

  /// The category for an integer.
  package func category(for value: Int) -> PluralRuleCategory { category(forMagnitude: value.magnitude) }

  /// The category for an integer given as its absolute value (the rules read only that).
  package func category(forMagnitude magnitude: UInt) -> PluralRuleCategory {
    if magnitude < UInt(integerCategories.count) { return integerCategories[Int(magnitude)] }
    // Above `Int.max` the operands clamp `i`, which the remainders would not.
    if !largeIntegerCategories.isEmpty, magnitude <= UInt(Int.max) {
      return largeIntegerCategories[Int(magnitude % UInt(largeIntegerCategories.count))]
    }
    return category(for: PluralOperands(magnitude))
  }

  /// The category for an integer by evaluating the rules, without the precomputed tables (for tests).
  package func evaluatedCategory(forMagnitude magnitude: UInt) -> PluralRuleCategory {
    category(for: PluralOperands(magnitude))
  }

  /// The category for a floating-point value, with ICU's operands for a `double` (`1.0` counts as `1`).
  package func category(for value: Double) -> PluralRuleCategory { category(for: PluralOperands(value)) }

  /// Every locale that has its own rules in the compiled data.
  package static var availableLocales: [String] { cache.sourceLines.keys.sorted() }

  private static let cache = Cache()

  /// Parses each locale's rules on first use and keeps them.
  private final class Cache: Sendable {
    let sourceLines: [String: Substring]
    let parsed = LockedState<[String: PluralRules]>([:])

    init() {
      var lines: [String: Substring] = [:]
      for line in PluralRulesData.source.split(separator: "\n") {
        guard let bar = line.firstIndex(of: "|") else { continue }
        lines[line[..<bar].lowercased()] = line[line.index(after: bar)...]
      }
      sourceLines = lines
    }

    func rules(for identifier: String) -> PluralRules {
      let normalized = String(identifier.lowercased().map { $0 == "_" ? "-" : $0 })
      if let cached = parsed.withLock({ $0[normalized] }) { return cached }
      var candidate = normalized
      var line: Substring?
      while true {
        if let found = sourceLines[candidate] {
          line = found
          break
        }
        guard let dash = candidate.lastIndex(of: "-") else { break }
        candidate = String(candidate[..<dash])
      }
      let rules =
        line.map { PluralRules(locale: candidate, parsed: Self.parse($0)) }
        ?? PluralRules(locale: "root", parsed: [])
      parsed.withLock { $0[normalized] = rules }
      return rules
    }

    private static func parse(_ line: Substring) -> [(category: PluralRuleCategory, condition: PluralCondition)] {
      var result: [(category: PluralRuleCategory, condition: PluralCondition)] = []
      for part in line.split(separator: ";") {
        let pieces = part.split(separator: ":", maxSplits: 1)
        guard pieces.count == 2, let category = PluralRuleCategory(rawValue: String(pieces[0])),
          let condition = try? PluralConditionParser.parse(String(pieces[1]))
        else { continue }
        result.append((category, condition))
      }
      return result
    }
  }
}
