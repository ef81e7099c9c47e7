// libFuzzer harness for BinaryPropertyListReader and the compiled-table readers built on it. Built by Fuzz/run.sh
// together with their source files (same module), so it needs no import of L10nGenCore.
import Foundation

/// Reads the input as a binary property list (with the `bplist00` header put in front when it is missing, so that
/// most inputs reach the object reader), then as a compiled `.strings` and `.stringsdict`, and checks the invariants.
@_cdecl("LLVMFuzzerTestOneInput")
public func binaryPropertyListFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
  if !BinaryPropertyListReader.isBinaryPropertyList(data) { data = Data("bplist00".utf8) + data }
  let first = BinaryPropertyListReader.read(data)
  let second = BinaryPropertyListReader.read(data)
  // Compared as text: a real or date whose value is NaN is not equal to itself.
  precondition(
    first == second || String(reflecting: first) == String(reflecting: second),
    "reading the same bytes twice gave different results")
  if case .failure(let failure) = first {
    precondition(!failure.message.isEmpty, "empty message")
    precondition(failure.offset >= 0 && failure.offset <= data.count, "offset out of range: \(failure)")
  }
  let strings = StringsFileReader.parse(data, path: "fuzz.strings")
  precondition(strings.diagnostics.first?.rule == .compiledTable, "no compiled-table note")
  precondition(!strings.diagnostics.contains { $0.rule == .encoding }, "an encoding diagnostic for a compiled table")
  if case .success(.dictionary(let items)) = first {
    let stringCount = items.filter { if case .string = $0.value { true } else { false } }.count
    precondition(strings.entries.count == stringCount, "entries lost or invented")
  }
  let stringsDict = StringsDictReader.parse(data, path: "fuzz.stringsdict")
  for diagnostic in stringsDict.diagnostics {
    guard let location = diagnostic.location else { continue }
    precondition(location.line >= 1 && location.column >= 1, "location out of range: \(diagnostic)")
  }
  return 0
}
