import Foundation
import L10nGenCore

/// libFuzzer entry point: reads arbitrary bytes as CSV with `CSVReader` and checks its invariants; a violation traps,
/// so libFuzzer saves the input.
///
/// - The result is records, or exactly one error diagnostic with no records.
/// - Records written back with `CSVWriter` and read again are the same records.
///
/// The input is read where libFuzzer put it (no copy) and once: the reader keeps no state between calls.
@_cdecl("LLVMFuzzerTestOneInput")
public func csvFuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: count, deallocator: .none)
  let result = CSVReader.read(data, path: "fuzz.csv")
  if !result.diagnostics.isEmpty {
    precondition(result.records.isEmpty && result.diagnostics.count == 1, "an error and records")
  }
  for record in result.records {
    precondition(record.location.line >= 1 && !record.fields.isEmpty)
  }
  // A leading U+FEFF in the first field would read as a byte-order mark once written first.
  guard result.diagnostics.isEmpty, result.records.first?.fields.first?.unicodeScalars.first != "\u{FEFF}" else {
    return 0
  }
  let text = result.records.map { CSVWriter.record($0.fields) }.joined()
  let reread = CSVReader.read(Data(text.utf8), path: "fuzz.csv")
  precondition(reread.diagnostics.isEmpty, "the writer wrote what the reader rejects")
  precondition(reread.records.map(\.fields) == result.records.map(\.fields), "a write and a read changed the records")
  return 0
}
