/// The rules of String Catalog JSON: turns `JSONNode`s into a `StringCatalog` and collects diagnostics.
///
/// The structure it reads, as Xcode writes it (unknown members are ignored, so newer catalog versions still read):
///
/// ```
/// { "sourceLanguage": "en", "version": "1.0",
///   "strings": { "<key>": { "comment", "extractionState", "shouldTranslate",
///                           "localizations": { "<language>": <node> } } } }
/// <node> = { "stringUnit": { "state", "value" } | "stringSet": { "state", "values" } | "variations": <variations>,
///            "substitutions": { "<name>": { "argNum", "formatSpecifier", "variations" } } }
/// <variations> = { "plural": { "<category>": <node> } } | { "device": { "<device>": <node> } }
/// ```
///
/// A problem inside one localization is a diagnostic tagged with that language (so the severity policy can treat
/// translations leniently) and drops only what it concerns; a catalog without `sourceLanguage` or that is not an object
/// cannot be read at all. Each node is visited once: linear in the size of the catalog.
///
/// For example, the localization
///
/// ```
/// "en" : { "variations" : { "plural" : {
///   "one"   : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
///   "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } } } } }
/// ```
///
/// becomes the value ``VariantNode/plural(_:)`` `[one, other]` (sorted in CLDR order, each located at its category key)
/// with no substitutions and the state `translated`, located at `"en"`.
struct StringCatalogReadingContext {
  /// Device keys of a `device` variation (`other` is the fallback).
  ///
  /// The same list as the `.stringsdict` reader's. An unknown name is a warning, never an error: a newer Xcode may add
  /// devices, and the variant is simply never selected.
  static let deviceNames: Set<String> = [
    "iphone", "ipad", "ipod", "mac", "appletv", "applewatch", "applevision", "other",
  ]

  /// Everything found so far, in reading order.
  private(set) var diagnostics: [Diagnostic] = []
  /// The language of the localization being read, which its diagnostics concern; `nil` outside localizations.
  ///
  /// Set by ``readLocalization(_:entryKey:)`` for its duration, so every diagnostic inside a localization carries its
  /// language without passing it down each call.
  private var currentLanguage: String?

  /// Reports an error, tagged with the language being read.
  private mutating func error(_ message: String, at location: SourceLocation, rule: RuleID = .invalidEntry) {
    diagnostics.append(.error(message, at: location, rule: rule, language: currentLanguage))
  }

  /// Reports a warning, tagged with the language being read.
  private mutating func warning(_ message: String, at location: SourceLocation, rule: RuleID = .invalidEntry) {
    diagnostics.append(.warning(message, at: location, rule: rule, language: currentLanguage))
  }

  /// Reports a member whose value has the wrong JSON type, at the value.
  private mutating func wrongType(_ member: JSONMember, expected: String, place: CatalogPlace) {
    error(
      "\"\(member.key)\" \(place) must be \(expected); found \(member.value.typeName)", at: member.value.location)
  }

  /// Reads the top-level object.
  ///
  /// Reads `sourceLanguage` (required), `version` (a warning when absent; `1.0` assumed) and `strings`. Returns `nil`
  /// only when the catalog has no usable source language.
  ///
  /// Other top-level members are ignored. `version` is not interpreted: every catalog version Xcode has written so far
  /// has this structure.
  mutating func readCatalog(_ root: JSONNode) -> StringCatalog? {
    guard let members = root.members else {
      error("a String Catalog must be a JSON object; found \(root.typeName)", at: root.location, rule: .syntaxError)
      return nil
    }
    var sourceLanguage: String?
    var version: String?
    var stringsMember: JSONMember?
    for member in members {
      switch member.key {
      case "sourceLanguage":
        if let text = member.value.stringValue, !text.isEmpty {
          sourceLanguage = text
        } else {
          wrongType(member, expected: "a non-empty language code such as \"en\"", place: .text("of the catalog"))
        }
      case "version":
        if let text = member.value.stringValue {
          version = text
        } else {
          wrongType(member, expected: "a string such as \"1.0\"", place: .text("of the catalog"))
        }
      case "strings":
        stringsMember = member
      default:
        break
      }
    }
    guard let sourceLanguage else {
      if !members.contains(where: { $0.key == "sourceLanguage" }) {
        error(
          "the catalog has no \"sourceLanguage\"; add \"sourceLanguage\" : \"en\"", at: root.location,
          rule: .syntaxError)
      }
      return nil
    }
    if version == nil, !members.contains(where: { $0.key == "version" }) {
      warning("the catalog has no \"version\"; Xcode writes \"version\" : \"1.0\" or later", at: root.location)
    }
    var entries: [LocalizationEntry] = []
    if let stringsMember {
      if let stringMembers = stringsMember.value.members {
        entries = readEntries(stringMembers)
      } else {
        wrongType(stringsMember, expected: "an object of keys", place: .text("of the catalog"))
      }
    } else {
      error("the catalog has no \"strings\" object; add \"strings\" : {}", at: root.location, rule: .syntaxError)
    }
    return StringCatalog(sourceLanguage: sourceLanguage, version: version ?? "1.0", entries: entries)
  }

