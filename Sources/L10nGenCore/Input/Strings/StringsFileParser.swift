package import Foundation

/// Reads `.strings` files exactly as Apple's runtime does (CoreFoundation's old-style property-list parser),
/// keeping each entry's comment and source location, and reporting problems as diagnostics.
///
/// Where Apple's parser fails, the result holds an error (Apple would then use an empty table) together with the
/// entries read before it. Where Apple silently drops the rest of the file (after a stray `;;`, `@`, `}` …),
/// the result holds a warning at that place and, like Apple, none of the entries after it.
///
/// One deliberate difference: Apple rejects zero-length data ("Cannot parse a NULL or zero-length data"), but
/// real apps ship empty `.strings` files (for example a storyboard table with nothing to translate), so an
/// empty file, or one holding only a byte-order mark, is an empty table without any diagnostic here.
package enum StringsFileParser {
  /// Parses the bytes of a `.strings` file. Never throws: problems become diagnostics.
  ///
  /// Steps: decode the bytes to UTF-16 (``StringsTextDecoder``; a fatal encoding problem ends here with an `encoding`
  /// error and no entries), then run ``StringsPropertyListReader`` over the code units. Encoding warnings come first in
  /// the diagnostics, located in the decoded text.
  ///
  /// Cost: two linear passes (decoding, then reading); on the shared corpus this reads 60-70 MB/s, several times
  /// `PropertyListSerialization`'s speed (Benchmarks/README.md; `l10n-gen-benchmarks parse`).
  ///
  /// A compiled table (a binary property list, `bplist00`) is read by ``CompiledTable``, as Apple reads it.
  package static func parse(_ data: Data, path: String) -> StringsFileParseResult {
    if data.isEmpty {
      return StringsFileParseResult(entries: [], diagnostics: [])
    }
    if CompiledTable.isCompiled(data) {
      return CompiledTable.readStrings(data, path: path)
    }
    let decoded = StringsTextDecoder.decode(data)
    return decoded.units.withUnsafeBufferPointer { text in
      var diagnostics: [Diagnostic] = []
      var locator = StringsSourceLocator()
      func location(_ offset: Int) -> SourceLocation {
        let position = locator.position(of: offset, in: text)
        return SourceLocation(file: path, line: position.line, column: position.column)
      }
      for warning in decoded.warnings {
        diagnostics.append(.warning(message(for: warning.problem), at: location(warning.unitOffset), rule: .encoding))
      }
      if let failure = decoded.failure {
        diagnostics.append(.error(message(for: failure.problem), at: location(failure.unitOffset), rule: .encoding))
        return StringsFileParseResult(entries: [], diagnostics: diagnostics)
      }
      var reader = StringsPropertyListReader(text: text, path: path, layout: decoded.byteLayout)
      reader.read()
      return StringsFileParseResult(
        entries: reader.entries, diagnostics: diagnostics + reader.diagnostics, keysAreUnique: !reader.hasDuplicateKeys)
    }
  }

  /// The diagnostic message for a decoding problem: what is wrong, what Apple does with it, and how to re-save the
  /// file.
  private static func message(for problem: StringsTextDecoder.Problem) -> String {
    switch problem {
    case .utf16WithoutByteOrderMark:
      return "the file looks like UTF-16 without a byte-order mark, which Apple's parser misreads "
        + "(it drops the first character); re-save it as UTF-8, or as UTF-16 with a BOM"
    case .invalidUTF8(let byte):
      return UTF8Validation.invalidByteMessage(byte)
    case .strayCopyrightByte:
      return "byte 0xA9 is not valid UTF-8 (it is '©' in Mac Roman or Latin-1); Apple reads it as U+FFFD '\u{FFFD}'; "
        + "re-save the file as UTF-8"
    case .invalidUTF32(let value):
      return "0x\(String(value, radix: 16, uppercase: true)) is not a Unicode character, so Apple cannot read "
        + "this UTF-32 file; re-save it as UTF-8"
    case .oddTrailingBytes(let count):
      return "the file ends with \(count) stray byte(s) that do not form a whole character; Apple ignores them"
    }
  }
}
