import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// The `lz*` keys of storyboards end to end through the CLI: the registry compiles against L10nKit, and removing a
/// key a storyboard uses fails generation at the storyboard's line and column, with nothing written.
@Suite struct InterfaceKeyBuildTests {
  static let table = """
    "login.title" = "Sign In";
    "login.welcome" = "Welcome back, %@!";
    "tab.all" = "All";
    "tab.unread" = "Unread";
    """

  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <subviews>
                                <label text="Sign In" id="lb1" customClass="TitleLabel" customModule="App">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="lzText" value="login.title"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                                <segmentedControl id="sg1" segmentControlStyle="plain" selectedSegmentIndex="0">
                                    <segments>
                                        <segment title="All"/>
                                        <segment title="Unread"/>
                                    </segments>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="lzSegmentTitles" value="tab.all, tab.unread"/>
                                    </userDefinedRuntimeAttributes>
                                </segmentedControl>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  /// The 1-based line and column of the first occurrence of `needle` in `text`.
  static func position(of needle: String, in text: String) throws -> (line: Int, column: Int) {
    let range = try #require(text.range(of: needle))
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (line, text[lineStart..<range.lowerBound].unicodeScalars.count + 1)
  }

  @Test func removingAKeyAStoryboardUsesFailsGenerationAtTheAttribute() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", Self.table)
    try directory.write("in/Base.lproj/Main.storyboard", Self.storyboard)
    let output = directory.path + "/out"
    let arguments = ["generate", directory.path + "/in", "--output", output, "--bundle", "Bundle.main"]
    let before = CapturingConsole.run(arguments)
    #expect(before.code == .success, "\(before.output)\(before.error)")
    let registry = try String(contentsOfFile: output + "/L10nGen+InterfaceBuilder.swift", encoding: .utf8)
    #expect(registry.contains("L10n.LocalizableKey(stringLiteral: \"login.title\")"))

    let outputs = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    try directory.write(
      "in/en.lproj/Localizable.strings",
      Self.table.replacingOccurrences(of: "\"login.title\" = \"Sign In\";\n", with: ""))
    try FileManager.default.removeItem(atPath: output)
    let after = CapturingConsole.run(arguments)
    #expect(after.code != .success)
    let (line, column) = try Self.position(of: "login.title\"/>", in: Self.storyboard)
    let printed = after.output + after.error
    #expect(
      printed.contains("in/Base.lproj/Main.storyboard:\(line):\(column): error: 'login.title' set as lzText"),
      "\(printed)")
    #expect(printed.contains("[ib-unknown-key]"), "\(printed)")
    #expect(!FileManager.default.fileExists(atPath: output), "nothing is written: \(outputs)")
  }

  @Test(
    .enabled(if: Toolchain.swiftc != nil, "needs swiftc on PATH"),
    arguments: ["structured", "swiftgen"])
  func theRegistryCompilesAndListsEveryKey(template: String) throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", Self.table)
    try directory.write("in/Base.lproj/Main.storyboard", Self.storyboard)
    let use = try directory.write(
      "Use.swift",
      """
      import L10nKit

      func interfaceKeys() -> [String] {
        L10n.InterfaceBuilder.main.map { "\\($0.objectID) \\($0.key.table) \\($0.key.key) \\($0.segment ?? -1)" }
      }

      func check() -> [InterfaceRegistryCheck.Problem] {
        InterfaceRegistryCheck.problems(in: L10n.InterfaceBuilder.all)
      }
      """)
    let output = directory.path + "/out"
    let run = CapturingConsole.run([
      "generate", directory.path + "/in", "--output", output, "--bundle", "Bundle.main", "--template", template,
    ])
    #expect(run.code == .success, "\(run.output)\(run.error)")
    let generated = try FileManager.default.contentsOfDirectory(atPath: output).sorted().map { output + "/" + $0 }
    let result = try SwiftCompiler.typecheck(generated + [use])
    #expect(result.succeeded, "\(result.output)")
    let registry = try String(contentsOfFile: output + "/L10nGen+InterfaceBuilder.swift", encoding: .utf8)
    for key in ["login.title", "tab.all", "tab.unread"] { #expect(registry.contains("\"\(key)\"")) }
    #expect(registry.contains("customClass: \"TitleLabel\""))
  }
}
