package import Foundation

/// A `.strings` or `.stringsdict` compiled to a binary property list, as Xcode writes them into built bundles and
/// vendored frameworks ship them: read as Apple reads it (CoreFoundation accepts either form of property list), with a
/// `compiled-table` note, never an `encoding` error.
///
/// A compiled table has no lines nor comments: every entry is located at the file's start. Docs/Formats.md §1.10.
package enum CompiledTable {
  /// Whether `data` is a binary property list (it starts with `bplist0`).
  package static func isCompiled(_ data: Data) -> Bool {
    BinaryPropertyListReader.isBinaryPropertyList(data)
  }

  /// The note every compiled table gets.
  static func note(path: String) -> Diagnostic {
    .note(
      "a compiled table (a binary property list, as Xcode writes into built bundles); read as Apple reads it, without "
        + "lines or comments; edit the table it was built from", at: start(of: path), rule: .compiledTable)
  }

  /// The first line and column of `path`.
  static func start(of path: String) -> SourceLocation { SourceLocation(file: path, line: 1, column: 1) }

  /// The top-level dictionary of a compiled table, or the diagnostics that say why there is none.
  static func rootItems(
    _ data: Data, path: String
  ) -> (items: [(key: String, value: BinaryPropertyListValue)]?, diagnostics: [Diagnostic]) {
    var diagnostics = [note(path: path)]
    switch BinaryPropertyListReader.read(data) {
    case .failure(let failure):
      diagnostics.append(
        .error(
          "the compiled table cannot be read: \(failure.message) (byte \(failure.offset)); Apple reads no entries "
            + "from it; rebuild it from its source table", at: start(of: path), rule: .syntaxError))
      return (nil, diagnostics)
    case .success(.dictionary(let items)):
      return (items, diagnostics)
    case .success(let other):
      diagnostics.append(
        .error(
          "the compiled table's root is \(other.kindName), not a dictionary of keys; Apple reads no entries from it",
          at: start(of: path), rule: .syntaxError))
      return (nil, diagnostics)
    }
  }

  /// The entries of a compiled `.strings` table: each string value, in file order. A value of another type is a
  /// `syntax-error` warning and left out (Apple's lookup never returns it as a string).
  package static func readStrings(_ data: Data, path: String) -> StringsFileParseResult {
    let (items, notes) = rootItems(data, path: path)
    var diagnostics = notes
    var entries: [StringsFileEntry] = []
    let location = start(of: path)
    for (key, value) in items ?? [] {
      guard case let .string(text) = value else {
        diagnostics.append(
          .warning(
            "'\(key)' is \(value.kindName), not a string; a .strings table maps keys to strings, so it is left out",
            at: location, rule: .syntaxError))
        continue
      }
      entries.append(
        StringsFileEntry(key: key, value: text, comment: nil, keyLocation: location, valueLocation: location))
    }
    return StringsFileParseResult(entries: entries, diagnostics: diagnostics)
  }

  /// The root of a compiled `.stringsdict` as the located nodes the XML reader gives, every node at the file's start.
  static func propertyListRoot(_ data: Data, path: String) -> (root: PropertyListNode?, diagnostics: [Diagnostic]) {
    let (items, diagnostics) = rootItems(data, path: path)
    guard let items else { return (nil, diagnostics) }
    let location = start(of: path)
    return (node(.dictionary(items), at: location), diagnostics)
  }

  /// `value` as a ``PropertyListNode`` at `location`, as the XML form of the same value reads.
  private static func node(_ value: BinaryPropertyListValue, at location: SourceLocation) -> PropertyListNode {
    let content: PropertyListNode.Content
    switch value {
    case .string(let text): content = .string(text)
    case .integer(let number): content = .integer(String(number))
    case .real(let number): content = .real(String(number))
    case .boolean(let flag): content = .boolean(flag)
    case .date(let seconds): content = .date(String(seconds))
    case .data(let bytes): content = .data(Data(bytes).base64EncodedString())
    case .uid(let number): content = .integer(String(number))
    case .array(let items): content = .array(items.map { node($0, at: location) })
    case .dictionary(let items):
      content = .dictionary(
        items.map {
          PropertyListDictionaryItem(key: $0.key, keyLocation: location, value: node($0.value, at: location))
        })
    }
    return PropertyListNode(content: content, location: location)
  }
}
