// libFuzzer harness for StringsFileReader. Built by Fuzz/run.sh together with the parser's source files
// (same module), so it needs no import of L10nGenCore.
import Foundation

/// Parses the input twice and checks the invariants every result must satisfy.
@_cdecl("LLVMFuzzerTestOneInput")
public func stringsFileFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
  let first = StringsFileReader.parse(data, path: "fuzz.strings")
  let second = StringsFileReader.parse(data, path: "fuzz.strings")
  precondition(first == second, "parsing the same bytes twice gave different results")
  for diagnostic in first.diagnostics {
    guard let location = diagnostic.location else { continue }
    precondition(location.line >= 1 && location.column >= 1, "location out of range: \(diagnostic)")
    precondition(!diagnostic.message.isEmpty, "empty message")
  }
  for entry in first.entries {
    precondition(entry.keyLocation <= entry.valueLocation, "value before key: \(entry)")
  }
  // A valid UTF-8 file (any language) is read from its bytes; decoding it first must give the same reading, byte
  // ranges included. For other inputs both calls decode, so they agree trivially.
  let decoded = StringsFileReader.read(
    data, path: "fuzz.strings", into: [StringsFileEntry](), readingUTF8Bytes: false)
  precondition(
    decoded.entries == first.entries && decoded.diagnostics == first.diagnostics
      && decoded.keysAreUnique == first.keysAreUnique
      && decoded.entries.map(\.keyLocation.byteRange) == first.entries.map(\.keyLocation.byteRange)
      && decoded.entries.map(\.valueLocation.byteRange) == first.entries.map(\.valueLocation.byteRange),
    "reading the bytes and reading the decoded text differ")
  return 0
}
