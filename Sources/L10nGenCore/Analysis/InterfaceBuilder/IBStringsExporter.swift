package import Foundation

/// The text encodings `ib-strings` can write.
package enum IBStringsEncoding: String, Hashable, Sendable, CaseIterable {
  /// UTF-8 without a byte-order mark: what Xcode writes into `<language>.lproj` folders.
  case utf8
  /// UTF-16 little-endian with a byte-order mark: the raw output of `ibtool --export-strings-file`.
  case utf16
}

/// Writes what `ibtool --export-strings-file` writes for a storyboard or xib: one entry per localizable property,
/// with ibtool's comment, in ibtool's layout (Docs/Formats.md §6.1, §6.2):
///
/// ```
///
/// /* Class = "UILabel"; text = "Label to Ignore\n(see Comment for Localizer)"; ObjectID = "Ibu-xm-woE"; Note = "#bc-ignore!"; */
/// "Ibu-xm-woE.text" = "Label to Ignore\n(see Comment for Localizer)";
/// ```
///
/// Each entry is a blank line, the comment and the key line. Values and comments are escaped as in any `.strings`
/// file (`\"`, `\\`, `\n`, `\t`, `\r`); other characters are written as they are. One deliberate addition: a `*/`
/// inside a comment is written `*\/`, since it would end the comment and make the file unreadable. Entries are
/// sorted the way Xcode sorts them (``ibtoolOrder(_:_:)-(String,String)``), although real files show that no tool
/// relies on the order.
package enum IBStringsExporter {
  /// One entry of an exported `.strings` file.
  package struct Entry: Hashable, Sendable {
    /// The key: `<ObjectID>.<property>`.
    package var key: String
    /// The text in the IB file.
    package var value: String
    /// The comment without `/*` and `*/` and without surrounding spaces: `Class = "UILabel"; text = "…"; ObjectID =
    /// "…";` (plus `Note = "…";`).
    package var comment: String
    /// Where the text is in the IB file.
    package var valueSpan: SourceSpan

    package init(key: String, value: String, comment: String, valueSpan: SourceSpan) {
      self.key = key
      self.value = value
      self.comment = comment
      self.valueSpan = valueSpan
    }
  }

  /// The entries ibtool exports for `document`, sorted with ``ibtoolOrder(_:_:)-(String,String)``. When two objects
  /// share an ObjectID, the first one's text wins, as a key can be written once.
  package static func entries(for document: IBDocument) -> [Entry] {
    var seen: Set<String> = []
    var entries: [Entry] = []
    for object in document.objects {
      for property in object.properties where seen.insert(property.key).inserted {
        entries.append(
          Entry(
            key: property.key, value: property.value, comment: comment(for: property, note: object.localizerComment),
            valueSpan: property.valueSpan))
      }
    }
    return entries.map { (Array($0.key.utf8), $0) }.sorted { ibtoolOrder($0.0, $1.0) }.map(\.1)
  }

  /// The comment ibtool writes for `property`: `Class = "<class>"; <label> = "<value>"; ObjectID = "<id>";` followed
  /// by `Note = "<note>";` when the object has a comment for localizers.
  package static func comment(for property: IBLocalizableProperty, note: String?) -> String {
    var text =
      "Class = \"\(StringsLiteral.escaped(property.className))\"; \(property.commentLabel) = \"\(StringsLiteral.escaped(property.value))\"; "
      + "ObjectID = \"\(StringsLiteral.escaped(property.objectID))\";"
    if let note { text += " Note = \"\(StringsLiteral.escaped(note))\";" }
    return text
  }

  /// The `.strings` text for `entries`: for each, a blank line, `/* comment */` and `"key" = "value";`.
  package static func stringsText(_ entries: [Entry]) -> String {
    var text = ""
    for entry in entries {
      text +=
        "\n/* \(StringsLiteral.comment(entry.comment)) */\n\"\(StringsLiteral.escaped(entry.key))\" = \"\(StringsLiteral.escaped(entry.value))\";\n"
    }
    return text
  }

  /// The `.strings` text ibtool writes for `document`.
  package static func stringsText(for document: IBDocument) -> String {
    stringsText(entries(for: document))
  }

  /// `text` in `encoding`: UTF-8 without a byte-order mark, or UTF-16 little-endian after the mark `FF FE`.
  package static func encode(_ text: String, as encoding: IBStringsEncoding) -> Data {
    switch encoding {
    case .utf8:
      return Data(text.utf8)
    case .utf16:
      var data = Data([0xFF, 0xFE])
      data.reserveCapacity(2 + text.utf16.count * 2)
      for unit in text.utf16 {
        data.append(UInt8(unit & 0xFF))
        data.append(UInt8(unit >> 8))
      }
      return data
    }
  }

  /// The name ibtool's output takes for an IB file: `Main.storyboard` → `Main.strings`.
  package static func stringsFileName(forDocumentNamed name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name + ".strings" }
    return name[..<dot] + ".strings"
  }

  /// Xcode's order of keys, as Finder sorts names: letters compare case-insensitively and runs of digits by their
  /// numeric value (`1RQ` < `7zN` < `46v` < `A1s` < `lsB` < `lY6`); the code points break ties.
  package static func ibtoolOrder(_ lhs: String, _ rhs: String) -> Bool {
    ibtoolOrder(Array(lhs.utf8), Array(rhs.utf8))
  }

  /// ``ibtoolOrder(_:_:)-(String,String)`` on UTF-8 bytes (UTF-8 byte order is code point order).
  static func ibtoolOrder(_ left: [UInt8], _ right: [UInt8]) -> Bool {
    var i = 0
    var j = 0
    while i < left.count && j < right.count {
      if isDigit(left[i]) && isDigit(right[j]) {
        var leftEnd = i
        while leftEnd < left.count && isDigit(left[leftEnd]) { leftEnd += 1 }
        var rightEnd = j
        while rightEnd < right.count && isDigit(right[rightEnd]) { rightEnd += 1 }
        var leftStart = i
        while leftStart < leftEnd - 1 && left[leftStart] == UInt8(ascii: "0") { leftStart += 1 }
        var rightStart = j
        while rightStart < rightEnd - 1 && right[rightStart] == UInt8(ascii: "0") { rightStart += 1 }
        if leftEnd - leftStart != rightEnd - rightStart { return leftEnd - leftStart < rightEnd - rightStart }
        for offset in 0..<(leftEnd - leftStart) where left[leftStart + offset] != right[rightStart + offset] {
          return left[leftStart + offset] < right[rightStart + offset]
        }
        i = leftEnd
        j = rightEnd
        continue
      }
      let a = folded(left[i])
      let b = folded(right[j])
      if a != b { return a < b }
      i += 1
      j += 1
    }
    if left.count - i != right.count - j { return left.count - i < right.count - j }
    return left.lexicographicallyPrecedes(right)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private static func folded(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }
}
