package import Foundation
package import L10nGenCore

/// Adds keys to a String Catalog (`.xcstrings`) and sets translations, writing the file back exactly as Xcode does.
///
/// Xcode's form: `"key" : value`, two-space indentation, every object's members in ``sortsBefore(_:_:)`` order
/// (Finder's order: case-insensitive, numbers by value), an empty object as `{`, an empty line, `}`. Existing
/// members keep their order, so reading and writing an unchanged catalog gives its bytes back (checked on every
/// catalog of the corpus, a missing final newline or a byte-order mark included); a new member goes before the first
/// member that sorts after it. Everything the editor does not touch (variations, substitutions, comments, unknown
/// members) is kept as written.
///
/// ```swift
/// var editor = try StringCatalogEditor(data: data, path: path)
/// try editor.addKey("settings.title", translations: ["en": "Settings", "de": "Einstellungen"])
/// try editor.setTranslation("Réglages", state: .needsReview, forKey: "settings.title", language: "fr")
/// let newData = editor.data
/// ```
package struct StringCatalogEditor: Sendable {
  /// The state of a translation (`stringUnit.state`), as Xcode's catalog editor shows it.
  package enum TranslationState: String, Hashable, Sendable, CaseIterable {
    /// Translated and reviewed.
    case translated
    /// Translated, to be reviewed (the source text changed, or it was imported as such).
    case needsReview = "needs_review"
    /// Not translated yet.
    case new
    /// The key is no longer found in the source.
    case stale
  }

  /// Why a catalog could not be read or changed; the message says what to do.
  package struct EditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and how to fix it.
    package var message: String
    /// Where, for a file that cannot be read; `nil` for an edit that cannot be made.
    package var location: SourceLocation?

    package var description: String { message }
  }

  /// The catalog's top-level members (`sourceLanguage`, `strings`, `version`); `strings` is kept in ``strings``.
  private var root: [(key: String, value: XcodeJSONValue)]
  /// The members of the `strings` object: one per key.
  private var strings: [(key: String, value: XcodeJSONValue)]
  /// Where each key is in ``strings`` (the first, should a hand-edited file repeat a key).
  private var positions: [String: Int]
  /// Whether the file started with a UTF-8 byte-order mark (kept).
  private let byteOrderMark: Bool
  /// Whether the file ended with a line break (Xcode writes none; a file that has one keeps it).
  private let finalLineBreak: Bool

  /// Reads a catalog from its bytes. Throws when it is not valid JSON or has no `strings` object.
  package init(data: Data, path: String) throws(EditError) {
    let root: JSONNode
    switch JSONValueReader.parse(data, path: path) {
    case .success(let node): root = node
    case .failure(let error):
      throw EditError(message: "invalid JSON: \(error.message); fix the file in Xcode first", location: error.location)
    }
    guard let members = XcodeJSONValue(root).members,
      let strings = members.first(where: { $0.key == "strings" })?.value.members
    else {
      throw EditError(
        message: "not a String Catalog: the top-level object needs a \"strings\" object", location: root.location)
    }
    self.root = members
    self.strings = strings
    positions = Self.positions(of: strings)
    byteOrderMark = data.starts(with: [0xEF, 0xBB, 0xBF])
    finalLineBreak = data.last == UInt8(ascii: "\n")
  }

  /// A new catalog without keys, as Xcode creates it.
  package init(sourceLanguage: String) {
    root = [
      (key: "sourceLanguage", value: .string(sourceLanguage)), (key: "strings", value: .object([])),
      (key: "version", value: .string("1.0")),
    ]
    strings = []
    positions = [:]
    byteOrderMark = false
    finalLineBreak = false
  }

  /// The language the catalog's keys are written in (`sourceLanguage`), `nil` when the file has none.
  package var sourceLanguage: String? { Self.member("sourceLanguage", of: root)?.stringValue }

  /// The keys, in file order.
  package var keys: [String] { strings.map(\.key) }

  /// Whether the catalog has `key`.
  package func contains(_ key: String) -> Bool {
    position(of: key) != nil
  }

  /// The `stringUnit` value and state of `key` in `language`; `nil` when there is none (no such key or language, or
  /// a value with plural or device variations).
  package func translation(ofKey key: String, language: String) -> (value: String, state: String)? {
    guard let index = position(of: key), let unit = strings[index].value["localizations"]?[language]?["stringUnit"],
      let value = unit["value"]?.stringValue
    else { return nil }
    return (value, unit["state"]?.stringValue ?? "")
  }

  /// Adds `key` with one `stringUnit` per language of `translations`, all in `state`.
  ///
  /// `extractionState` is `manual` by default, as Xcode marks keys that are not extracted from code (it would mark
  /// them stale otherwise); pass `nil` to leave it out. Throws when the key exists.
  package mutating func addKey(
    _ key: String, comment: String? = nil, extractionState: String? = "manual", translations: [String: String],
    state: TranslationState = .translated
  ) throws(EditError) {
    guard !contains(key) else {
      throw EditError(message: "the catalog already has the key '\(key)'; set its translations instead")
    }
    var members: [(key: String, value: XcodeJSONValue)] = []
    if let comment { members.append((key: "comment", value: .string(comment))) }
    if let extractionState { members.append((key: "extractionState", value: .string(extractionState))) }
    let localizations = translations.map { language, value in
      (key: language, value: Self.localization(value: value, state: state))
    }
    members.append((key: "localizations", value: .object(localizations.sorted { Self.sortsBefore($0.key, $1.key) })))
    let index = Self.insertionIndex(of: key, in: strings)
    strings.insert((key: key, value: .object(members)), at: index)
    for (other, position) in positions where position >= index { positions[other] = position + 1 }
    positions[key] = index
  }

  /// Sets the translation of an existing `key` in `language` to `value` in `state`, adding the language when the key
  /// has none. Throws when the key is missing or its value in `language` has plural or device variations (which have
  /// no single value).
  package mutating func setTranslation(
    _ value: String, state: TranslationState = .translated, forKey key: String, language: String
  ) throws(EditError) {
    guard let index = position(of: key) else {
      throw EditError(message: "the catalog has no key '\(key)'; add it first")
    }
    var entry = strings[index].value.members ?? []
    var localizations = Self.member("localizations", of: entry)?.members ?? []
    if let existing = Self.member(language, of: localizations)?.members {
      guard Self.member("variations", of: existing) == nil else {
        throw EditError(
          message: "'\(key)' varies by plural or device in '\(language)'; edit its variations in Xcode")
      }
      var unit = Self.member("stringUnit", of: existing)?.members ?? []
      Self.set("state", to: .string(state.rawValue), in: &unit)
      Self.set("value", to: .string(value), in: &unit)
      var localization = existing
      Self.set("stringUnit", to: .object(unit), in: &localization)
      Self.set(language, to: .object(localization), in: &localizations)
    } else {
      Self.set(language, to: Self.localization(value: value, state: state), in: &localizations)
    }
    Self.set("localizations", to: .object(localizations), in: &entry)
    strings[index].value = .object(entry)
  }

  /// Sets one variant of `key` in `language`, named by its path as Xcode's XLIFF ids name it (`plural.one`,
  /// `device.iphone.plural.one`, `width.1.plural.few`, `substitutions.count.plural.few`), creating the variations a
  /// language does not have yet. A substitution the language lacks takes its `argNum` and `formatSpecifier` from
  /// the source language's; a plain value the variant replaces (`plural` or `device` at the top) is removed, as the
  /// language's text now varies. Throws when the key is missing or the path is not one Xcode writes.
  package mutating func setVariant(
    _ value: String, state: TranslationState = .translated, forKey key: String, language: String, path: String
  ) throws(EditError) {
    guard let index = position(of: key) else {
      throw EditError(message: "the catalog has no key '\(key)'; add it first")
    }
    guard let parts = Self.variantPath(path) else {
      throw EditError(message: "'\(path)' is not a variant path Xcode writes (plural.one, device.iphone, ...)")
    }
    var entry = strings[index].value.members ?? []
    var localizations = Self.member("localizations", of: entry)?.members ?? []
    var localization = Self.member(language, of: localizations)?.members ?? []
    let sourceLocalization = sourceLanguage.flatMap { Self.member($0, of: localizations)?.members } ?? []
    if parts[0] == "substitutions" {
      var substitutions = Self.member("substitutions", of: localization)?.members ?? []
      var substitution = Self.member(parts[1], of: substitutions)?.members ?? []
      if substitution.isEmpty {
        let source = Self.member("substitutions", of: sourceLocalization)?.members
        for name in ["argNum", "formatSpecifier"] {
          if let copied = source.flatMap({ Self.member(parts[1], of: $0)?.members }).flatMap({
            Self.member(name, of: $0)
          }) {
            Self.set(name, to: copied, in: &substitution)
          }
        }
      }
      Self.setVariant(value, state: state, parts: parts.dropFirst(2), in: &substitution)
      Self.set(parts[1], to: .object(substitution), in: &substitutions)
      Self.set("substitutions", to: .object(substitutions), in: &localization)
    } else {
      localization.removeAll { $0.key == "stringUnit" }
      Self.setVariant(value, state: state, parts: parts[...], in: &localization)
    }
    Self.set(language, to: .object(localization), in: &localizations)
    Self.set("localizations", to: .object(localizations), in: &entry)
    strings[index].value = .object(entry)
  }

  /// Whether `key` has, in `language`, the variant at `path` (as ``setVariant(_:state:forKey:language:path:)`` names
  /// it).
  package func hasVariant(forKey key: String, language: String, path: String) -> Bool {
    guard let index = position(of: key), let parts = Self.variantPath(path) else { return false }
    let localizations = Self.member("localizations", of: strings[index].value.members ?? [])?.members ?? []
    guard var node = Self.member(language, of: localizations)?.members else { return false }
    var rest = parts[...]
    if parts[0] == "substitutions" {
      let substitutions = Self.member("substitutions", of: node)?.members ?? []
      guard let substitution = Self.member(parts[1], of: substitutions)?.members else { return false }
      node = substitution
      rest = rest.dropFirst(2)
    }
    while rest.count >= 2, let kind = rest.first, let selector = rest.dropFirst().first {
      let variations = Self.member("variations", of: node)?.members ?? []
      guard let child = Self.member(selector, of: Self.member(kind, of: variations)?.members ?? [])?.members else {
        return false
      }
      node = child
      rest = rest.dropFirst(2)
    }
    return true
  }

  /// Whether `key` has, in `language`, the substitution `name` (`%#@name@` in its text).
  package func hasSubstitution(_ name: String, forKey key: String, language: String) -> Bool {
    guard let index = position(of: key) else { return false }
    let localizations = Self.member("localizations", of: strings[index].value.members ?? [])?.members ?? []
    let localization = Self.member(language, of: localizations)?.members ?? []
    return Self.member(name, of: Self.member("substitutions", of: localization)?.members ?? []) != nil
  }

  /// A variant path as pairs of kind and selector (`["plural", "one"]`), with a substitution's name whole even when
  /// it holds dots (`substitutions.remaining.strings.plural.one`); `nil` when it is no path Xcode writes.
  static func variantPath(_ path: String) -> [String]? {
    var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let kinds: Set<String> = ["plural", "device", "width"]
    if parts.first == "substitutions" {
      guard let end = parts.indices.dropFirst(2).first(where: { kinds.contains(parts[$0]) }) else { return nil }
      parts.replaceSubrange(1..<end, with: [parts[1..<end].joined(separator: ".")])
    }
    guard parts.count >= 2, parts.count.isMultiple(of: 2),
      stride(from: 0, to: parts.count, by: 2).allSatisfy({
        (kinds.contains(parts[$0]) || ($0 == 0 && parts[0] == "substitutions")) && !parts[$0 + 1].isEmpty
      })
    else { return nil }
    return parts
  }

  /// Sets the `stringUnit` at the end of `parts` (pairs of kind and selector) below `node`, creating what is missing.
  private static func setVariant(
    _ value: String, state: TranslationState, parts: ArraySlice<String>,
    in node: inout [(key: String, value: XcodeJSONValue)]
  ) {
    guard parts.count >= 2, let kind = parts.first, let selector = parts.dropFirst().first else {
      var unit = member("stringUnit", of: node)?.members ?? []
      set("state", to: .string(state.rawValue), in: &unit)
      set("value", to: .string(value), in: &unit)
      set("stringUnit", to: .object(unit), in: &node)
      return
    }
    var variations = member("variations", of: node)?.members ?? []
    var kinds = member(kind, of: variations)?.members ?? []
    var child = member(selector, of: kinds)?.members ?? []
    setVariant(value, state: state, parts: parts.dropFirst(2), in: &child)
    set(selector, to: .object(child), in: &kinds)
    set(kind, to: .object(kinds), in: &variations)
    set("variations", to: .object(variations), in: &node)
  }

  /// The catalog as Xcode writes it (UTF-8, no final line break unless the file read had one).
  package var data: Data {
    var text = byteOrderMark ? "\u{FEFF}" : ""
    var members = root
    Self.set("strings", to: .object(strings), in: &members)
    XcodeJSONValue.object(members).write(to: &text, indentation: 0)
    if finalLineBreak { text += "\n" }
    return Data(text.utf8)
  }

  /// Whether Xcode puts member name `first` before `second`: Finder's order (`localizedStandardCompare`:
  /// case-insensitive, digits compared as numbers, ties broken by case), in English collation so that it does not
  /// depend on the machine's language. Checked against the order of every catalog in the corpus.
  package static func sortsBefore(_ first: String, _ second: String) -> Bool {
    first.compare(
      second, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], range: nil,
      locale: englishLocale) == .orderedAscending
  }

  /// The locale of ``sortsBefore(_:_:)``.
  private static let englishLocale = Locale(identifier: "en")

  /// The entry of `key` (the object of its members), `nil` when the catalog has no such key.
  func entry(ofKey key: String) -> XcodeJSONValue? {
    position(of: key).map { strings[$0].value }
  }

  /// Replaces the entry of `key`, adds it where Xcode puts it when the catalog has none, or, with `nil`, removes it.
  mutating func setEntry(_ entry: XcodeJSONValue?, forKey key: String) {
    if let index = position(of: key) {
      if let entry {
        strings[index].value = entry
      } else {
        strings.remove(at: index)
        positions = Self.positions(of: strings)
      }
    } else if let entry {
      let index = Self.insertionIndex(of: key, in: strings)
      strings.insert((key: key, value: entry), at: index)
      for (other, position) in positions where position >= index { positions[other] = position + 1 }
      positions[key] = index
    }
  }

  /// The index of `key` in ``strings``.
  private func position(of key: String) -> Int? {
    positions[key]
  }

  /// Where each key is in `strings`: the first of a repeated key.
  private static func positions(of strings: [(key: String, value: XcodeJSONValue)]) -> [String: Int] {
    var positions: [String: Int] = [:]
    for (index, member) in strings.enumerated().reversed() { positions[member.key] = index }
    return positions
  }

  /// `{ "stringUnit" : { "state" : ..., "value" : ... } }`.
  private static func localization(value: String, state: TranslationState) -> XcodeJSONValue {
    .object([
      (
        key: "stringUnit",
        value: .object([(key: "state", value: .string(state.rawValue)), (key: "value", value: .string(value))])
      )
    ])
  }

  /// Where `key` goes among `members`: before the first that sorts after it (binary search; Xcode's files are sorted).
  private static func insertionIndex(of key: String, in members: [(key: String, value: XcodeJSONValue)]) -> Int {
    var low = 0
    var high = members.count
    while low < high {
      let middle = (low + high) / 2
      if sortsBefore(key, members[middle].key) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The value of the first member named `key`.
  private static func member(_ key: String, of members: [(key: String, value: XcodeJSONValue)]) -> XcodeJSONValue? {
    members.first { $0.key == key }?.value
  }

  /// Replaces the value of member `key`, or inserts the member in order.
  private static func set(
    _ key: String, to value: XcodeJSONValue, in members: inout [(key: String, value: XcodeJSONValue)]
  ) {
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = value
    } else {
      members.insert((key: key, value: value), at: insertionIndex(of: key, in: members))
    }
  }
}
