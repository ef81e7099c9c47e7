internal import L10nKit

/// The rules of `.stringsdict` entries: turns property-list dictionaries into `VariantNode`s and `Substitution`s
/// and collects diagnostics on the way.
///
/// An entry is exactly one of three rules:
/// - a format rule: `NSStringLocalizedFormatKey` with `%#@name@` references and one plural-variable `<dict>` per
///   name (`NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`, `NSStringFormatValueTypeKey`, and the category
///   strings);
/// - a width rule (`NSStringVariableWidthRuleType`): a `<dict>` from widths in characters to strings;
/// - a device rule (`NSStringDeviceSpecificRuleType`): a `<dict>` from device names to strings or to nested format or
///   width rules (never to another device rule).
///
/// Problems with one entry are diagnostics of that entry, located at the offending `<key>` or value; the entry is
/// dropped only when no usable value remains, so one mistake does not hide the rest of the file.
///
/// A format rule, the common case:
///
/// ```
/// <key>inbox.messages</key>                       <!-- the localization key -->
/// <dict>
///   <key>NSStringLocalizedFormatKey</key> <string>%#@messages@ in %@</string>
///   <key>messages</key>
///   <dict>
///     <key>NSStringFormatSpecTypeKey</key>  <string>NSStringPluralRuleType</string>
///     <key>NSStringFormatValueTypeKey</key> <string>d</string>
///     <key>one</key>   <string>%d message</string>
///     <key>other</key> <string>%d messages</string>
///   </dict>
/// </dict>
/// ```
///
/// becomes a ``VariantNode/text(_:_:)`` root `%#@messages@ in %@` with one ``Substitution`` `messages` (value type `d`,
/// variants `one` and `other`). The `%#@messages@` takes the first argument, so `%@` is the second.
struct StringsDictReadingContext {
  /// The key of an entry's format string, which references its plural variables as `%#@name@`.
  static let formatKey = "NSStringLocalizedFormatKey"
  /// The key of a width rule: variants chosen by the width available for the text.
  static let widthRuleKey = "NSStringVariableWidthRuleType"
  /// The key of a device rule: variants chosen by the kind of device the app runs on.
  static let deviceRuleKey = "NSStringDeviceSpecificRuleType"
  /// A plural variable's rule type; `NSStringPluralRuleType` is the only one Apple defines.
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  /// A plural variable's printf conversion without `%` (`d`, `ld`, `f`), the type of its argument.
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  /// The one value of ``specTypeKey`` Apple supports.
  static let pluralRuleType = "NSStringPluralRuleType"
  /// Device classes Apple documents for `NSStringDeviceSpecificRuleType` (`other` is the catalog fallback).
  static let deviceNames: Set<String> = [
    "iphone", "ipad", "ipod", "mac", "appletv", "applewatch", "applevision", "other",
  ]

  /// A parsed rule: the root node, the plural variables it uses, and where it is written.
  struct Rule {
    /// The format string (a text node), or the width or device variants.
    var root: VariantNode
    /// The plural variables the root reaches, in definition order, each with the argument number a positional reference
    /// gives it (`%1$#@count@`).
    var substitutions: [Substitution]
    /// The `NSStringLocalizedFormatKey` `<string>`, or the `<dict>` of a width or device rule: where problems of
    /// the value as a whole are reported.
    var location: SourceLocation
  }

  /// Everything found so far in the file, starting with the XML reader's diagnostics.
  var diagnostics: [Diagnostic]
  /// The `NSStringFormatValueTypeKey` values written with a leading `%` (`%ld`, as Xcode writes
  /// `Intents.stringsdict`), read as the conversion after it; ``noteOnPercentValueTypes()`` reports them once.
  private(set) var percentValueTypes: [(text: String, location: SourceLocation)] = []