  /// Reads the entries of `strings` in file order. A duplicate key replaces the earlier entry in place (the last one
  /// wins, as JSON decoders do), with a warning.
  private mutating func readEntries(_ members: [JSONMember]) -> [LocalizationEntry] {
    var entries: [LocalizationEntry] = []
    var indexByKey: [String: Int] = [:]
    for member in members {
      guard let entry = readEntry(member) else { continue }
      if let existing = indexByKey[member.key] {
        warning(
          "duplicate key \"\(member.key)\" (first at line \(entries[existing].location.line)); the last one wins",
          at: member.keyLocation)
        entries[existing] = entry
      } else {
        indexByKey[member.key] = entries.count
        entries.append(entry)
      }
    }
    return entries
  }

  /// Reads one entry's fields; an entry without `localizations` is valid (a key extracted from code whose value is the
  /// key itself).
  ///
  /// Fields: `comment` becomes the entry's doc comment; `extractionState` (`manual`, `extracted_with_value`, `stale`,
  /// `migrated`; another value is a warning) and `shouldTranslate` are kept for checks and `dump`;
  /// `isCommentAutoGenerated` and `generatesSymbol` are only type-checked; unknown fields are ignored. Several
  /// localizations for one language keep the last.
  private mutating func readEntry(_ member: JSONMember) -> LocalizationEntry? {
    let key = member.key
    guard let fields = member.value.members else {
      wrongType(member, expected: "an object", place: .text("(an entry)"))
      return nil
    }
    var entry = LocalizationEntry(key: key, location: member.keyLocation)
    let place = CatalogPlace.entry(key)
    for field in fields {
      switch field.key {
      case "comment":
        if let text = field.value.stringValue {
          entry.comment = text
        } else {
          wrongType(field, expected: "a string", place: place)
        }
      case "extractionState":
        guard let text = field.value.stringValue else {
          wrongType(field, expected: "a string", place: place)
          continue
        }
        if let state = LocalizationEntry.ExtractionState(rawValue: text) {
          entry.extractionState = state
        } else {
          warning(
            "unknown extractionState \"\(text)\" \(place); known states are manual, extracted_with_value, stale "
              + "and migrated", at: field.value.location)
        }
      case "shouldTranslate":
        if let value = field.value.booleanValue {
          entry.shouldTranslate = value
        } else {
          wrongType(field, expected: "true or false", place: place)
        }
      case "isCommentAutoGenerated", "generatesSymbol":
        if field.value.booleanValue == nil { wrongType(field, expected: "true or false", place: place) }
      case "localizations":
        guard let languages = field.value.members else {
          wrongType(field, expected: "an object of languages", place: place)
          continue
        }
        for language in languages {
          if entry.values[language.key] != nil {
            warning(
              "duplicate language \"\(language.key)\" \(place); the last one wins", at: language.keyLocation)
          }
          if let value = readLocalization(language, entryKey: key) {
            entry.values[language.key] = value
          }
        }
      default:
        break
      }
    }
    return entry
  }

