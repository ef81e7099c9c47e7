package import Foundation
internal import L10nGenCore

/// The two edits `ib-migrate` makes to `.strings` files, keeping each file's encoding (UTF-8, or UTF-16 after a
/// byte-order mark as ibtool writes it).
package enum StringsTableEdit {
  /// The text of `entries` in ibtool's layout: for each, a blank line, `/* comment */` and `"key" = "value";`.
  package static func text(_ entries: [StringsTextEntry]) -> String {
    var text = ""
    for entry in entries {
      text += "\n"
      if let comment = entry.comment {
        text += "/* " + StringsLiteral.comment(comment) + " */\n"
      }
      text += "\"\(StringsLiteral.escaped(entry.key))\" = \"\(StringsLiteral.escaped(entry.value))\";\n"
    }
    return text
  }

  /// `existing` (a table's bytes, or `nil` for a new file) with `entries` appended: the existing bytes are kept as
  /// they are, a line break is added when the file does not end with one, and the new text uses the file's encoding.
  package static func appending(_ entries: [StringsTextEntry], to existing: Data?) -> Data {
    guard let existing, !existing.isEmpty else {
      return Data(text(entries).dropFirst().utf8)
    }
    let encoding = Encoding(of: existing)
    let endsWithLineBreak: Bool
    switch encoding {
    case .utf8: endsWithLineBreak = existing.last == 0x0A
    case .utf16LittleEndian: endsWithLineBreak = existing.count >= 4 && existing.suffix(2) == Data([0x0A, 0x00])
    case .utf16BigEndian: endsWithLineBreak = existing.count >= 4 && existing.suffix(2) == Data([0x00, 0x0A])
    }
    return existing + encoding.encode((endsWithLineBreak ? "" : "\n") + text(entries), byteOrderMark: false)
  }

  /// The table `existing` rewritten with `remaining` (its entries that stay, in order), in its encoding; empty when
  /// none remain.
  package static func rewriting(_ existing: Data, keeping remaining: [StringsTextEntry]) -> Data {
    Encoding(of: existing).encode(text(remaining), byteOrderMark: true)
  }

  /// A `.strings` file's encoding, told by its byte-order mark.
  enum Encoding {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian

    init(of data: Data) {
      if data.starts(with: [0xFF, 0xFE]) {
        self = .utf16LittleEndian
      } else if data.starts(with: [0xFE, 0xFF]) {
        self = .utf16BigEndian
      } else {
        self = .utf8
      }
    }

    func encode(_ text: String, byteOrderMark: Bool) -> Data {
      switch self {
      case .utf8:
        return Data(text.utf8)
      case .utf16LittleEndian, .utf16BigEndian:
        let littleEndian = self == .utf16LittleEndian
        var data = Data()
        if byteOrderMark { data += littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF] }
        for unit in text.utf16 {
          let low = UInt8(unit & 0xFF)
          let high = UInt8(unit >> 8)
          data += littleEndian ? [low, high] : [high, low]
        }
        return data
      }
    }
  }
}
