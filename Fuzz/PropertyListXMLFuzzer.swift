import Foundation

/// libFuzzer entry point: reads arbitrary bytes as an XML property list with `PropertyListXMLReader` (the
/// `.stringsdict` reader, on `XMLScanner`) and checks its invariants; a violation traps, so libFuzzer saves the input.
///
/// - Reading twice gives the same result (no hidden state).
/// - The result is a root value, or exactly one error diagnostic, never both and never neither.
/// - Every location has line and column ≥ 1; every byte range lies inside the input and starts at a `<`.
@_cdecl("LLVMFuzzerTestOneInput")
public func propertyListXMLFuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let result = PropertyListXMLReader.read(data, path: "fuzz.plist")
  let again = PropertyListXMLReader.read(data, path: "fuzz.plist")
  precondition(result.root == again.root && result.diagnostics == again.diagnostics, "reading is not deterministic")
  if result.root == nil {
    precondition(result.diagnostics.count == 1 && result.diagnostics[0].severity == .error, "no root and no error")
  } else {
    precondition(result.diagnostics.isEmpty, "a root and an error")
  }
  for diagnostic in result.diagnostics {
    precondition((diagnostic.location?.line ?? 1) >= 1 && (diagnostic.location?.column ?? 1) >= 1)
  }
  var pending = result.root.map { [$0] } ?? []
  while let node = pending.popLast() {
    check(node.location, in: data)
    switch node.content {
    case .dictionary(let items):
      for item in items {
        check(item.keyLocation, in: data)
        pending.append(item.value)
      }
    case .array(let items):
      pending.append(contentsOf: items)
    default:
      break
    }
  }
  return 0
}

/// Traps unless `location` is at line and column ≥ 1 with a byte range inside `data` that starts at a `<`.
private func check(_ location: SourceLocation, in data: Data) {
  precondition(location.line >= 1 && location.column >= 1, "location before the start")
  guard let range = location.byteRange else { return }
  precondition(range.lowerBound >= 0 && range.upperBound <= data.count && !range.isEmpty, "byte range outside")
  precondition(data[range.lowerBound] == UInt8(ascii: "<"), "byte range does not start at '<'")
}
