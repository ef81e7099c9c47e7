/// A syntax error of the old-style property-list grammar, at the offset where CoreFoundation reports it
/// (so that line numbers agree with `PropertyListSerialization`'s messages).
struct StringsSyntaxError: Equatable {
  /// What went wrong; each case mirrors one CoreFoundation message.
  enum Kind: Equatable {
    /// `Missing ';' on line %d` after a value.
    case missingSemicolon(key: String)
    /// `Missing ';' on line %d` when the file ends right after a key.
    case endOfFileAfterKey(key: String)
    /// `Expected ';' or '=' after key at line %d`.
    case expectedSemicolonOrEquals(key: String, found: UInt16)
    /// `Unterminated quoted string starting on line %d`.
    case unterminatedString(quote: UInt16)
    /// `Unterminated backslash sequence on line %d`.
    case unterminatedBackslash
    /// `Unexpected character '0x%x' at line %d`.
    case unexpectedCharacter(UInt16)
    /// `Unexpected EOF while parsing plist`.
    case unexpectedEndOfFile
    /// `Expected ',' for array at line %d`.
    case expectedArrayComma
    /// `Expected terminating ')' for array at line %d`.
    case expectedArrayClose
    /// `Expected terminating '}' for dictionary at line %d`.
    case expectedDictionaryClose
    /// `Malformed data byte group at line %d; uneven length`.
    case dataUnevenLength
    /// `Malformed data byte group at line %d; invalid hex`.
    case dataInvalidHex
    /// `Expected terminating '>' for data at line %d`.
    case expectedDataClose
    /// `Too many nested arrays or dictionaries at line %d`.
    case nestedTooDeep
    /// `Junk after plist at line %d`.
    case junkAfterTopLevelValue
  }

  /// What went wrong.
  var kind: Kind
  /// The offset in the reader's text (``StringsCodeUnits``) of the unit CoreFoundation computes the line number from.
  var offset: Int

  /// The message, in the form "what is wrong; how to fix it"; `line` is the line of `offset`.
  ///
  /// For example `missing ';' after the value of "greeting"; add ';' at the end of the entry`. Keys are quoted with
  /// their escapes, so a key with a line break stays on one line.
  func message(line: Int) -> String {
    switch kind {
    case .missingSemicolon(let key):
      return "missing ';' after the value of \(quoted(key)); add ';' at the end of the entry"
    case .endOfFileAfterKey(let key):
      return "the file ends after the key \(quoted(key)); complete the entry as \(quoted(key)) = \"value\";"
    case .expectedSemicolonOrEquals(let key, let found):
      return "expected '=' or ';' after the key \(quoted(key)) but found \(describe(found)); "
        + "write entries as \"key\" = \"value\"; with both parts in double quotes"
    case .unterminatedString(let quote):
      let mark = quote == 0x27 ? "'" : "\""
      return "unterminated string starting at line \(line); add the closing '\(mark)'"
    case .unterminatedBackslash:
      return "the file ends inside an escape sequence ('\\' at the end); complete the escape and close the string"
    case .unexpectedCharacter(let unit):
      return "unexpected \(describe(unit)) where a value was expected; write the value in double quotes"
    case .unexpectedEndOfFile:
      return "the file ends where a value was expected; add the quoted value and ';'"
    case .expectedArrayComma:
      return "the file ends inside an array; separate elements with ',' and close the array with ')'"
    case .expectedArrayClose:
      return "expected ',' or ')' in an array; close the array with ')'"
    case .expectedDictionaryClose:
      return "expected '}' to close the dictionary; end each entry with ';' and close the dictionary with '}'"
    case .dataUnevenLength:
      return "malformed data value: an odd number of hex digits; write whole bytes between '<' and '>'"
    case .dataInvalidHex:
      return "malformed data value: not a hex digit; use only 0-9 and a-f between '<' and '>'"
    case .expectedDataClose:
      return "data value without its closing '>'; add '>'"
    case .nestedTooDeep:
      return "values nested more than 512 levels deep, which Apple's parser refuses; remove the nesting"
    case .junkAfterTopLevelValue:
      return "unexpected text after the file's top-level value; remove it, or remove the surrounding '{' '}'"
    }
  }

  /// The key in double quotes as it would be written in the file (``StringsLiteral``).
  private func quoted(_ key: String) -> String {
    "\"" + StringsLiteral.escaped(key) + "\""
  }

  /// A printable ASCII character shown with its code (`';' (U+003B)`), anything else by its code alone.
  private func describe(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    let hex = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    if unit >= 0x21 && unit < 0x7F, let scalar = Unicode.Scalar(unit) {
      return "'\(Character(scalar))' (\(hex))"
    }
    return "character \(hex)"
  }
}