  /// Creates a context that starts with `diagnostics` (the XML reader's).
  init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  /// Adds one note for the whole file when some value types were written with `%`: Foundation reads `%ld` as `ld`,
  /// and so does L10nGen, so the file is valid; the note only says so, at the first of them.
  mutating func noteOnPercentValueTypes() {
    guard let first = percentValueTypes.first else { return }
    let count = percentValueTypes.count
    let others = count == 1 ? "" : " (and \(count - 1) more in this file)"
    diagnostics.append(
      .note(
        "\(Self.valueTypeKey) '\(first.text)' is read as '\(first.text.dropFirst())'\(others), as Foundation reads "
          + "it; Xcode writes the '%' in the Intents.stringsdict it generates, so there is nothing to fix, though "
          + "a hand-written file may drop it", at: first.location, rule: .percentValueType))
  }

  /// Reports an error in the entry being read (``RuleID/invalidEntry`` unless a more precise rule applies).
  mutating func error(_ message: String, at location: SourceLocation, rule: RuleID = .invalidEntry) {
    diagnostics.append(.error(message, at: location, rule: rule))
  }

  /// Reports a warning in the entry being read (``RuleID/invalidEntry`` unless a more precise rule applies).
  mutating func warning(_ message: String, at location: SourceLocation, rule: RuleID = .invalidEntry) {
    diagnostics.append(.warning(message, at: location, rule: rule))
  }

  /// Parses an entry dictionary (top level, or nested in a device rule).
  ///
  /// Decides the kind of rule from its keys (the last occurrence of a key wins, as in a dictionary): more than one of
  /// the three keys is an error; keys beside a width or device rule are ignored with a warning. Returns `nil` when the
  /// entry has no usable rule.
  mutating func parseRule(
    _ items: [PropertyListDictionaryItem], entryKey: String, keyLocation: SourceLocation, allowsDeviceRule: Bool
  ) -> Rule? {
    let format = items.last { $0.key == Self.formatKey }
    let width = items.last { $0.key == Self.widthRuleKey }
    let device = items.last { $0.key == Self.deviceRuleKey }
    let present = [format, width, device].compactMap { $0 }
    if present.count > 1 {
      let names = present.map(\.key).joined(separator: " and ")
      error(
        "entry '\(entryKey)' has both \(names); an entry is either a format string with plural variables, a width "
          + "rule or a device rule: remove one of them", at: present[1].keyLocation)
      return nil
    }
    if let width {
      for item in items where item.key != Self.widthRuleKey {
        warning(
          "'\(item.key)' is ignored in entry '\(entryKey)', which is a \(Self.widthRuleKey) rule",
          at: item.keyLocation)
      }
      return parseWidthRule(width, entryKey: entryKey).map {
        Rule(root: $0, substitutions: [], location: width.value.location)
      }
    }
    if let device {
      guard allowsDeviceRule else {
        error(
          "a device rule cannot be nested inside another device rule (entry '\(entryKey)')", at: device.keyLocation)
        return nil
      }
      for item in items where item.key != Self.deviceRuleKey {
        warning(
          "'\(item.key)' is ignored in entry '\(entryKey)', which is a \(Self.deviceRuleKey) rule",
          at: item.keyLocation)
      }
      return parseDeviceRule(device, entryKey: entryKey)
    }
    guard let format else {
      error(
        "entry '\(entryKey)' has no \(Self.formatKey) (nor a \(Self.widthRuleKey) or \(Self.deviceRuleKey) rule); "
          + "add <key>\(Self.formatKey)</key><string>…%#@variable@…</string>", at: keyLocation)
      return nil
    }
    return parseFormatRule(format, variables: items.filter { $0.key != Self.formatKey }, entryKey: entryKey)
  }

