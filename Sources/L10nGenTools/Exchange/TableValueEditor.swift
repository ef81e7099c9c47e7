internal import Foundation
internal import L10nGenCore

/// Replaces translations in `.strings` and `.stringsdict` files as text, so that a file changes only where a value
/// changes: its encoding and byte-order mark, line endings, comments, order and every other byte are kept.
///
/// A `.strings` value is found at the location its reader gives (the value's first character, line and column in
/// Unicode scalars) and replaced by `"escaped"`; new keys are appended in ibtool's layout by ``StringsTableEdit``, and
/// a new file is written as UTF-8. A `.stringsdict` string is found through the property-list tree (the `<string>`
/// element's location) and its character data replaced, XML-escaped.
enum TableValueEditor {
  /// One replacement: the line and column where the old text starts, and the text that goes there.
  struct Replacement {
    var line: Int
    var column: Int
    var value: String
  }

  /// `.strings` `data` with the values of `changes` (key → new value) replaced in place and `additions` placed at the
  /// end of their group: after the last entry whose key shares the most leading dotted parts with the new key
  /// (`login.hint` after the last `login.…` entry), or at the end of the file when none shares one.
  static func editStrings(_ data: Data?, path: String, changes: [String: String], additions: [StringsTextEntry])
    -> Data
  {
    guard let data else { return StringsTableEdit.appending(additions, to: nil) }
    // The parsed entries are needed only for where values start and where groups end: read in a scope of their own
    // so that they are gone before the text is edited (the largest tables are the ones imports edit most).
    let (replacements, insertions, appendedFirst) = {
      () -> ([Replacement], [Int: [StringsTextEntry]], [StringsTextEntry]) in
      let entries = changes.isEmpty && additions.isEmpty ? [] : StringsFileReader.parse(data, path: path).entries
      // Each addition's anchor: the line of the last entry of its group.
      var insertions: [Int: [StringsTextEntry]] = [:]
      var appended: [StringsTextEntry] = []
      for addition in additions {
        if let line = groupEnd(of: addition.key, in: entries) {
          insertions[line, default: []].append(addition)
        } else {
          appended.append(addition)
        }
      }
      // Where the last value of each changed key starts (only those: a table's whole index would be large).
      var starts: [String: SourceLocation] = [:]
      if !changes.isEmpty {
        for entry in entries where changes[entry.key] != nil { starts[entry.key] = entry.valueLocation }
      }
      let replacements = starts.map { key, location in
        Replacement(line: location.line, column: location.column, value: changes[key]!)
      }
      return (replacements, insertions, appended)
    }()
    var appended = appendedFirst
    var result = data
    if let edited = replacements.isEmpty ? nil : replacingInUTF8(data, replacements) {
      result = edited
    } else if !replacements.isEmpty {
      let text = String(decoding: StringsTextDecoder.decode(data).units, as: UTF16.self)
      let edited = replace(in: text, replacements) { lineScalars, start, value in
        let end = stringsTokenEnd(lineScalars, from: start)
        return (end, "\"" + StringsLiteral.escaped(value) + "\"")
      }
      result = GenstringsTableEditor.Encoding(of: data).encode(edited)
    }
    if !insertions.isEmpty {
      var text = String(decoding: StringsTextDecoder.decode(result).units, as: UTF16.self)
      var placed: [StringsTextEntry] = []
      text = insert(insertions, into: text, placed: &placed)
      appended += additions.filter { addition in !placed.contains(addition) && !appended.contains(addition) }
      result = GenstringsTableEditor.Encoding(of: data).encode(text)
    }
    return appended.isEmpty ? result : StringsTableEdit.appending(appended, to: result)
  }

