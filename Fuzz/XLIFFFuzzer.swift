import Foundation
import L10nGenCore

/// libFuzzer entry point: reads arbitrary bytes as XLIFF with `XLIFFReader` (on `XMLScanner`) and checks its
/// invariants; a violation traps, so libFuzzer saves the input.
///
/// - The result is files, or exactly one error diagnostic with no files.
/// - Every location has line and column ≥ 1.
/// - What was read, written by `XLIFFWriter` and read again, gives the same files and units (ids, sources, targets,
///   states, notes, `translate`): the writer escapes everything the reader can return. Checked only when a unit was
///   read: most inputs are rejected early, and re-encoding nothing exercises nothing.
///
/// The input is read where libFuzzer put it (no copy) and once: the reader keeps no state between calls.
@_cdecl("LLVMFuzzerTestOneInput")
public func xliffFuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: count, deallocator: .none)
  let result = XLIFFReader.read(data, path: "fuzz.xliff")
  if !result.diagnostics.isEmpty {
    precondition(result.files.isEmpty && result.diagnostics.count == 1, "an error and files")
    precondition(result.diagnostics[0].severity == .error)
  }
  for diagnostic in result.diagnostics {
    precondition((diagnostic.location?.line ?? 1) >= 1 && (diagnostic.location?.column ?? 1) >= 1)
  }
  for file in result.files {
    for unit in file.units {
      precondition((unit.location?.line ?? 1) >= 1 && (unit.location?.column ?? 1) >= 1)
    }
  }
  guard result.diagnostics.isEmpty, result.files.contains(where: { !$0.units.isEmpty }) else { return 0 }
  let text = XLIFFWriter(tool: .init(id: "fuzz", name: "fuzz", version: "1")).document(result.files)
  let reread = XLIFFReader.read(Data(text.utf8), path: "fuzz.xliff")
  precondition(reread.diagnostics.isEmpty, "the writer wrote what the reader rejects")
  precondition(stripped(reread.files) == stripped(result.files), "a write and a read changed the units")
  return 0
}

/// The files without locations (which differ between the input and the rewritten text).
private func stripped(_ files: [ExchangeFile]) -> [ExchangeFile] {
  files.map { file in
    var file = file
    file.units = file.units.map { unit in
      var unit = unit
      unit.location = nil
      unit.targetLocation = nil
      return unit
    }
    return file
  }
}
