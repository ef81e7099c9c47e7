package import Foundation
package import L10nGenCore

/// `genstrings` for every platform: the `.strings` tables of the development language, built from the keys code
/// uses and merged with the tables that exist.
///
/// The output follows `genstrings`' documented format: entries sorted by key, case-insensitively, each a `/* comment */` line (`No
/// comment provided by engineer.` without one; several different comments of one key on separate lines of one
/// comment) and a `"key" = "value";` line, a blank line after each. A value with several format arguments gets
/// positional specifiers (`%@ and %@` → `%1$@ and %2$@`), as `genstrings` writes them. When merging, existing
/// values and comments win; keys the code no longer uses are kept unless pruned, and an existing table changes only
/// where entries are added or removed (``merge(existingData:existing:extracted:prune:isInUse:)``).
package enum StringsTableExtractor {
  /// The comment `genstrings` writes for a key without one.
  package static let missingComment = "No comment provided by engineer."

  /// The result of merging one table.
  package struct Merge: Hashable, Sendable {
    /// The file's new text.
    package var text: String
    /// The file's new bytes: `text` in UTF-8 for a new table; for an existing one, its own encoding, with only the
    /// new and removed entries changed (``GenstringsTableEditor``).
    package var data: Data
    /// Keys that were not in the file.
    package var added: [String]
    /// Keys of the file that no code uses (deleted from `text` only when pruning).
    package var unused: [StringsFileEntry]
    /// Keys of the file that no extractable call names but that code uses otherwise, or may use (a generated accessor,
    /// a key symbol, an `lz*` key, a `dynamicKeys` pattern, a call out of sight): always kept, even when pruning.
    package var kept: [StringsFileEntry] = []
  }

  /// The entries of each table, from every extractable usage with a known key (keys with an interpolation of
  /// unknown type cannot be written and are left out; see ``skippedUsages(_:)``).
  package static func entries(from usages: [KeyUsage]) -> [String: [ExtractedEntry]] {
    var byTable: [String: [String: (value: String?, comments: Set<String>, first: SourceLocation)]] = [:]
    for usage in usages where usage.isExtractable {
      guard let key = usage.key.text else { continue }
      var entry = byTable[usage.table]?[key] ?? (nil, [], usage.location)
      if let value = usage.value, entry.value == nil || usage.location < entry.first {
        entry.value = value
      }
      entry.first = min(entry.first, usage.location)
      if let comment = usage.comment, !comment.isEmpty { entry.comments.insert(comment) }
      byTable[usage.table, default: [:]][key] = entry
    }
    return byTable.mapValues { keys in
      keys.map { key, entry in
        ExtractedEntry(key: key, value: positional(entry.value ?? key), comments: entry.comments.sorted())
      }.sorted { $0.key < $1.key }
    }
  }

  /// The extractable usages whose key cannot be written: an interpolation whose type is not visible.
  package static func skippedUsages(_ usages: [KeyUsage]) -> [KeyUsage] {
    usages.filter { $0.isExtractable && $0.key.text == nil }
  }

  /// Merges `extracted` into the entries of an existing file (`nil` when there is none). `isInUse` tells whether code
  /// uses (or may use) a key in a way extraction does not write (``Merge/kept``): such a key is neither unused nor
  /// pruned.
  package static func merge(
    existing: [StringsFileEntry]?, extracted: [ExtractedEntry], prune: Bool,
    isInUse: (String) -> Bool = { _ in false }
  ) -> Merge {
    let existingByKey = Dictionary((existing ?? []).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let extractedKeys = Set(extracted.map(\.key))
    var entries: [ExtractedEntry] = []
    var added: [String] = []
    for entry in extracted {
      if let old = existingByKey[entry.key] {
        let comments = old.comment.map { [$0] } ?? entry.comments
        entries.append(ExtractedEntry(key: entry.key, value: old.value, comments: comments))
      } else {
        entries.append(entry)
        added.append(entry.key)
      }
    }
    var seen: Set<String> = []
    let notExtracted = (existing ?? []).filter { !extractedKeys.contains($0.key) && seen.insert($0.key).inserted }
    var unused: [StringsFileEntry] = []
    var kept: [StringsFileEntry] = []
    for entry in notExtracted {
      if isInUse(entry.key) { kept.append(entry) } else { unused.append(entry) }
    }
    let remaining = prune ? kept : notExtracted
    entries += remaining.map { ExtractedEntry(key: $0.key, value: $0.value, comments: $0.comment.map { [$0] } ?? []) }
    let text = render(entries)
    return Merge(text: text, data: Data(text.utf8), added: added, unused: unused, kept: kept)
  }

  /// Merges `extracted` into the existing table `data` (read as `existing`), changing nothing but the new entries and,
  /// when pruning, the unused ones: the table keeps its encoding, order, comments and escaping
  /// (``GenstringsTableEditor``).
  package static func merge(
    existingData data: Data, existing: [StringsFileEntry], extracted: [ExtractedEntry], prune: Bool,
    isInUse: (String) -> Bool = { _ in false }
  ) -> Merge {
    let plain = merge(existing: existing, extracted: extracted, prune: prune, isInUse: isInUse)
    let addedKeys = Set(plain.added)
    let edited = GenstringsTableEditor.edit(
      data, entries: existing, removing: prune ? Set(plain.unused.map(\.key)) : [],
      adding: extracted.filter { addedKeys.contains($0.key) })
    let text = String(decoding: StringsTextDecoder.decode(edited).units, as: UTF16.self)
    return Merge(text: text, data: edited, added: plain.added, unused: plain.unused, kept: plain.kept)
  }

  /// Whether `key` comes before `other` in `genstrings`' order: case-insensitive, then by code point.
  package static func sortsBefore(_ key: String, _ other: String) -> Bool {
    let folded = (key.lowercased(), other.lowercased())
    if folded.0 != folded.1 { return folded.0.unicodeScalars.lexicographicallyPrecedes(folded.1.unicodeScalars) }
    return key.unicodeScalars.lexicographicallyPrecedes(other.unicodeScalars)
  }

  /// The file text of `entries`, in `genstrings`' order (``sortsBefore(_:_:)``).
  package static func render(_ entries: [ExtractedEntry]) -> String {
    var text = ""
    for entry in entries.sorted(by: { sortsBefore($0.key, $1.key) }) {
      let comment = entry.comments.isEmpty ? missingComment : entry.comments.joined(separator: "\n   ")
      text +=
        "/* \(StringsLiteral.comment(comment)) */\n\"\(StringsLiteral.escaped(entry.key))\" = \"\(StringsLiteral.escaped(entry.value))\";\n\n"
    }
    return text
  }

  /// `value` with positional specifiers when it has two or more sequential ones (`%@ of %d` → `%1$@ of %2$d`).
  package static func positional(_ value: String) -> String {
    let scalars = Array(value.unicodeScalars)
    var starts: [Int] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      var cursor = index + 1
      if cursor < scalars.count, scalars[cursor] == "%" {
        index = cursor + 1
        continue
      }
      let digitsStart = cursor
      while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
      // Already positional, or a `*` width: leave the value as written.
      if cursor < scalars.count, cursor > digitsStart, scalars[cursor] == "$" { return value }
      cursor = digitsStart
      while cursor < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
      while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) || scalars[cursor] == "." {
        cursor += 1
      }
      if cursor < scalars.count, scalars[cursor] == "*" { return value }
      while cursor < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
      if cursor < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[cursor]) {
        starts.append(index)
        index = cursor + 1
      } else {
        index += 1
      }
    }
    guard starts.count >= 2 else { return value }
    var result = String.UnicodeScalarView()
    var next = 0
    for (position, start) in starts.enumerated() {
      result.append(contentsOf: scalars[next...start])
      result.append(contentsOf: "\(position + 1)$".unicodeScalars)
      next = start + 1
    }
    result.append(contentsOf: scalars[next...])
    return String(result)
  }
}