  /// Reads a format rule in three steps:
  /// 1. Every sibling `<dict>` is parsed as a plural variable (``parseVariable(_:items:entryKey:)``).
  /// 2. A breadth-first walk from the format string follows `%#@name@` references through the variables' variant texts
  ///    (a variant may reference another variable): an undefined name is an `undefined-variable` error, and the first
  ///    positional reference of a name fixes its argument number. Each variable is visited once, so cycles end.
  /// 3. Variables never reached are warned about and dropped (no lookup can use them); the others are kept in
  ///    definition order.
  private mutating func parseFormatRule(
    _ format: PropertyListDictionaryItem, variables: [PropertyListDictionaryItem], entryKey: String
  ) -> Rule? {
    guard let formatText = format.value.stringValue else {
      wrongType(format, expected: "<string>", entryKey: entryKey)
      return nil
    }
    var definitions: [String: Substitution] = [:]
    var definedNames: [String] = []
    var definitionItems: [String: PropertyListDictionaryItem] = [:]
    for variable in variables {
      guard let variableItems = variable.value.dictionaryItems else {
        error(
          "'\(variable.key)' in entry '\(entryKey)' must be a plural variable <dict> (with \(Self.specTypeKey), "
            + "\(Self.valueTypeKey) and the plural categories); found \(variable.value.elementName)",
          at: variable.value.location)
        continue
      }
      if definitionItems[variable.key] == nil { definedNames.append(variable.key) }
      definitionItems[variable.key] = variable
      if let substitution = parseVariable(variable, items: variableItems, entryKey: entryKey) {
        definitions[variable.key] = substitution
      }
    }
    let root = VariantNode.text(formatText, format.value.location)
    var reachable: [String] = []
    var argumentNumbers: [String: Int] = [:]
    var queue: [(text: String, location: SourceLocation)] = [(formatText, format.value.location)]
    while !queue.isEmpty {
      let (text, location) = queue.removeFirst()
      for reference in FormatStringParser.parse(text).variables {
        guard definitionItems[reference.name] != nil else {
          let defined = definedNames.isEmpty ? "none" : definedNames.joined(separator: ", ")
          error(
            "'%#@\(reference.name)@' in entry '\(entryKey)' refers to the variable '\(reference.name)', which is not "
              + "defined (defined: \(defined)); add a <key>\(reference.name)</key> variable <dict> or fix the name",
            at: location, rule: .undefinedVariable)
          continue
        }
        if argumentNumbers[reference.name] == nil, reference.isPositional, case let number = reference.position {
          argumentNumbers[reference.name] = number
        }
        guard !reachable.contains(reference.name) else { continue }
        reachable.append(reference.name)
        if let substitution = definitions[reference.name] {
          queue.append(contentsOf: substitution.variants.allTexts)
        }
      }
    }
    var substitutions: [Substitution] = []
    for name in definedNames {
      guard let item = definitionItems[name] else { continue }
      guard reachable.contains(name) else {
        warning(
          "the variable '\(name)' of entry '\(entryKey)' is never referenced as %#@\(name)@; remove it or use it "
            + "in \(Self.formatKey) or a variant", at: item.keyLocation)
        continue
      }
      guard var substitution = definitions[name] else { continue }
      substitution.argumentNumber = argumentNumbers[name]
      substitutions.append(substitution)
    }
    return Rule(root: root, substitutions: substitutions, location: format.value.location)
  }

