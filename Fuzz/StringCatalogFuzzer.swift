import Foundation

/// libFuzzer entry point: parses arbitrary bytes as an `.xcstrings` String Catalog.
@_cdecl("LLVMFuzzerTestOneInput")
public func stringCatalogFuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let result = StringCatalogReader.parse(data, path: "fuzz.xcstrings")
  for entry in result.catalog?.entries ?? [] {
    for (_, value) in entry.values { _ = value.root.representativeText }
  }
  return 0
}
