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
package enum StringsFileReader {
  /// Parses the bytes of a `.strings` file. Never throws: problems become diagnostics.
  ///
  /// Steps: decode the bytes to UTF-16 (``StringsTextDecoder``; a fatal encoding problem ends here with an `encoding`
  /// error and no entries), then run ``StringsPropertyListReader`` over the code units. Encoding warnings come first in
  /// the diagnostics, located in the decoded text. A UTF-8 file that decodes without a warning, the usual table in any
  /// language, is read from its bytes as they are (``StringsUTF8Text``), with the same entries, locations, byte ranges
  /// and diagnostics, so no decoded copy of twice the file's size is made.
  ///
  /// Cost: two linear passes (validating or decoding, then reading); on the shared corpus this reads 60-70 MB/s,
  /// several times `PropertyListSerialization`'s speed (Benchmarks/README.md; `l10n-gen-benchmarks parse`).
  ///
  /// A compiled table (a binary property list, `bplist00`) is read by ``CompiledTable``, as Apple reads it.
  package static func parse(_ data: Data, path: String) -> StringsFileParseResult {
    let read = read(data, path: path, into: [StringsFileEntry]())
    return StringsFileParseResult(
      entries: read.entries, diagnostics: read.diagnostics, keysAreUnique: read.keysAreUnique)
  }

  /// ``parse(_:path:)`` handing each entry to `entries` as it is read, instead of collecting them: a caller that turns
  /// them into its own model never holds the reader's form of a large file whole. With `readingUTF8Bytes` `false`, a
  /// valid UTF-8 file is decoded like any other (the fuzzer and the tests compare both ways).
  static func read<Sink: StringsEntrySink>(
    _ data: Data, path: String, into entries: Sink, readingUTF8Bytes: Bool = true
  ) -> (entries: Sink, diagnostics: [Diagnostic], keysAreUnique: Bool) {
    var entries = entries
    if data.isEmpty {
      return (entries, [], false)
    }
    if CompiledTable.isCompiled(data) {
      let result = CompiledTable.readStrings(data, path: path)
      entries.reserveCapacity(result.entries.count)
      for entry in result.entries { entries.append(entry) }
      return (entries, result.diagnostics, result.keysAreUnique)
    }
    if readingUTF8Bytes {
      let utf8 = data.withUnsafeBytes { raw -> (Sink, [Diagnostic], Bool)? in
        let bytes = raw.bindMemory(to: UInt8.self)
        guard let markLength = StringsTextDecoder.utf8ByteOrderMarkLength(bytes) else { return nil }
        var reader = StringsPropertyListReader(
          text: StringsUTF8Text(bytes: UnsafeBufferPointer(rebasing: bytes[markLength...])), path: path,
          layout: StringsByteLayout(form: .utf8Bytes, byteOrderMarkLength: markLength), entries: entries)
        reader.read()
        return (reader.entries, reader.diagnostics, !reader.hasDuplicateKeys)
      }
      if let utf8 { return utf8 }
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
        return (entries, diagnostics, false)
      }
      var reader = StringsPropertyListReader(text: text, path: path, layout: decoded.byteLayout, entries: entries)
      reader.read()
      return (reader.entries, diagnostics + reader.diagnostics, !reader.hasDuplicateKeys)
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