  /// Reads one plural variable: its rule type and value type must be present and valid, every other key must be a
  /// plural category (`zero`, `one`, `two`, `few`, `many`, `other`) with a string value, and `other` is required
  /// (`missing-plural-category`), as Apple falls back to it. A duplicate category keeps the last value. Variants are
  /// sorted in CLDR category order. The variable is kept when it is valid or has variants, so later checks still see
  /// its texts.
  private mutating func parseVariable(
    _ variable: PropertyListDictionaryItem, items: [PropertyListDictionaryItem], entryKey: String
  ) -> Substitution? {
    let name = variable.key
    let place = "variable '\(name)' of entry '\(entryKey)'"
    var valid = true
    if let spec = items.last(where: { $0.key == Self.specTypeKey }) {
      if let specText = spec.value.stringValue {
        if specText != Self.pluralRuleType {
          error(
            "\(Self.specTypeKey) '\(specText)' of \(place) is not supported; the only rule type Apple defines is "
              + "\(Self.pluralRuleType)", at: spec.value.location)
          valid = false
        }
      } else {
        wrongType(spec, expected: "<string>", entryKey: entryKey)
        valid = false
      }
    } else {
      error(
        "\(place) has no \(Self.specTypeKey); add <key>\(Self.specTypeKey)</key>"
          + "<string>\(Self.pluralRuleType)</string>", at: variable.keyLocation)
      valid = false
    }
    var formatSpecifier = ""
    if let valueType = items.last(where: { $0.key == Self.valueTypeKey }) {
      if let text = valueType.value.stringValue {
        formatSpecifier = text
        if let bare = Self.percentPrefixedConversion(text) {
          formatSpecifier = bare
          percentValueTypes.append((text, valueType.value.location))
        } else if !Self.isNumericConversion(text) {
          error(
            "\(Self.valueTypeKey) '\(text)' of \(place) is not a numeric printf conversion; write it without '%', "
              + "e.g. d, ld, lld, lu or f", at: valueType.value.location)
          valid = false
        }
      } else {
        wrongType(valueType, expected: "<string>", entryKey: entryKey)
        valid = false
      }
    } else {
      error(
        "\(place) has no \(Self.valueTypeKey); add <key>\(Self.valueTypeKey)</key><string>ld</string> (the printf "
          + "conversion of the number, without '%')", at: variable.keyLocation)
      valid = false
    }
    var variants: [VariantNode.Variant] = []
    var seen: Set<PluralCategory> = []
    for item in items where item.key != Self.specTypeKey && item.key != Self.valueTypeKey {
      guard let category = PluralCategory(rawValue: item.key) else {
        error(
          "'\(item.key)' in \(place) is not a plural category; use zero, one, two, few, many or other",
          at: item.keyLocation)
        continue
      }
      guard let text = item.value.stringValue else {
        wrongType(item, expected: "<string>", entryKey: entryKey)
        continue
      }
      if seen.contains(category) {
        warning(
          "duplicate plural category '\(item.key)' in \(place); the last one wins", at: item.keyLocation,
          rule: .duplicateKey)
        variants.removeAll { $0.selector == item.key }
      }
      seen.insert(category)
      variants.append(
        VariantNode.Variant(selector: item.key, node: .text(text, item.value.location), location: item.keyLocation))
    }
    if !seen.contains(.other) {
      error(
        "\(place) has no 'other' category, which Apple requires; add <key>other</key><string>…</string>",
        at: variable.keyLocation, rule: .missingPluralCategory)
    }
    variants.sort {
      (PluralCategory(rawValue: $0.selector) ?? .other) < (PluralCategory(rawValue: $1.selector) ?? .other)
    }
    guard valid || !variants.isEmpty else { return nil }
    return Substitution(
      name: name, formatSpecifier: formatSpecifier, variants: .plural(variants), location: variable.keyLocation)
  }

  /// Reads a width rule: keys are non-negative integers (characters), values strings; duplicates keep the last value.
  /// Variants are sorted by width: L10nKit picks the widest one no wider than the presentation width (the narrowest
  /// when none fits, the widest when no width is given).
  private mutating func parseWidthRule(_ rule: PropertyListDictionaryItem, entryKey: String) -> VariantNode? {
    guard let items = rule.value.dictionaryItems else {
      wrongType(rule, expected: "<dict> of widths", entryKey: entryKey)
      return nil
    }
    var variants: [(width: Int, variant: VariantNode.Variant)] = []
    for item in items {
      guard let width = Int(item.key), width >= 0 else {
        error(
          "'\(item.key)' in the \(Self.widthRuleKey) rule of entry '\(entryKey)' is not a width; use a whole number "
            + "of characters such as 20", at: item.keyLocation)
        continue
      }
      guard let text = item.value.stringValue else {
        wrongType(item, expected: "<string>", entryKey: entryKey)
        continue
      }
      variants.removeAll { $0.width == width }
      variants.append(
        (
          width,
          VariantNode.Variant(selector: item.key, node: .text(text, item.value.location), location: item.keyLocation)
        ))
    }
    guard !variants.isEmpty else {
      error("the \(Self.widthRuleKey) rule of entry '\(entryKey)' has no widths", at: rule.keyLocation)
      return nil
    }
    return .width(variants.sorted { $0.width < $1.width }.map(\.variant))
  }