  /// Reads one language's value and checks its `%#@name@` references. The value's state is the first state other than
  /// `translated` among its string units, so a partly reviewed plural shows as `needs_review`.
  private mutating func readLocalization(_ language: JSONMember, entryKey: String) -> LocalizedValue? {
    let place = CatalogPlace.language(language.key, entry: entryKey)
    currentLanguage = language.key
    defer { currentLanguage = nil }
    guard language.value.members != nil else {
      wrongType(language, expected: "an object with \"stringUnit\" or \"variations\"", place: .text("(a localization)"))
      return nil
    }
    var substitutions: [Substitution] = []
    var states: [String] = []
    guard let root = readNode(language.value, place: place, substitutions: &substitutions, states: &states) else {
      return nil
    }
    checkReferences(root: root, substitutions: substitutions, place: place)
    let state: String? = states.first { $0 != "translated" } ?? states.first
    return LocalizedValue(root: root, substitutions: substitutions, location: language.keyLocation, state: state)
  }

  /// Reads a localization or variation node: `{stringUnit}` or `{variations}`, plus optional `substitutions`.
  ///
  /// `variations` win over a `stringUnit` beside them, as in Xcode. Substitutions found at any depth are collected into
  /// `substitutions`, shared by the whole localization.
  private mutating func readNode(
    _ node: JSONNode, place: CatalogPlace, substitutions: inout [Substitution], states: inout [String]
  ) -> VariantNode? {
    guard let fields = node.members else {
      error("a variation \(place) must be an object; found \(node.typeName)", at: node.location)
      return nil
    }
    var result: VariantNode?
    let stringUnit = fields.last { $0.key == "stringUnit" || $0.key == "stringSet" }
    let variations = fields.last { $0.key == "variations" }
    if let stringUnit, variations != nil {
      warning(
        "both \"stringUnit\" and \"variations\" \(place); Xcode uses the variations, so the string unit is ignored",
        at: stringUnit.keyLocation)
    }
    if let variations {
      result = readVariations(variations, place: place, substitutions: &substitutions, states: &states)
    } else if let stringUnit {
      result =
        stringUnit.key == "stringSet"
        ? readStringSet(stringUnit, place: place, states: &states)
        : readStringUnit(stringUnit, place: place, states: &states)
    } else {
      error(
        "no \"stringUnit\", \"stringSet\" or \"variations\" \(place); add a string unit or remove the object",
        at: node.location)
    }
    if let substitutionsMember = fields.last(where: { $0.key == "substitutions" }) {
      readSubstitutions(substitutionsMember, place: place, into: &substitutions, states: &states)
    }
    return result
  }

  /// Reads `{ "state", "value" }` into a text node located at the value string.
  private mutating func readStringUnit(_ member: JSONMember, place: CatalogPlace, states: inout [String])
    -> VariantNode?
  {
    guard let fields = member.value.members else {
      wrongType(member, expected: "an object with \"state\" and \"value\"", place: place)
      return nil
    }
    var text: (String, SourceLocation)?
    for field in fields {
      switch field.key {
      case "value":
        if let value = field.value.stringValue {
          text = (value, field.value.location)
        } else {
          wrongType(field, expected: "a string", place: .prefixed("of a string unit", place))
        }
      case "state":
        if let value = field.value.stringValue {
          states.append(value)
        } else {
          wrongType(field, expected: "a string", place: .prefixed("of a string unit", place))
        }
      default:
        break
      }
    }
    guard let text else {
      if !fields.contains(where: { $0.key == "value" }) {
        error("the string unit \(place) has no \"value\"", at: member.value.location)
      }
      return nil
    }
    return .text(text.0, text.1)
  }

