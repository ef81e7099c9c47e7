// libFuzzer harness for the `Accept-Language` reader of L10nKit (AcceptLanguage, on LanguageMatcher). Built by
// Fuzz/run.sh together with L10nKit's language sources (same module), so it needs no import of L10nKit.
import Foundation

/// The localizations the harness chooses from: plain, regional, scripted, legacy and Base names.
private let available = [
  "Base", "ar", "de", "de-AT", "en", "en-GB", "English", "fr", "pt-PT", "pt_BR", "sr", "sr-Latn", "zh-Hans", "zh-Hant",
]

/// Reads the input as a header twice and checks the invariants every answer must satisfy.
@_cdecl("LLVMFuzzerTestOneInput")
public func acceptLanguageFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let header = String(decoding: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : count), as: UTF8.self)
  let ranges = AcceptLanguage.ranges(in: header)
  precondition(ranges == AcceptLanguage.ranges(in: header), "reading the same header twice gave different ranges")
  precondition(ranges.count <= (header.utf8.count + 1) / 2, "more ranges than the header has room for")
  for (index, range) in ranges.enumerated() {
    precondition((0...1000).contains(range.quality), "weight out of range: \(range)")
    precondition(!range.range.isEmpty && range.range.utf8.count <= header.utf8.count, "range not in the header")
    precondition(range.range.utf8.allSatisfy { $0 < 0x80 && $0 > 0x20 }, "a range with other than ASCII: \(range)")
    if index > 0 { precondition(ranges[index - 1].quality >= range.quality, "ranges not sorted by weight") }
  }
  let answer = AcceptLanguage.bestLocalization(forHeader: header, in: available, developmentLanguage: "en")
  precondition(answer == AcceptLanguage.bestLocalization(forHeader: header, in: available, developmentLanguage: "en"))
  if let answer {
    precondition(available.contains(answer), "answer not among the localizations: \(answer)")
    precondition(header.utf8.count <= AcceptLanguage.maximumHeaderLength, "a too long header was read")
    precondition(ranges.contains { $0.quality > 0 }, "an answer without an acceptable range")
  }
  return 0
}
