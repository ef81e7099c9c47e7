/// Escaping of text into XML character data (the content of an element): the one escaping of every XML writer of the
/// package, for XLIFF `<source>`, `<target>` and `<note>` and `.stringsdict` `<key>` and `<string>`.
///
/// - `&` and `<` become `&amp;` and `&lt;`, as XML 1.0 §2.4 requires.
/// - `>` becomes `&gt;`. XML needs it only in `]]>`, but Xcode's XLIFF export and CoreFoundation's property-list
///   writer escape every `>`, so the files keep their bytes.
/// - `"` and `'` stay as they are: only attribute values need them escaped (``XMLAttributeValue``).
/// - Tab and line feed stay as they are. A carriage return becomes `&#13;`: a parser turns a literal one (and CR LF)
///   into a line feed (§2.11), so the text would lose it; CoreFoundation and our readers decode the reference.
/// - The other C0 control characters become decimal character references (`&#30;`), as Xcode writes them in XLIFF.
///   XML 1.0 cannot hold them at all, as characters or as references; a reference is at least read back by
///   the XLIFF reader of `export`/`import` (and XML 1.1 parsers), where the character itself would make the whole document unreadable.
///
/// Everything else, U+2028, U+2029 and non-ASCII text included, is written as it is, in UTF-8.
package enum XMLText {
  /// `text` as the character data of an element.
  package static func escaped(_ text: String) -> String {
    ASCIIReplacing.replacing(in: text) { byte in
      switch byte {
      case UInt8(ascii: "&"): "&amp;"
      case UInt8(ascii: "<"): "&lt;"
      case UInt8(ascii: ">"): "&gt;"
      case UInt8(ascii: "\t"), UInt8(ascii: "\n"): nil
      case 0..<0x20: ASCIIReplacing.decimalCharacterReference(byte)
      default: nil
      }
    }
  }
}
