import Foundation
import Testing

@testable import L10nGenCore

@Suite struct CodeGeneratorTests {
  @Test(arguments: [
    ("a\nb\n", "a\nb\n"),
    ("a  \nb", "a\nb\n"),
    ("a\r\nb\rc\n\n\n", "a\nb\nc\n"),
    ("a  ", "a\n"),
    ("\n", "\n"),
    ("", "\n"),
  ])
  func generatedTextIsNormalized(text: String, normalized: String) {
    #expect(CodeGenerator.normalized(text) == normalized)
  }

  /// What a straightforward whole-text normalization gives: line by line, trailing spaces dropped, then empty
  /// lines at the end dropped and one newline added.
  private static func reference(_ text: String) -> String {
    var lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
      .components(separatedBy: "\n").map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Renders `text` through a stream in the given pieces, as the renderer hands its output over.
  private static func streamed(_ pieces: [String]) -> String {
    let collector = GeneratedFileCollector()
    collector.beginFile(named: "File.swift")
    let stream = GeneratedTextStream(sink: collector)
    for piece in pieces { stream.write(piece) }
    stream.finish()
    collector.endFile(isComplete: true)
    return collector.files.first?.contents ?? ""
  }

  /// Wherever the rendered text is cut into pieces (between a CR and its LF, inside a run of spaces or line breaks,
  /// across block boundaries), the streamed file is the whole text normalized.
  @Test func streamedTextIsNormalizedWhereverItIsCut() {
    let samples = ["a \r\n b  \r\rc\n\n ", " \n\n x \r", "é  \r\n\r\n", "\r\n", "  "]
    for text in samples {
      let characters = Array(text)
      for cut in 0...characters.count {
        let pieces = [String(characters[..<cut]), String(characters[cut...])]
        #expect(Self.streamed(pieces) == Self.reference(text), "\(text.debugDescription) cut at \(cut)")
      }
      #expect(Self.streamed(characters.map { String($0) }) == Self.reference(text))
    }
    // Several blocks of text, written a line at a time.
    let lines = (0..<20_000).map { index in "  line \(index)" + String(repeating: " ", count: index % 3) + "\r\n" }
    let whole = lines.joined() + "\n\n"
    #expect(whole.utf8.count > 3 * GeneratedTextStream.blockSize)
    #expect(Self.streamed(lines + ["\n\n"]) == Self.reference(whole))
  }

  /// Texts of spaces, line breaks and other text, cut into pieces at random places (the stream copies what lies
  /// between line breaks at once and holds back the spaces a piece ends with), and lines longer than a block: the
  /// streamed file is the whole text normalized.
  @Test func randomlyCutTextIsNormalized() {
    var generator = SeededGenerator(seed: 24)
    let parts = ["a", " ", "  ", "\r", "\n", "\r\n", "é", "\t", "xyz "]
    for _ in 0..<2_000 {
      var pieces: [String] = []
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        let count = Int.random(in: 0...6, using: &generator)
        pieces.append((0..<count).map { _ in parts.randomElement(using: &generator)! }.joined())
      }
      #expect(Self.streamed(pieces) == Self.reference(pieces.joined()), "\(pieces.debugDescription)")
    }
    let long = String(repeating: "ab ", count: GeneratedTextStream.blockSize) + "  \n"
    #expect(Self.streamed([long, "  ", long]) == Self.reference(long + "  " + long))
  }

  /// A file whose rendering fails ends incomplete: a collector keeps the files before it and drops it.
  @Test func failedRenderEndsTheFileIncomplete() throws {
    let table = "\"title\" = \"Title\";\n"
    let templates = try TemplateSet(
      name: "loop", mainSource: "{{#isTableFile}}{{>again}}{{/isTableFile}}{{#isSupportFile}}ok{{/isSupportFile}}",
      partialSources: ["again": "line\n{{>again}}"])
    let result = GeneratorPipeline.run(
      files: [InputFile(path: "en.lproj/Localizable.strings", data: Data(table.utf8))], config: L10nGenConfig(),
      templates: templates)
    #expect(result.hasErrors)
    #expect(result.files.map(\.name) == [OutputPlan.supportFileName])
    #expect(result.files.first?.contents == "ok\n")
  }
}