  /// Reads a device rule: each device maps to a string or a nested format or width rule. Unknown device names are kept
  /// with a warning (Apple never selects them). The variables of nested rules are merged by name; a variable defined
  /// differently for two devices keeps its first definition, since the generated function has one signature.
  private mutating func parseDeviceRule(_ rule: PropertyListDictionaryItem, entryKey: String) -> Rule? {
    guard let items = rule.value.dictionaryItems else {
      wrongType(rule, expected: "<dict> of devices", entryKey: entryKey)
      return nil
    }
    var variants: [VariantNode.Variant] = []
    var substitutions: [Substitution] = []
    for item in items {
      if !Self.deviceNames.contains(item.key) {
        warning(
          "unknown device '\(item.key)' in entry '\(entryKey)'; Apple recognises "
            + "iphone, ipad, ipod, mac, appletv, applewatch and applevision, so this variant is never used",
          at: item.keyLocation)
      }
      let node: VariantNode
      if let text = item.value.stringValue {
        node = .text(text, item.value.location)
      } else if let nestedItems = item.value.dictionaryItems {
        guard
          let nested = parseRule(
            nestedItems, entryKey: "\(entryKey)' device '\(item.key)", keyLocation: item.keyLocation,
            allowsDeviceRule: false)
        else { continue }
        node = nested.root
        for substitution in nested.substitutions {
          if let existing = substitutions.first(where: { $0.name == substitution.name }) {
            if !existing.hasSameContent(as: substitution) {
              warning(
                "the variable '\(substitution.name)' of entry '\(entryKey)' is defined differently for device "
                  + "'\(item.key)'; the generated code uses the first definition", at: substitution.location)
            }
          } else {
            substitutions.append(substitution)
          }
        }
      } else {
        wrongType(item, expected: "<string> or <dict>", entryKey: entryKey)
        continue
      }
      variants.removeAll { $0.selector == item.key }
      variants.append(VariantNode.Variant(selector: item.key, node: node, location: item.keyLocation))
    }
    guard !variants.isEmpty else {
      error("the \(Self.deviceRuleKey) rule of entry '\(entryKey)' has no devices", at: rule.keyLocation)
      return nil
    }
    return Rule(root: .device(variants), substitutions: substitutions, location: rule.value.location)
  }

  /// Reports a value of the wrong element type at the value, naming the type found.
  private mutating func wrongType(_ item: PropertyListDictionaryItem, expected: String, entryKey: String) {
    error(
      "the value of '\(item.key)' in entry '\(entryKey)' must be a \(expected); found \(item.value.elementName)",
      at: item.value.location)
  }

  /// The bare conversion of a value type written with one leading `%` (`%ld` → `ld`), which Foundation accepts and
  /// Xcode writes in the `Intents.stringsdict` it generates for Siri intents; `nil` for any other text, including
  /// `%%d` and `%1$d`.
  static func percentPrefixedConversion(_ text: String) -> String? {
    guard text.hasPrefix("%") else { return nil }
    let bare = String(text.dropFirst())
    return isNumericConversion(bare) ? bare : nil
  }

  /// Whether `text` is a bare numeric conversion such as `d`, `ld`, `lld`, `lu` or `f` (a length modifier and a
  /// conversion, no `%`, flags, width or position), as `NSStringFormatValueTypeKey` requires.
  ///
  /// Accepted: `d`, `ld`, `lld`, `lu`, `f`. Rejected: `%d` (with `%`), `@` (not a number), `1$d` (a position), `5d` (a
  /// width).
  static func isNumericConversion(_ text: String) -> Bool {
    guard let specifier = FormatGrammar.valueTypeSpecifier(text), specifier.argumentKind?.isNumber == true else {
      return false
    }
    return specifier.position == nil && specifier.flags.isEmpty && specifier.width == nil
      && specifier.precision == nil
  }
}
