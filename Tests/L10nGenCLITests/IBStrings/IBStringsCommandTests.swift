import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `l10n-gen ib-strings`: files, folders, encodings and errors.
@Suite struct IBStringsCommandTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="s"><objects>
            <viewController title="Login" id="VC1-aa-bbb">
                <view key="view" id="V1"><subviews>
                    <label text="Welcome &amp; hi" id="Lbl-aa-bbb"/>
                    <button id="Btn-aa-bbb"><state key="normal" title="Go"/></button>
                </subviews></view>
            </viewController>
        </objects></scene></scenes>
    </document>
    """

  static let expected = """

    /* Class = "UIButton"; normalTitle = "Go"; ObjectID = "Btn-aa-bbb"; */
    "Btn-aa-bbb.normalTitle" = "Go";

    /* Class = "UILabel"; text = "Welcome & hi"; ObjectID = "Lbl-aa-bbb"; */
    "Lbl-aa-bbb.text" = "Welcome & hi";

    /* Class = "UIViewController"; title = "Login"; ObjectID = "VC1-aa-bbb"; */
    "VC1-aa-bbb.title" = "Login";

    """

  @Test func exportsAFileToStandardOutput() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("Base.lproj/Main.storyboard", Self.storyboard)
    let result = CapturingConsole.run(["ib-strings", file])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.output == Self.expected)
    #expect(result.error.isEmpty)
  }

  @Test func writesUTF8OrUTF16ToTheOutputPath() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("Base.lproj/Main.storyboard", Self.storyboard)
    let utf8 = CapturingConsole.run(["ib-strings", file, "--output", directory.path + "/en.lproj/Main.strings"])
    #expect(utf8.code == .success, "\(utf8.error)")
    #expect(directory.read("en.lproj/Main.strings") == Self.expected)
    #expect(utf8.error.contains("3 entries"))

    try FileManager.default.createDirectory(atPath: directory.path + "/raw", withIntermediateDirectories: true)
    let utf16 = CapturingConsole.run(["ib-strings", file, "-o", directory.path + "/raw", "--encoding", "utf16"])
    #expect(utf16.code == .success, "\(utf16.error)")
    let data = try #require(FileManager.default.contents(atPath: directory.path + "/raw/Main.strings"))
    #expect(data.prefix(2) == Data([0xFF, 0xFE]))
    #expect(String(data: data, encoding: .utf16) == Self.expected)
  }

  @Test func exportsEveryBaseIBFileOfAFolder() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/Base.lproj/Main.storyboard", Self.storyboard)
    try directory.write(
      "App/Base.lproj/Empty.xib", #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"/>"#)
    try directory.write("Widget/Base.lproj/Main.storyboard", Self.storyboard)
    try directory.write("App/NotLocalized.storyboard", Self.storyboard)
    try directory.write("App/.hidden/Base.lproj/Secret.storyboard", Self.storyboard)
    let output = directory.path + "/out"
    let result = CapturingConsole.run(["ib-strings", directory.path, "--output", output])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.error.contains("3 IB files"), "\(result.error)")
    #expect(directory.read("out/App/Main.strings") == Self.expected)
    #expect(directory.read("out/App/Empty.strings") == "")
    #expect(directory.read("out/Widget/Main.strings") == Self.expected)
    #expect(directory.read("out/App/NotLocalized.strings") == nil)
    #expect(directory.read("out/App/Secret.strings") == nil)
  }

  @Test func malformedFileIsALocatedErrorAndExitsWithOne() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("Base.lproj/Bad.xib", "<document>\n<label text=\"a&b\" id=\"x\"/>\n</document>")
    let result = CapturingConsole.run(["ib-strings", file])
    #expect(result.code == .failure)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("\(file):2:15: error: '&' must start a reference"), "\(result.error)")
    #expect(result.error.contains("[syntax-error]"))
  }

  @Test(arguments: [
    (["ib-strings", "MISSING"], "does not exist"),
    (["ib-strings", "--encoding", "latin1", "."], "invalid for '--encoding'"),
    (["ib-strings", "."], "needs '--output <folder>'"),
  ])
  func usageErrors(arguments: [String], message: String) {
    let result = CapturingConsole.run(arguments)
    #expect(result.code == .usage)
    #expect(result.error.contains(message), "\(result.error)")
  }

  @Test func rejectsOtherFilesAndUTF16ToStandardOutput() throws {
    let directory = try TemporaryDirectory()
    let strings = try directory.write("en.lproj/L.strings", "\"a\" = \"b\";")
    #expect(CapturingConsole.run(["ib-strings", strings]).error.contains("expected a .storyboard or .xib"))
    let file = try directory.write("Base.lproj/Main.storyboard", Self.storyboard)
    let result = CapturingConsole.run(["ib-strings", file, "--encoding", "utf16"])
    #expect(result.code == .usage)
    #expect(result.error.contains("give '--output <file>'"))
  }

  @Test func isListedInHelp() {
    let result = CapturingConsole.run(["--help"])
    #expect(result.output.contains("ib-strings"))
    let help = CapturingConsole.run(["ib-strings", "--help"])
    #expect(
      help.output.contains("USAGE: l10n-gen ib-strings <file|folder> [--output <path>] [--encoding <utf8|utf16>]"))
  }
}
