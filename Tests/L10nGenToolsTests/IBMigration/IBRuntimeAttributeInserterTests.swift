import Foundation
import L10nGenCore
import L10nGenTools
import Testing

/// The minimal edit on files written otherwise than Xcode writes them, and on AppKit controls.
@Suite struct IBRuntimeAttributeInserterTests {
  static func insert(_ xml: String, _ additions: [String: [IBRuntimeAttributeInserter.Attribute]]) throws -> String {
    let data = Data(xml.utf8)
    let root = try #require(XMLTreeReader.parse(data, path: "f.xib").root)
    return String(decoding: IBRuntimeAttributeInserter.inserting(additions, into: data, root: root), as: UTF8.self)
  }

  @Test func followsCRLFLineBreaksAndEscapesValues() throws {
    let xml = "<document>\r\n    <objects>\r\n        <label id=\"L1\"/>\r\n    </objects>\r\n</document>\r\n"
    let edited = try Self.insert(xml, ["L1": [.init(keyPath: "lzText", value: "a&b \"c\"")]])
    #expect(
      edited
        == "<document>\r\n    <objects>\r\n        <label id=\"L1\">\r\n            <userDefinedRuntimeAttributes>\r\n"
        + "                <userDefinedRuntimeAttribute type=\"string\" keyPath=\"lzText\" value=\"a&amp;b &quot;c&quot;\"/>"
        + "\r\n            </userDefinedRuntimeAttributes>\r\n        </label>\r\n    </objects>\r\n</document>\r\n")
  }

  @Test func appKitCellTextsGoOnTheControl() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
          <objects>
              <window title="Prefs" id="W1">
                  <view key="contentView" id="CV1">
                      <subviews>
                          <textField id="TF1">
                              <textFieldCell key="cell" title="Name:" placeholderString="Your name" id="C1"/>
                          </textField>
                      </subviews>
                  </view>
              </window>
          </objects>
      </document>

      """
    let path = "Base.lproj/Prefs.xib"
    let workspace = IBMigrationWorkspace(files: [path: Data(xib.utf8)], languageFolders: ["": []])
    let plan = IBMigrator.propose(documents: [path], workspace: workspace, developmentLanguage: "en").plan
    let result = IBMigrator.apply(plan, workspace: workspace)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let edited = try #require(result.changes.first { $0.path == path }).new
    let document = try #require(IBDocumentReader.read(edited, path: path).document)
    let attributes = document.object(withID: "TF1")?.runtimeAttributes.map { "\($0.keyPath)=\($0.value ?? "")" }
    #expect(attributes == ["lzText=prefs.name", "lzPlaceholder=prefs.yourName"])
    #expect(document.object(withID: "W1")?.runtimeAttributes.map(\.keyPath) == ["lzTitle"])
  }
}
