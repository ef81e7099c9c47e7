import Foundation
import L10nGenCore

/// libFuzzer entry point: runs the String Catalog commands' code (`format`, `merge-driver`, `compile`) on arbitrary
/// bytes and checks what users rely on; a violation traps, so libFuzzer saves the input.
///
/// Bytes with exactly two NUL bytes (which no JSON text holds) are a three-way merge, split there into base, ours and
/// theirs (the seeds of `merges__xcstrings` are real merges joined so):
/// - the merge gives a catalog, or one located error per side that cannot be read, and no merged bytes;
/// - the merged bytes are written as Xcode writes catalogs: formatting them without repairs gives them back;
/// - a side equal to the base takes the other side (`merge(base, ours, base)` is ours, formatted, with no conflict).
///
/// Any other bytes are one catalog:
/// - `CatalogFormatter.format` gives output with one warning per repair, or exactly one error and no output; every
///   location has line, column ≥ 1 and a line inside the input;
/// - formatting is idempotent, and its output needs no repair;
/// - a formatted catalog names no member of an object twice with different values (the error `format` gives then):
///   writing the first would lose the others, which `StringCatalogReader` reads (the last one wins);
/// - without repairs, the formatted catalog is what a merge of the catalog with itself as base, ours and theirs gives,
///   with no conflict;
/// - the catalog written as Xcode writes JSON but in its own member order (not sorted: the reader takes the first
///   variation kind and the last of `stringUnit` and `stringSet`, so member order can matter) reads with
///   `StringCatalogReader` to the same entries (locations aside) as the input, when the input reads;
/// - `StringCatalogCompiler.compile` never crashes; when it compiles, every `.strings` file it writes reads back with
///   `StringsFileReader` to its entries, and every `.stringsdict` file is a property list that reads back to its
///   dictionaries, unless a text holds a character XML 1.0 cannot hold (a C0 control other than tab, line feed and
///   carriage return, U+FFFE, U+FFFF: written as a character reference, which `PropertyListXMLReader` rejects as
///   XML 1.0 parsers do).
@_cdecl("LLVMFuzzerTestOneInput")
public func catalogToolsFuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: count, deallocator: .none)
  let parts = data.split(separator: 0, omittingEmptySubsequences: false)
  if parts.count == 3 {
    checkMerge(base: Data(parts[0]), ours: Data(parts[1]), theirs: Data(parts[2]))
  } else {
    checkCatalog(data)
  }
  return 0
}

/// The paths of the three sides of a merge, in diagnostics.
private let mergePaths = (base: "base.xcstrings", ours: "ours.xcstrings", theirs: "theirs.xcstrings")

/// The invariants of one catalog: formatting, a merge with itself, reading and compiling.
private func checkCatalog(_ data: Data) {
  let path = "fuzz.xcstrings"
  let result = CatalogFormatter.format(data, path: path)
  for diagnostic in result.diagnostics { checkLocation(diagnostic, in: data) }
  let compilation = StringCatalogCompiler.compile(data, path: path)
  checkCompiled(compilation)
  guard let formatted = result.formatted else {
    precondition(result.diagnostics.count == 1 && result.diagnostics[0].severity == .error, "no output, no one error")
    precondition(result.repairCount == 0)
    return
  }
  precondition(result.diagnostics.allSatisfy { $0.severity == .warning }, "an error with an output")
  precondition(result.diagnostics.count == result.repairCount, "a repair without its warning")
  let again = CatalogFormatter.format(formatted, path: path)
  precondition(again.formatted == formatted, "formatting twice changed the catalog")
  precondition(again.diagnostics.isEmpty, "the formatted catalog still needs a repair")

  guard case .success(let root) = CatalogFormatter.read(data, path: path) else {
    preconditionFailure("a catalog formatted that does not read")
  }
  let value = XcodeJSONValue(root)
  precondition(!namesAMemberTwiceWithDifferentValues(value), "a member named twice with different values formatted")
  let plain = CatalogFormatter.data(of: value, finalLineBreak: data.last == UInt8(ascii: "\n"))
  if result.repairCount == 0 { precondition(plain == formatted, "formatting without repairs changed") }
  let merge = CatalogMerger.merge(base: data, ours: data, theirs: data, paths: mergePaths)
  precondition(merge.diagnostics.isEmpty && merge.conflicts.isEmpty, "a catalog conflicts with itself")
  precondition(merge.merged == plain, "a merge of a catalog with itself is not the catalog")

  guard let catalog = StringCatalogReader.parse(data, path: path).catalog else { return }
  var text = ""
  value.write(to: &text, indentation: 0)
  guard let reread = StringCatalogReader.parse(Data(text.utf8), path: path).catalog else {
    preconditionFailure("the rewritten catalog does not read")
  }
  precondition(reread.sourceLanguage == catalog.sourceLanguage && reread.version == catalog.version)
  precondition(entryShapes(reread) == entryShapes(catalog), "rewriting changed the entries")
}

