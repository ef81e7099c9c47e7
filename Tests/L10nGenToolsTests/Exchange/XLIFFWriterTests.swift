import Foundation
import L10nGenCore
import L10nGenTestSupport
import L10nGenTools
import Testing

/// The XLIFF writer against Xcode's own bytes, and its escaping.
@Suite struct XLIFFWriterTests {
  /// Every Xcode 16 `.xliff` in the corpus, read and written again with Xcode's `<tool>`, gives the same bytes:
  /// layout, escaping, `<note/>`, `translate="no"`, states and the `<file>` attribute order as Xcode writes them.
  @Test(.enabled(if: PackagePaths.corpus != nil)) func rewritesXcodeExportsByteForByte() throws {
    let corpus = try #require(PackagePaths.corpus)
    let xcode164 = XLIFFWriter.Tool(id: "com.apple.dt.xcode", name: "Xcode", version: "16.4", buildNumber: "16F6")
    let xcode160 = XLIFFWriter.Tool(id: "com.apple.dt.xcode", name: "Xcode", version: "16.0", buildNumber: "16A242")
    var checked = 0
    for (app, tool) in [("newmarcel__KeepingYouAwake", xcode164), ("geteduroam__apple-app", xcode160)] {
      for url in PackagePaths.files(in: corpus.appendingPathComponent(app), withExtensions: ["xliff"]) {
        let data = try Data(contentsOf: url)
        // `datatype` second on the `.strings` and IB files without any target, as Xcode writes it.
        let text = String(decoding: data, as: UTF8.self)
        guard text.contains("tool-version=\"\(tool.version)\"") else { continue }
        let read = XLIFFReader.read(data, path: url.path)
        #expect(read.diagnostics.isEmpty)
        let written = XLIFFWriter(tool: tool).document(read.files).split(
          separator: "\n", omittingEmptySubsequences: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(written, lines).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(
          first == nil && written.count == lines.count,
          "\(url.lastPathComponent) line \((first?.offset ?? 0) + 1): \(first.map { "\($0.element.0) ≠ \($0.element.1)" } ?? "")"
        )
        checked += 1
      }
    }
    #expect(checked >= 35)
  }

  @Test func escapesAsXcodeDoes() {
    #expect(XMLText.escaped("a & b < c > d \"e\"\nf\u{2028}") == "a &amp; b &lt; c &gt; d \"e\"\nf\u{2028}")
    #expect(XMLAttributeValue.escaped("a\n\"b\"\t&") == "a&#10;&quot;b&quot;&#9;&amp;")
    #expect(XMLText.escaped("x\u{1E}y\rz") == "x&#30;y&#13;z")
  }

  /// Control characters and carriage returns survive a write and a read.
  @Test func controlCharactersRoundTrip() {
    let unit = ExchangeUnit(id: "k\u{1E}\n", source: "a\u{1E}b\r\nc", target: "\t d ", state: "translated")
    let file = ExchangeFile(original: "en.lproj/A.strings", sourceLanguage: "en", targetLanguage: "de", units: [unit])
    let text = XLIFFWriter(tool: .init(id: "t", name: "t", version: "1")).document([file])
    let read = XLIFFReader.read(Data(text.utf8), path: "a.xliff")
    #expect(read.diagnostics.isEmpty)
    #expect(read.files.first?.units.first?.id == unit.id)
    #expect(read.files.first?.units.first?.source == unit.source)
    #expect(read.files.first?.units.first?.target == unit.target)
  }
}
