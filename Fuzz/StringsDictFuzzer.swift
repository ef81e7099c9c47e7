import Foundation

/// libFuzzer entry point: parses arbitrary bytes as a `.stringsdict` file.
@_cdecl("LLVMFuzzerTestOneInput")
public func stringsDictFuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let result = StringsDictReader.parse(data, path: "fuzz.stringsdict")
  for entry in result.entries {
    _ = entry.value.root.allTexts.count
    _ = entry.value.substitutions.map(\.variants.representativeText)
  }
  return 0
}
