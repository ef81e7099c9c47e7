internal import Foundation
internal import L10nGenCore

/// Adds to a `.stringsdict` the strings it has no place for yet, as text, keeping every other byte: a plural category
/// the variable's dict lacks (a Polish `few`) as a `<key>`/`<string>` pair in CLDR order among its siblings, a
/// variable the key's dict lacks as a new variable dict at its end, and a key the file lacks as a new key dict after
/// its last key, in the shape Xcode writes (`NSStringLocalizedFormatKey`, then each variable with
/// `NSStringFormatSpecTypeKey` and `NSStringFormatValueTypeKey` copied from the development file, then its
/// categories). The file's own indentation and line breaks are used.
///
/// A new variable (or key) is written only when its `other` form comes with it, which Apple requires, and a new key
/// only when the development file has it (its variables' types come from there).
enum StringsDictInserter {
  /// What an insertion did.
  struct Outcome {
    /// The file's new bytes.
    var data: Data
    /// The paths written.
    var written: Set<[String]>
    /// The paths not written, each with why.
    var refused: [[String]: String]
  }

  /// CLDR's order of plural categories, in which the categories of a variable are kept.
  static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

  /// `data` with `additions` (`[key, "NSStringLocalizedFormatKey"]` or `[key, variable, category]` → value) added;
  /// `development` is the development language's `.stringsdict`, where new keys and variables take their types.
  static func insert(_ additions: [[String]: String], into data: Data, path: String, development: Data?) -> Outcome {
    var outcome = Outcome(data: data, written: [], refused: [:])
    guard !additions.isEmpty else { return outcome }
    guard let root = PropertyListXMLReader.read(data, path: path).root, let rootItems = root.dictionaryItems else {
      for path in additions.keys { outcome.refused[path] = "the file cannot be read as a property list" }
      return outcome
    }
    let developmentItems = development.flatMap { PropertyListXMLReader.read($0, path: path).root?.dictionaryItems }
    let text = String(decoding: data, as: UTF8.self)
    let scalars = Array(text.unicodeScalars)
    let layout = Layout(bytes: Array(data), scalars: scalars)
    var insertions: [(offset: Int, text: String)] = []
    var byKey: [String: [[String]: String]] = [:]
    for (path, value) in additions where !path.isEmpty { byKey[path[0], default: [:]][path] = value }
    for key in byKey.keys.sorted() {
      let paths = byKey[key]!
      let developmentKey = developmentItems?.last { $0.key == key }?.value.dictionaryItems
      if let keyItem = rootItems.last(where: { $0.key == key }), let keyItems = keyItem.value.dictionaryItems {
        var variables: [String: [String: String]] = [:]
        for (path, value) in paths {
          guard path.count == 3 else {
            outcome.refused[path] = "the key '\(key)' has no format string to replace"
            continue
          }
          variables[path[1], default: [:]][path[2]] = value
        }
        for name in variables.keys.sorted() {
          let categories = variables[name]!
          let variablePaths = categories.keys.map { [key, name, $0] }
          if let variable = keyItems.last(where: { $0.key == name })?.value, let items = variable.dictionaryItems {
            guard let dictEnd = layout.dictionaryEnd(of: variable) else {
              for path in variablePaths { outcome.refused[path] = "its dict in the file could not be found" }
              continue
            }
            let indent =
              items.first.map { layout.indentation(at: $0.keyLocation) }
              ?? layout.indentation(at: variable.location) + layout.unit
            for category in categories.keys.sorted(by: Self.categorySortsBefore) {
              let order = Self.categoryOrder.firstIndex(of: category) ?? Self.categoryOrder.count
              let next = items.first { item in
                (Self.categoryOrder.firstIndex(of: item.key) ?? -1) > order
              }
              let pair = Self.pair(category, categories[category]!, indent: indent, lineBreak: layout.lineBreak)
              if let next {
                // Before the next category's `<key>`, whose line's indentation is already there.
                insertions.append(
                  (
                    layout.offset(of: next.keyLocation),
                    String(pair.dropFirst(indent.count)) + layout.lineBreak + indent
                  ))
              } else {
                insertions.append(layout.insertionBefore(dictEnd, text: pair + layout.lineBreak))
              }
              outcome.written.insert([key, name, category])
            }
          } else {
            guard categories["other"] != nil else {
              for path in variablePaths {
                outcome.refused[path] =
                  "the variable '\(name)' is new in this language and the import brings no "
                  + "'other' form, which Apple requires; translate 'other' too"
              }
              continue
            }
            guard let types = developmentKey?.last(where: { $0.key == name })?.value.dictionaryItems,
              let dictEnd = layout.dictionaryEnd(of: keyItem.value)
            else {
              for path in variablePaths { outcome.refused[path] = "the development file has no variable '\(name)'" }
              continue
            }
            let indent =
              keyItems.first.map { layout.indentation(at: $0.keyLocation) }
              ?? layout.indentation(at: keyItem.value.location) + layout.unit
            let variableText = Self.variable(
              name, types: types, categories: categories, indent: indent, unit: layout.unit, lineBreak: layout.lineBreak
            )
            insertions.append(layout.insertionBefore(dictEnd, text: variableText))
            outcome.written.formUnion(variablePaths)
          }
        }
      } else {
        // A key the file does not have: a whole dict, after the last key.
        guard let developmentKey else {
          for path in paths.keys { outcome.refused[path] = "the development file has no key '\(key)'" }
          continue
        }
        let format =
          paths[[key, "NSStringLocalizedFormatKey"]]
          ?? developmentKey.last { $0.key == "NSStringLocalizedFormatKey" }?.value.stringValue ?? ""
        var variables: [String: [String: String]] = [:]
        for (path, value) in paths where path.count == 3 { variables[path[1], default: [:]][path[2]] = value }
        let names = developmentKey.filter { $0.value.dictionaryItems != nil }.map(\.key)
        if let name = names.first(where: { format.contains("@" + $0 + "@") && variables[$0]?["other"] == nil }) {
          for path in paths.keys {
            outcome.refused[path] =
              "'\(key)' is new in this language and the import brings no 'other' form of "
              + "'\(name)', which Apple requires; translate 'other' too"
          }
          continue
        }
        guard let rootEnd = layout.dictionaryEnd(of: root) else {
          for path in paths.keys { outcome.refused[path] = "the file's root dict could not be found" }
          continue
        }
        let indent =
          rootItems.last.map { layout.indentation(at: $0.keyLocation) }
          ?? layout.indentation(at: root.location) + layout.unit
        let inner = indent + layout.unit
        let lineBreak = layout.lineBreak
        var keyText = indent + "<key>" + XMLText.escaped(key) + "</key>" + lineBreak + indent + "<dict>" + lineBreak
        keyText += Self.pair("NSStringLocalizedFormatKey", format, indent: inner, lineBreak: lineBreak) + lineBreak
        for name in names where variables[name] != nil {
          let types = developmentKey.last { $0.key == name }?.value.dictionaryItems ?? []
          keyText += Self.variable(
            name, types: types, categories: variables[name]!, indent: inner, unit: layout.unit, lineBreak: lineBreak)
        }
        keyText += indent + "</dict>" + lineBreak
        insertions.append(layout.insertionBefore(rootEnd, text: keyText))
        outcome.written.formUnion(
          paths.keys.filter { $0.count == 2 || names.contains($0[1]) })
        for path in paths.keys where path.count == 3 && !names.contains(path[1]) {
          outcome.refused[path] = "the development file's '\(key)' has no variable '\(path[1])'"
        }
      }
    }
    guard !insertions.isEmpty else { return outcome }
    var output = ""
    output.unicodeScalars.reserveCapacity(scalars.count)
    var position = 0
    // Stable: insertions at one offset stay in the order made (CLDR order for categories).
    let sorted = insertions.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(data.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
    func append(_ range: Range<Int>) {
      for scalar in scalars[range] { UTF8.encode(scalar) { bytes.append($0) } }
    }
    for (_, insertion) in sorted {
      append(position..<insertion.offset)
      bytes.append(contentsOf: insertion.text.utf8)
      position = insertion.offset
    }
    append(position..<scalars.count)
    let edited = Data(bytes)
    // Never a broken file: what cannot be read back is not written.
    guard PropertyListXMLReader.read(edited, path: path).root != nil else {
      for path in outcome.written { outcome.refused[path] = "adding it would break the file" }
      outcome.written = []
      return outcome
    }
    outcome.data = edited
    return outcome
  }

  /// Whether plural category `lhs` comes before `rhs` in CLDR's order (unknown selectors last, by name).
  static func categorySortsBefore(_ lhs: String, _ rhs: String) -> Bool {
    let left = categoryOrder.firstIndex(of: lhs) ?? categoryOrder.count
    let right = categoryOrder.firstIndex(of: rhs) ?? categoryOrder.count
    return left != right ? left < right : lhs < rhs
  }

  /// `<key>key</key>`, a line break and `<string>value</string>`, each line indented.
  private static func pair(_ key: String, _ value: String, indent: String, lineBreak: String) -> String {
    indent + "<key>" + XMLText.escaped(key) + "</key>" + lineBreak + indent + "<string>" + XMLText.escaped(value)
      + "</string>"
  }

  /// A variable's key and dict: its types (the development's `NSStringFormatSpecTypeKey` and
  /// `NSStringFormatValueTypeKey`), then its categories in CLDR order; ends with a line break.
  private static func variable(
    _ name: String, types: [PropertyListDictionaryItem], categories: [String: String], indent: String, unit: String,
    lineBreak: String
  ) -> String {
    let inner = indent + unit
    var text = indent + "<key>" + XMLText.escaped(name) + "</key>" + lineBreak + indent + "<dict>" + lineBreak
    let spec = types.last { $0.key == "NSStringFormatSpecTypeKey" }?.value.stringValue ?? "NSStringPluralRuleType"
    text += pair("NSStringFormatSpecTypeKey", spec, indent: inner, lineBreak: lineBreak) + lineBreak
    if let valueType = types.last(where: { $0.key == "NSStringFormatValueTypeKey" })?.value.stringValue {
      text += pair("NSStringFormatValueTypeKey", valueType, indent: inner, lineBreak: lineBreak) + lineBreak
    }
    for category in categories.keys.sorted(by: categorySortsBefore) {
      text += pair(category, categories[category]!, indent: inner, lineBreak: lineBreak) + lineBreak
    }
    return text + indent + "</dict>" + lineBreak
  }

  /// The file's lines, indentation and line breaks.
  private struct Layout {
    /// The file's bytes, which the reader's byte ranges index.
    let bytes: [UInt8]
    let scalars: [Unicode.Scalar]
    /// Offsets of line starts (`\n`, `\r\n` and `\r` end a line).
    let lineStarts: [Int]
    /// `\r\n` when the file uses it, else `\n`.
    let lineBreak: String
    /// One level of indentation: the file's first indented line's whitespace, else a tab.
    let unit: String

    init(bytes: [UInt8], scalars: [Unicode.Scalar]) {
      self.bytes = bytes
      self.scalars = scalars
      var starts = [0]
      var index = 0
      var crlf = false
      while index < scalars.count {
        if scalars[index] == "\r" {
          if index + 1 < scalars.count && scalars[index + 1] == "\n" {
            index += 1
            crlf = true
          }
          starts.append(index + 1)
        } else if scalars[index] == "\n" {
          starts.append(index + 1)
        }
        index += 1
      }
      lineStarts = starts
      lineBreak = crlf ? "\r\n" : "\n"
      var unit = "\t"
      // The indentation of the first `<key>` line: the root dict's keys are one level in.
      for start in starts {
        var end = start
        while end < scalars.count && (scalars[end] == " " || scalars[end] == "\t") { end += 1 }
        if end > start && end + 4 < scalars.count && String(String.UnicodeScalarView(scalars[end..<end + 5])) == "<key>"
        {
          unit = String(String.UnicodeScalarView(scalars[start..<end]))
          break
        }
      }
      self.unit = unit
    }

    /// The scalar offset of `location`.
    func offset(of location: SourceLocation) -> Int {
      guard location.line >= 1 && location.line <= lineStarts.count else { return scalars.count }
      return min(scalars.count, lineStarts[location.line - 1] + location.column - 1)
    }

    /// The whitespace that starts the line of `location`.
    func indentation(at location: SourceLocation) -> String {
      guard location.line >= 1 && location.line <= lineStarts.count else { return "" }
      let start = lineStarts[location.line - 1]
      var end = start
      while end < scalars.count && (scalars[end] == " " || scalars[end] == "\t") { end += 1 }
      return String(String.UnicodeScalarView(scalars[start..<end]))
    }

    /// The scalar offset of the `</dict>` that closes `dictionary`, from the byte range the property-list reader
    /// (on the one XML scanner) recorded for it; `nil` for `<dict/>`, which has no end tag to insert before.
    func dictionaryEnd(of dictionary: PropertyListNode) -> Int? {
      guard let range = dictionary.location.byteRange, range.upperBound <= bytes.count, !range.isEmpty else {
        return nil
      }
      // The end tag is the last markup of the element, and markup holds no `<` of its own.
      var start = range.upperBound - 1
      while start > range.lowerBound && bytes[start] != UInt8(ascii: "<") { start -= 1 }
      guard start > range.lowerBound, start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "/") else { return nil }
      // Scalars start at every byte that is not a UTF-8 continuation byte.
      return bytes[..<start].count { $0 & 0xC0 != 0x80 }
    }

    /// The insertion of `text` (whole lines) before the `</dict>` at `end`: at its line's start when only
    /// indentation precedes it there, else right before it on a new line.
    func insertionBefore(_ end: Int, text: String) -> (offset: Int, text: String) {
      var start = end
      while start > 0 && (scalars[start - 1] == " " || scalars[start - 1] == "\t") { start -= 1 }
      if start == 0 || scalars[start - 1] == "\n" || scalars[start - 1] == "\r" { return (start, text) }
      return (end, lineBreak + text)
    }
  }
}