/// Whether an object in `value` names a member twice with values that differ as Xcode writes them (sorted, the first
/// of a repeated name kept).
private func namesAMemberTwiceWithDifferentValues(_ value: XcodeJSONValue) -> Bool {
  switch value {
  case .object(let members):
    var counts: [String: Int] = [:]
    for member in members { counts[member.key, default: 0] += 1 }
    var seen: [String: String] = [:]
    for member in members {
      if namesAMemberTwiceWithDifferentValues(member.value) { return true }
      guard counts[member.key, default: 0] > 1 else { continue }
      var text = ""
      member.value.sortedAsXcode().write(to: &text, indentation: 0)
      if let first = seen[member.key] {
        if first != text { return true }
      } else {
        seen[member.key] = text
      }
    }
    return false
  case .array(let elements): return elements.contains(where: namesAMemberTwiceWithDifferentValues)
  default: return false
  }
}

/// The invariants of a three-way merge.
private func checkMerge(base: Data, ours: Data, theirs: Data) {
  let result = CatalogMerger.merge(base: base, ours: ours, theirs: theirs, paths: mergePaths)
  guard let merged = result.merged else {
    precondition(!result.diagnostics.isEmpty && result.diagnostics.count <= 3, "no merge, no error")
    for diagnostic in result.diagnostics {
      precondition(diagnostic.severity == .error)
      let side = [mergePaths.base: base, mergePaths.ours: ours, mergePaths.theirs: theirs][
        diagnostic.location?.file ?? ""]
      checkLocation(diagnostic, in: side ?? Data())
    }
    return
  }
  precondition(result.diagnostics.isEmpty, "a merge with an error")
  if !merged.isEmpty {
    guard case .success(let root) = CatalogFormatter.read(merged, path: "merged.xcstrings") else {
      preconditionFailure("the merged catalog does not read")
    }
    let rewritten = CatalogFormatter.data(of: XcodeJSONValue(root), finalLineBreak: merged.last == UInt8(ascii: "\n"))
    precondition(rewritten == merged, "the merged catalog is not written as Xcode writes it")
  }
  let oursOnly = CatalogMerger.merge(base: base, ours: ours, theirs: base, paths: mergePaths)
  precondition(oursOnly.conflicts.isEmpty, "a change on one side only conflicts")
  let formattedOurs: Data
  switch CatalogFormatter.read(ours, path: mergePaths.ours) {
  case .success(let root):
    formattedOurs = CatalogFormatter.data(of: XcodeJSONValue(root), finalLineBreak: ours.last == UInt8(ascii: "\n"))
  case .failure:
    // An empty side is no version (a deleted file); any other unreadable side fails the merge.
    formattedOurs = Data()
  }
  precondition(oursOnly.merged == formattedOurs, "a change on one side only is not that side")
}

/// Checks that a diagnostic is located inside `data`: line and column ≥ 1, the line at most one past the last.
private func checkLocation(_ diagnostic: Diagnostic, in data: Data) {
  guard let location = diagnostic.location else { return }
  precondition(location.line >= 1 && location.column >= 1, "a location before the file")
  precondition(location.line <= lineBreaks(in: data) + 1, "a line past the file")
}

/// The line breaks of `data` as the readers count them: `\n`, `\r\n` and a lone `\r`.
private func lineBreaks(in data: Data) -> Int {
  var count = 0
  var previous: UInt8 = 0
  for byte in data {
    if byte == UInt8(ascii: "\n") {
      if previous != UInt8(ascii: "\r") { count += 1 }
    } else if byte == UInt8(ascii: "\r") {
      count += 1
    }
    previous = byte
  }
  return count
}

