package import Foundation
package import L10nGenCore

/// Merges extracted keys into a `.strings` table as text, so that a table `genstrings` (or a person) wrote changes
/// only where entries are added or removed: its encoding and byte-order mark (UTF-16 stays UTF-16), its line endings,
/// its order, its comments and their escaping, and every entry's text are kept byte for byte.
///
/// The table is cut into blocks, one per entry: the comment lines directly above the key (no blank line between)
/// through the line before the next block. A removed key's blocks go; a new entry is written in `genstrings`' form
/// (`/* comment */`, `"key" = "value";`, a blank line) before the first entry that sorts after it in `genstrings`'
/// case-insensitive order (``StringsTableExtractor/sortsBefore(_:_:)``), or at the end. Docs/Formats.md §1.9.
package enum GenstringsTableEditor {
  /// The text encoding of a table, with its byte-order mark.
  package enum Encoding: Hashable, Sendable {
    /// UTF-8, with or without a BOM.
    case utf8(byteOrderMark: Bool)
    /// UTF-16 with a BOM (what `genstrings` writes), little- or big-endian.
    case utf16(bigEndian: Bool)
    /// UTF-32 with a BOM.
    case utf32(bigEndian: Bool)

    /// The encoding of `data`, by its byte-order mark as CoreFoundation reads it (`StringsTextDecoder`).
    package init(of data: Data) {
      let bytes = [UInt8](data.prefix(4))
      if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
        self = .utf32(bigEndian: true)
      } else if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
        self = .utf32(bigEndian: false)
      } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        self = .utf8(byteOrderMark: true)
      } else if bytes.starts(with: [0xFF, 0xFE]) {
        self = .utf16(bigEndian: false)
      } else if bytes.starts(with: [0xFE, 0xFF]) {
        self = .utf16(bigEndian: true)
      } else {
        self = .utf8(byteOrderMark: false)
      }
    }

    /// `text` in this encoding, with the byte-order mark.
    package func encode(_ text: String) -> Data {
      switch self {
      case .utf8(let byteOrderMark):
        return Data((byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8))
      case .utf16(let bigEndian):
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 + text.utf16.count * 2)
        for unit in [0xFEFF] + Array(text.utf16) {
          bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return Data(bytes)
      case .utf32(let bigEndian):
        var bytes: [UInt8] = []
        for scalar in ["\u{FEFF}"] + Array(text.unicodeScalars) {
          let value = scalar.value
          let little = (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
          bytes += bigEndian ? little.reversed() : little
        }
        return Data(bytes)
      }
    }
  }

  /// The table `data` (whose entries, as read, are `entries`) with the entries of `removed` keys deleted and `added`
  /// entries inserted, in the table's own encoding.
  package static func edit(
    _ data: Data, entries: [StringsFileEntry], removing removed: Set<String>, adding added: [ExtractedEntry]
  ) -> Data {
    let encoding = Encoding(of: data)
    let units = StringsTextDecoder.decode(data).units
    let text = String(decoding: units, as: UTF16.self)
    let lines = splitLines(text)
    let newline = lines.first { $0.hasSuffix("\r\n") } != nil ? "\r\n" : "\n"

    // Each entry's block starts at its comment, if any, directly above its key.
    let keyLines = entries.map { max(0, min($0.keyLocation.line - 1, lines.count - 1)) }
    var starts: [Int] = []
    for (index, keyLine) in keyLines.enumerated() {
      let floor = index == 0 ? -1 : max(keyLines[index - 1], starts[index - 1])
      var start = keyLine
      while start - 1 > floor {
        let above = lines[start - 1].trimmingCharacters(in: .whitespacesAndNewlines)
        if above.isEmpty || above.hasSuffix(";") { break }
        start -= 1
      }
      starts.append(max(start, index == 0 ? 0 : starts[index - 1]))
    }

    // Each new entry goes before the first entry that sorts after it.
    var insertions: [Int: [ExtractedEntry]] = [:]
    for entry in added {
      let position =
        entries.indices.first {
          !removed.contains(entries[$0].key) && StringsTableExtractor.sortsBefore(entry.key, entries[$0].key)
        } ?? entries.count
      insertions[position, default: []].append(entry)
    }

    var output = ""
    output.reserveCapacity(text.utf8.count + added.count * 80)
    let firstStart = starts.first ?? lines.count
    output += lines[0..<firstStart].joined()
    for index in entries.indices {
      for entry in (insertions[index] ?? []).sorted(by: { StringsTableExtractor.sortsBefore($0.key, $1.key) }) {
        output += StringsTableExtractor.render([entry]).replacingOccurrences(of: "\n", with: newline)
      }
      guard !removed.contains(entries[index].key) else { continue }
      let end = index + 1 < starts.count ? starts[index + 1] : lines.count
      output += lines[starts[index]..<end].joined()
    }
    if let atEnd = insertions[entries.count], !atEnd.isEmpty {
      // One blank line between the last entry and the new ones, and the file's own ending after them.
      let endsWithBlankLine = output.hasSuffix(newline + newline) || output.isEmpty
      if !output.isEmpty && !output.hasSuffix(newline) && !output.hasSuffix("\n") { output += newline }
      if !endsWithBlankLine { output += newline }
      var rendered = StringsTableExtractor.render(atEnd).replacingOccurrences(of: "\n", with: newline)
      if !endsWithBlankLine { rendered.removeLast(newline.count) }
      output += rendered
    }
    return encoding.encode(output)
  }

  /// The lines of `text`, each with its line break (`\n`, `\r\n` or `\r`, as `StringsSourceLocator` counts them).
  static func splitLines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      current.append(scalar)
      if scalar == "\n" || (scalar == "\r" && pending != "\n") {
        lines.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { lines.append(String(current)) }
    return lines
  }
}