  /// Reads a `stringSet` (App Shortcut phrases: `{state, values: [...]}`) as its first value.
  ///
  /// Only the first value is generated and looked up; the others are alternative phrasings of the App Shortcut.
  private mutating func readStringSet(_ member: JSONMember, place: CatalogPlace, states: inout [String]) -> VariantNode?
  {
    guard let fields = member.value.members else {
      wrongType(member, expected: "an object with \"state\" and \"values\"", place: place)
      return nil
    }
    if let state = fields.last(where: { $0.key == "state" })?.value.stringValue { states.append(state) }
    guard let values = fields.last(where: { $0.key == "values" }) else {
      error("the string set \(place) has no \"values\"", at: member.value.location)
      return nil
    }
    guard case let .array(elements) = values.value.content, elements.allSatisfy({ $0.stringValue != nil }) else {
      wrongType(values, expected: "an array of strings", place: .prefixed("of a string set", place))
      return nil
    }
    guard let first = elements.first, let text = first.stringValue else {
      error("the string set \(place) has no values", at: values.value.location)
      return nil
    }
    return .text(text, first.location)
  }

  /// Reads a `plural` or `device` variation; only the first kind is read when several are given. Unknown devices are
  /// kept with a warning (never selected at run time); a repeated device keeps its last node.
  private mutating func readVariations(
    _ member: JSONMember, place: CatalogPlace, substitutions: inout [Substitution], states: inout [String]
  ) -> VariantNode? {
    guard let axes = member.value.members else {
      wrongType(member, expected: "an object with \"plural\" or \"device\"", place: place)
      return nil
    }
    guard let axis = axes.first else {
      error("the variations \(place) are empty; add \"plural\" or \"device\"", at: member.value.location)
      return nil
    }
    if axes.count > 1 {
      warning(
        "more than one kind of variation \(place); Xcode uses one, so only \"\(axis.key)\" is read",
        at: axes[1].keyLocation)
    }
    switch axis.key {
    case "plural":
      return readPlural(axis, place: place, substitutions: &substitutions, states: &states)
    case "device":
      guard let devices = axis.value.members else {
        wrongType(axis, expected: "an object of devices", place: place)
        return nil
      }
      var variants: [VariantNode.Variant] = []
      for device in devices {
        if !Self.deviceNames.contains(device.key) {
          warning(
            "unknown device \"\(device.key)\" \(place); known devices are iphone, ipad, ipod, mac, appletv, "
              + "applewatch, applevision and other", at: device.keyLocation)
        }
        let devicePlace = CatalogPlace.named(kind: "device", name: device.key, in: place)
        guard let node = readNode(device.value, place: devicePlace, substitutions: &substitutions, states: &states)
        else { continue }
        variants.removeAll { $0.selector == device.key }
        variants.append(VariantNode.Variant(selector: device.key, node: node, location: device.keyLocation))
      }
      return variants.isEmpty ? nil : .device(variants)
    default:
      error(
        "unknown variation \"\(axis.key)\" \(place); String Catalogs vary by \"plural\" or \"device\"",
        at: axis.keyLocation)
      return nil
    }
  }

  /// Reads plural categories into variants sorted in CLDR order; `other` is required (`missing-plural-category`), as
  /// every language's rules fall back to it.
  private mutating func readPlural(
    _ axis: JSONMember, place: CatalogPlace, substitutions: inout [Substitution], states: inout [String]
  ) -> VariantNode? {
    guard let categories = axis.value.members else {
      wrongType(axis, expected: "an object of plural categories", place: place)
      return nil
    }
    var variants: [VariantNode.Variant] = []
    for category in categories {
      guard PluralCategory(rawValue: category.key) != nil else {
        error(
          "\"\(category.key)\" \(place) is not a plural category; use zero, one, two, few, many or other",
          at: category.keyLocation)
        continue
      }
      let categoryPlace = CatalogPlace.named(kind: "plural", name: category.key, in: place)
      guard
        let node = readNode(category.value, place: categoryPlace, substitutions: &substitutions, states: &states)
      else { continue }
      variants.removeAll { $0.selector == category.key }
      variants.append(VariantNode.Variant(selector: category.key, node: node, location: category.keyLocation))
    }
    if !categories.contains(where: { $0.key == "other" }) {
      error(
        "the plural variation \(place) has no \"other\" category, which Apple requires; add \"other\"",
        at: axis.keyLocation, rule: .missingPluralCategory)
    }
    guard !variants.isEmpty else { return nil }
    return .plural(variants.sorted { PluralCategory(rawValue: $0.selector)! < PluralCategory(rawValue: $1.selector)! })
  }

