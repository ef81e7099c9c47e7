import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// What `generate` leaves on disk: exactly the snapshots' bytes, and after a failed run the previous output as it was
/// (it writes through ``FileSetWriter``, tested on its own in `FileSetWriterTests`).
@Suite struct GenerateOutputTests {
  /// A template that fails half-way through a file (after some of its text was streamed) fails the run, and the
  /// output of the previous run is left byte for byte, with no temporary file beside it.
  @Test func failingRenderLeavesTheExistingOutputUntouched() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", "\"title\" = \"Title\";\n")
    let output = directory.path + "/out"
    #expect(CapturingConsole.run(["generate", directory.path + "/in", "--output", output]).code == .success)
    let before = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    let contents = before.map { directory.read("out/\($0)") }

    // The partial includes itself with no end: rendering stops with an error after many lines were written.
    try directory.write("templates/loop.mustache", "{{#isTableFile}}{{>again}}{{/isTableFile}}\n")
    try directory.write("templates/loop-again.mustache", "line {{tableName}}\n{{>again}}\n")
    let result = CapturingConsole.run([
      "generate", directory.path + "/in", "--output", output, "--template", directory.path + "/templates/loop.mustache",
    ])
    #expect(result.code == .failure)
    #expect(result.error.contains("nested more than"), "\(result.error)")
    #expect(result.error.contains("nothing was written"), "\(result.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == before)
    #expect(before.map { directory.read("out/\($0)") } == contents)
  }

  /// The CLI writes every snapshot case's files with exactly the snapshot's bytes (the snapshots are the in-memory
  /// pipeline's output, so streaming to disk changes nothing).
  @Test(arguments: SnapshotCompileTests.cases)
  func writtenFilesAreTheSnapshots(case name: String) throws {
    let snapshot = SnapshotCompileTests.generated.appendingPathComponent(name)
    let inputs = snapshot.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Inputs/\(name)")
    let diagnostics = try String(contentsOf: snapshot.appendingPathComponent("diagnostics.txt"), encoding: .utf8)
    let directory = try TemporaryDirectory()
    let result = CapturingConsole.run(["generate", inputs.path, "--output", directory.path + "/out"])
    let expected = try FileManager.default.contentsOfDirectory(atPath: snapshot.path).filter { $0.hasSuffix(".swift") }
    guard !diagnostics.contains(": error: ") else {
      #expect(result.code == .failure)
      #expect(!FileManager.default.fileExists(atPath: directory.path + "/out"))
      return
    }
    #expect(result.code == .success, "\(result.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out").sorted() == expected.sorted())
    for file in expected {
      let written = FileManager.default.contents(atPath: directory.path + "/out/" + file)
      #expect(written == FileManager.default.contents(atPath: snapshot.appendingPathComponent(file).path), "\(file)")
    }
  }
}
