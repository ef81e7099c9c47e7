package import Foundation

/// Reads `.stringsdict` files (XML property lists of plural, width and device rules) as Apple does, keeping the
/// source location of every key and value. Docs/Formats.md §2.
///
/// Reading goes through the project's own located XML property-list reader (``PropertyListXMLReader`` on
/// ``XMLScanner``), not FoundationXML's `XMLParser`: it keeps a line, column and byte range per value and still
/// reads the corpus faster than `PropertyListSerialization` (`l10n-gen-benchmarks parse`, Benchmarks/README.md;
/// `XMLParser` managed 0.4x).
package enum StringsDictReader {
  /// Parses the bytes of a `.stringsdict` file. Never throws: problems become diagnostics.
  ///
  /// The XML is read into located nodes first (``PropertyListXMLReader``); then each top-level `<key>` is one entry,
  /// whose `<dict>` ``StringsDictReadingContext`` turns into a value. A duplicate key is a `duplicate-key` warning and
  /// both entries are returned, in file order, for ``TableBuilder`` to keep the last. An entry whose rule cannot be
  /// read is left out, with its diagnostics; the other entries are still read.
  ///
  /// A compiled table (a binary property list, `bplist00`) is read by ``CompiledTable`` into the same nodes, every
  /// one located at the file's start.
  package static func parse(_ data: Data, path: String) -> StringsDictParseResult {
    let read: (root: PropertyListNode?, diagnostics: [Diagnostic])
    if CompiledTable.isCompiled(data) {
      read = CompiledTable.propertyListRoot(data, path: path)
    } else {
      let xml = PropertyListXMLReader.read(data, path: path)
      read = (xml.root, xml.diagnostics)
    }
    var context = StringsDictReadingContext(diagnostics: read.diagnostics)
    guard let root = read.root else { return StringsDictParseResult(entries: [], diagnostics: context.diagnostics) }
    guard let items = root.dictionaryItems else {
      context.error(
        "the root of a .stringsdict must be a <dict> that maps localization keys to entries; found \(root.elementName)",
        at: root.location, rule: .syntaxError)
      return StringsDictParseResult(entries: [], diagnostics: context.diagnostics)
    }
    var entries: [StringsDictEntry] = []
    var firstLocations: [String: SourceLocation] = [:]
    for item in items {
      if let first = firstLocations[item.key] {
        context.warning(
          "duplicate key '\(item.key)' (first defined at line \(first.line)); the last definition wins",
          at: item.keyLocation, rule: .duplicateKey)
      } else {
        firstLocations[item.key] = item.keyLocation
      }
      guard let entryItems = item.value.dictionaryItems else {
        context.error(
          "entry '\(item.key)' must be a <dict> with NSStringLocalizedFormatKey and its variables; found "
            + "\(item.value.elementName)", at: item.value.location)
        continue
      }
      let rule = context.parseRule(
        entryItems, entryKey: item.key, keyLocation: item.keyLocation, allowsDeviceRule: true)
      guard let rule else { continue }
      // The value is located at its format string (or rule), where a problem of the value as a whole lies, not at
      // the entry's <dict>.
      let value = LocalizedValue(root: rule.root, substitutions: rule.substitutions, location: rule.location)
      entries.append(StringsDictEntry(key: item.key, location: item.keyLocation, value: value, comment: item.comment))
    }
    context.noteOnPercentValueTypes()
    return StringsDictParseResult(entries: entries, diagnostics: context.diagnostics)
  }
}