  /// Reads `substitutions`: each needs `formatSpecifier` (the argument's printf conversion, `lld`) and `variations`;
  /// `argNum` (1-based) ties it to an argument when the text does not say. Substitutions nested in variations are
  /// hoisted to the localization. A name defined twice keeps its first definition, warned about only when the
  /// definitions differ.
  private mutating func readSubstitutions(
    _ member: JSONMember, place: CatalogPlace, into substitutions: inout [Substitution], states: inout [String]
  ) {
    guard let definitions = member.value.members else {
      wrongType(member, expected: "an object of substitutions", place: place)
      return
    }
    for definition in definitions {
      let substitutionPlace = CatalogPlace.named(kind: "substitution", name: definition.key, in: place)
      guard let fields = definition.value.members else {
        wrongType(definition, expected: "an object", place: .prefixed("(a substitution)", place))
        continue
      }
      var argumentNumber: Int?
      var formatSpecifier: String?
      var variants: VariantNode?
      for field in fields {
        switch field.key {
        case "argNum":
          if case let .number(text) = field.value.content, let number = Int(text), number >= 1 {
            argumentNumber = number
          } else {
            wrongType(field, expected: "a whole number of at least 1", place: substitutionPlace)
          }
        case "formatSpecifier":
          if let text = field.value.stringValue {
            formatSpecifier = text
          } else {
            wrongType(field, expected: "a string such as \"lld\"", place: substitutionPlace)
          }
        case "variations":
          var nested: [Substitution] = []
          variants = readVariations(field, place: substitutionPlace, substitutions: &nested, states: &states)
          for substitution in nested where !substitutions.contains(where: { $0.name == substitution.name }) {
            substitutions.append(substitution)
          }
        default:
          break
        }
      }
      if formatSpecifier == nil, !fields.contains(where: { $0.key == "formatSpecifier" }) {
        error(
          "substitution \"\(definition.key)\" \(place) has no \"formatSpecifier\"; add e.g. \"formatSpecifier\" : "
            + "\"lld\"", at: definition.keyLocation)
      }
      guard let variants else {
        if !fields.contains(where: { $0.key == "variations" }) {
          error("substitution \"\(definition.key)\" \(place) has no \"variations\"", at: definition.keyLocation)
        }
        continue
      }
      let substitution = Substitution(
        name: definition.key, argumentNumber: argumentNumber, formatSpecifier: formatSpecifier ?? "",
        variants: variants, location: definition.keyLocation)
      if let existing = substitutions.firstIndex(where: { $0.name == definition.key }) {
        if !substitutions[existing].hasSameContent(as: substitution) {
          warning(
            "substitution \"\(definition.key)\" is defined more than once \(place) with different content; the "
              + "generated code uses the first definition", at: definition.keyLocation)
        }
      } else {
        substitutions.append(substitution)
      }
    }
  }

  /// Reports `%#@name@` references with no substitution, and substitutions never referenced.
  ///
  /// The texts of the root and of every substitution are scanned, since substitutions may reference each other.
  private mutating func checkReferences(root: VariantNode, substitutions: [Substitution], place: CatalogPlace) {
    var referenced: Set<String> = []
    var texts = root.allTexts
    texts.append(contentsOf: substitutions.flatMap(\.variants.allTexts))
    for (text, location) in texts {
      for reference in FormatStringParser.parse(text).variables {
        referenced.insert(reference.name)
        if !substitutions.contains(where: { $0.name == reference.name }) {
          error(
            "'%#@\(reference.name)@' \(place) refers to the substitution \"\(reference.name)\", which is not defined; "
              + "add it to \"substitutions\" or fix the name", at: location, rule: .undefinedVariable)
        }
      }
    }
    for substitution in substitutions where !referenced.contains(substitution.name) {
      warning(
        "substitution \"\(substitution.name)\" \(place) is never referenced as %#@\(substitution.name)@",
        at: substitution.location)
    }
  }
}