/// Checks a compilation: errors and no tables, or tables whose written files read back to what they hold.
private func checkCompiled(_ compilation: StringCatalogCompilation) {
  guard !compilation.diagnostics.containsErrors else {
    precondition(compilation.tables.isEmpty, "tables despite an error")
    return
  }
  for table in compilation.tables {
    let strings = StringsFileReader.parse(CompiledTableWriter.stringsData(table), path: "compiled.strings")
    precondition(!strings.diagnostics.containsErrors, "a compiled .strings file does not read")
    precondition(
      strings.entries.map { [$0.key, $0.value] } == table.strings.map { [$0.key, $0.value] },
      "a compiled .strings file reads back to other entries")
    guard !table.dictionaries.isEmpty, table.dictionaries.allSatisfy({ xmlCanHold($0.key, $0.value) }) else {
      continue
    }
    let written = PropertyListXMLReader.read(CompiledTableWriter.stringsDictData(table), path: "compiled.stringsdict")
    guard let root = written.root else { preconditionFailure("a compiled .stringsdict file does not read") }
    let expected = CompiledPropertyList.dictionary(table.dictionaries.map { .init($0.key, $0.value) })
    precondition(sameTree(root, expected), "a compiled .stringsdict file reads back to other dictionaries")
  }
}

/// Whether XML 1.0 can hold every key and text of a compiled entry.
private func xmlCanHold(_ key: String, _ node: CompiledPropertyList) -> Bool {
  let holds = { (text: String) in
    text.unicodeScalars.allSatisfy {
      $0.value >= 0x20 ? $0.value != 0xFFFE && $0.value != 0xFFFF : "\t\n\r".unicodeScalars.contains($0)
    }
  }
  switch node {
  case .string(let text): return holds(key) && holds(text)
  case .dictionary(let members): return holds(key) && members.allSatisfy { xmlCanHold($0.key, $0.value) }
  }
}

/// Whether a property list read back is the compiled tree: the same strings, and dictionaries with the same keys in
/// order.
private func sameTree(_ node: PropertyListNode, _ compiled: CompiledPropertyList) -> Bool {
  switch (node.content, compiled) {
  case (.string(let text), .string(let expected)): return text == expected
  case (.dictionary(let items), .dictionary(let members)):
    return items.count == members.count
      && zip(items, members).allSatisfy { $0.key == $1.key && sameTree($0.value, $1.value) }
  default: return false
  }
}

/// A catalog's entries by key, each described without locations and with languages, variants and substitutions in
/// a fixed order, so that two readings of the same catalog written differently compare equal.
private func entryShapes(_ catalog: StringCatalog) -> [String: String] {
  var shapes: [String: String] = [:]
  for entry in catalog.entries {
    var shape = "\(entry.comment.map { JSONString.quoted($0) } ?? "-") \(entry.extractionState?.rawValue ?? "-") "
    shape += "\(entry.shouldTranslate)"
    for (language, value) in entry.values.sorted(by: { $0.key < $1.key }) {
      shape += " \(JSONString.quoted(language)): \(value.state ?? "-") \(describe(value.root))"
      for substitution in value.substitutions.sorted(by: { $0.name < $1.name }) {
        shape += " \(JSONString.quoted(substitution.name)) \(substitution.argumentNumber.map(String.init) ?? "-")"
        shape += " \(JSONString.quoted(substitution.formatSpecifier)) \(describe(substitution.variants))"
      }
    }
    shapes[entry.key] = shape
  }
  return shapes
}

/// A variant tree without its locations, variants sorted by selector.
private func describe(_ node: VariantNode) -> String {
  switch node {
  case .text(let text, _): return JSONString.quoted(text)
  case .plural(let variants): return "plural" + describe(variants)
  case .device(let variants): return "device" + describe(variants)
  case .width(let variants): return "width" + describe(variants)
  }
}

/// Variants without their locations, sorted by selector.
private func describe(_ variants: [VariantNode.Variant]) -> String {
  "{"
    + variants.sorted { $0.selector < $1.selector }.map { "\(JSONString.quoted($0.selector)): \(describe($0.node))" }
    .joined(separator: ", ") + "}"
}