  /// The line of the statement that ends the group of `key`: the last entry sharing the most leading dotted parts
  /// with it (at least one), or `nil`.
  private static func groupEnd(of key: String, in entries: [StringsFileEntry]) -> Int? {
    let parts = key.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return nil }
    var best: (shared: Int, line: Int)?
    for entry in entries {
      let other = entry.key.split(separator: ".", omittingEmptySubsequences: false)
      var shared = 0
      while shared < min(parts.count - 1, other.count - 1), parts[shared] == other[shared] { shared += 1 }
      guard shared > 0, shared >= (best?.shared ?? 0) else { continue }
      best = (shared, entry.valueLocation.line)
    }
    return best?.line
  }

  /// `text` with each group's new entries after the first line, from the anchor's line on, that holds its statement's
  /// `;`; `placed` receives the entries so placed (the others are appended by the caller).
  private static func insert(
    _ insertions: [Int: [StringsTextEntry]], into text: String, placed: inout [StringsTextEntry]
  ) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for line in insertions.keys.sorted(by: >) {
      guard line >= 1, line <= lines.count else { continue }
      var index = line - 1
      while index < lines.count, index < line + 16,
        !lines[index].contains(";")
      {
        index += 1
      }
      guard index < lines.count, index < line + 16, let entries = insertions[line] else { continue }
      let newLines = StringsTableEdit.text(entries).dropLast().split(separator: "\n", omittingEmptySubsequences: false)
      lines.insert(contentsOf: newLines.map(String.init), at: index + 1)
      placed += entries
    }
    return lines.joined(separator: "\n")
  }

  /// `.stringsdict` `data` with the strings at `paths` (`[key, "NSStringLocalizedFormatKey"]` or `[key, variable,
  /// category]` → new value) replaced; returns the paths it could not find (to be reported).
  static func editStringsDict(_ data: Data, path: String, changes: [[String]: String]) -> (
    data: Data, missing: [[String]]
  ) {
    guard let root = PropertyListXMLReader.read(data, path: path).root else { return (data, Array(changes.keys)) }
    var replacements: [Replacement] = []
    var missing: [[String]] = []
    for (keyPath, value) in changes {
      var node: PropertyListNode? = root
      for component in keyPath {
        node = node?.dictionaryItems?.last { $0.key == component }?.value
      }
      guard let node, case .string = node.content else {
        missing.append(keyPath)
        continue
      }
      replacements.append(Replacement(line: node.location.line, column: node.location.column, value: value))
    }
    let text = String(decoding: data, as: UTF8.self)
    let edited = replace(in: text, replacements) { scalars, start, value in
      // At `<string>` or `<string/>`: the element's content up to `</string>` is replaced.
      let escaped = XMLText.escaped(value)
      let open = Array("<string>".unicodeScalars)
      let empty = Array("<string/>".unicodeScalars)
      if Array(scalars[start..<min(scalars.count, start + empty.count)]) == empty {
        return (start + empty.count, "<string>" + escaped + "</string>")
      }
      guard Array(scalars[start..<min(scalars.count, start + open.count)]) == open else { return (start, "") }
      let close = Array("</string>".unicodeScalars)
      var end = start + open.count
      while end + close.count <= scalars.count && Array(scalars[end..<(end + close.count)]) != close { end += 1 }
      return (min(end + close.count, scalars.count), "<string>" + escaped + "</string>")
    }
    return (Data(edited.utf8), missing)
  }

  /// `text` with each replacement applied: `token` gets the scalars of the text from the replacement's line on, the
  /// offset of its column, and the value, and returns where the old token ends and what replaces it.
  private static func replace(
    in text: String, _ replacements: [Replacement],
    token: (_ scalars: [Unicode.Scalar], _ start: Int, _ value: String) -> (end: Int, text: String)
  ) -> String {
    let scalars = Array(text.unicodeScalars)
    // Offsets of line starts, counting \n, \r\n and \r as StringsSourceLocator does.
    var lineStarts = [0]
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\r" {
        if index + 1 < scalars.count && scalars[index + 1] == "\n" { index += 1 }
        lineStarts.append(index + 1)
      } else if scalars[index] == "\n" {
        lineStarts.append(index + 1)
      }
      index += 1
    }
    var pieces: [(start: Int, end: Int, text: String)] = []
    for replacement in replacements {
      guard replacement.line >= 1 && replacement.line <= lineStarts.count else { continue }
      let start = lineStarts[replacement.line - 1] + replacement.column - 1
      guard start >= 0 && start < scalars.count else { continue }
      let (end, newText) = token(scalars, start, replacement.value)
      if end > start { pieces.append((start, end, newText)) }
    }
    pieces.sort { $0.start < $1.start }
    // Built as UTF-8 bytes: appending to a String's scalar view copies the string each time.
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count + replacements.count * 16)
    func append<S: Sequence<Unicode.Scalar>>(_ part: S) {
      for scalar in part { UTF8.encode(scalar) { output.append($0) } }
    }
    var position = 0
    for piece in pieces where piece.start >= position {
      append(scalars[position..<piece.start])
      output.append(contentsOf: piece.text.utf8)
      position = piece.end
    }
    append(scalars[position...])
    return String(decoding: output, as: UTF8.self)
  }

  /// `.strings` `data` with each replacement's value token replaced by the quoted, escaped value, edited on its bytes
  /// when it is UTF-8 that `StringsTextDecoder` reads as it is (valid, a byte-order mark or none): the same bytes as
  /// decoding, replacing in the text and encoding again, without the table's decoded copies (UTF-16, then Unicode
  /// scalars of 4 bytes each). `nil` for any other file, which the text path edits.
  private static func replacingInUTF8(_ data: Data, _ replacements: [Replacement]) -> Data? {
    guard case .utf8(let byteOrderMark) = GenstringsTableEditor.Encoding(of: data), data.count > 3,
      replacements.allSatisfy({ $0.column >= 1 })
    else { return nil }
    return data.withUnsafeBytes { raw -> Data? in
      let file = raw.bindMemory(to: UInt8.self)
      // A NUL in the first two bytes makes the decoder read UTF-16 without a mark; an invalid sequence, Mac Roman.
      if !byteOrderMark && (file[0] == 0 || file[1] == 0) { return nil }
      let markLength = byteOrderMark ? 3 : 0
      let text = UnsafeBufferPointer(rebasing: file[markLength...])
      guard UTF8Validation.isValid(text) else { return nil }
      // Byte offsets of line starts, counting \n, \r\n and \r as StringsSourceLocator does.
      var lineStarts = [0]
      var index = 0
      while index < text.count {
        if text[index] == 0x0D {
          if index + 1 < text.count && text[index + 1] == 0x0A { index += 1 }
          lineStarts.append(index + 1)
        } else if text[index] == 0x0A {
          lineStarts.append(index + 1)
        }
        index += 1
      }
      var pieces: [(start: Int, end: Int, text: String)] = []
      for replacement in replacements {
        guard replacement.line >= 1 && replacement.line <= lineStarts.count else { continue }
        // The column counts Unicode scalars.
        var start = lineStarts[replacement.line - 1]
        for _ in 1..<replacement.column where start < text.count { start += utf8SequenceLength(text[start]) }
        guard start < text.count else { continue }
        let end = stringsTokenEnd(utf8: text, from: start)
        if end > start { pieces.append((start, end, "\"" + StringsLiteral.escaped(replacement.value) + "\"")) }
      }
      pieces.sort { $0.start < $1.start }
      var output: [UInt8] = []
      output.reserveCapacity(file.count + replacements.count * 16)
      output.append(contentsOf: UnsafeBufferPointer(rebasing: file[..<markLength]))
      var position = 0
      for piece in pieces where piece.start >= position {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[position..<piece.start]))
        output.append(contentsOf: piece.text.utf8)
        position = piece.end
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: text[position...]))
      return Data(output)
    }
  }

  /// The length of the UTF-8 sequence that `lead` starts, in valid UTF-8.
  private static func utf8SequenceLength(_ lead: UInt8) -> Int {
    lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }

  /// ``stringsTokenEnd(_:from:)`` on valid UTF-8 bytes, as a byte offset. A quoted string's escape skips the
  /// backslash and one byte: the rest of a longer sequence is continuation bytes, never a quote or a backslash.
  private static func stringsTokenEnd(utf8 text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    if text[start] == UInt8(ascii: "\"") {
      var index = start + 1
      while index < text.count {
        if text[index] == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if text[index] == UInt8(ascii: "\"") { return index + 1 }
        index += 1
      }
      return text.count
    }
    var index = start
    while index < text.count {
      let length = min(utf8SequenceLength(text[index]), text.count - index)
      var value = length == 1 ? UInt32(text[index]) : UInt32(text[index]) & (0xFF >> (length + 1))
      for offset in 1..<max(length, 1) { value = value << 6 | UInt32(text[index + offset] & 0x3F) }
      guard let scalar = Unicode.Scalar(value),
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$/:.-".unicodeScalars.contains(scalar)
      else { break }
      index += length
    }
    return index
  }

  /// Where the `.strings` token at `start` ends: after the closing quote of a quoted string (escapes skipped), or at
  /// the first character an unquoted string cannot hold.
  private static func stringsTokenEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    if scalars[start] == "\"" {
      var index = start + 1
      while index < scalars.count {
        if scalars[index] == "\\" {
          index += 2
          continue
        }
        if scalars[index] == "\"" { return index + 1 }
        index += 1
      }
      return scalars.count
    }
    var index = start
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$/:.-".unicodeScalars.contains(scalar)
      else { break }
      index += 1
    }
    return index
  }
}
