import Foundation
import L10nGenCore
import L10nGenTestSupport
import Testing

/// The IB document model: platforms, objects, runtime attributes, and the diagnostics of bad files.
@Suite struct IBDocumentReaderTests {
  static func read(_ text: String, path: String = "Main.storyboard") -> IBDocumentReadResult {
    IBDocumentReader.read(Data(text.utf8), path: path)
  }

  @Test(arguments: [
    (
      "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "iOS.CocoaTouch", IBPlatform.iOS,
      IBDocument.Kind.storyboard
    ),
    ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "iOS.CocoaTouch.iPad", .iOS, .xib),
    ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV", .tvOS, .storyboard),
    ("com.apple.InterfaceBuilder.AppleTV.XIB", "AppleTV", .tvOS, .xib),
    ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "MacOSX.Cocoa", .macOS, .storyboard),
    ("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa", .macOS, .xib),
    ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", .watchOS, .storyboard),
  ])
  func tellsPlatformAndKind(type: String, runtime: String, platform: IBPlatform, kind: IBDocument.Kind) throws {
    let result = Self.read(#"<document type="\#(type)" version="3.0" targetRuntime="\#(runtime)"/>"#)
    let document = try #require(result.document)
    #expect(document.platform == platform)
    #expect(document.kind == kind)
    #expect(document.version == "3.0")
    #expect(document.format == .document)
  }

  @Test func readsObjectsWithTheirIdentityAndRuntimeAttributes() throws {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <device id="retina6_1" orientation="portrait"/>
        <scenes><scene sceneID="s"><objects>
          <viewController customClass="LoginViewController" customModule="App" id="VC-1">
            <view key="view" id="V-1">
              <label text="Forgot?" userLabel="Forgot Label" localization="NO" id="IGk-zq-Vuc">
                <attributedString key="userComments"><fragment content="Link "/><fragment><string key="content">text</string></fragment></attributedString>
                <userDefinedRuntimeAttributes>
                  <userDefinedRuntimeAttribute type="string" keyPath="lzText" value="login.forgot"/>
                  <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="8"/></userDefinedRuntimeAttribute>
                  <userDefinedRuntimeAttribute type="string" keyPath="lzHint"><string key="value">multi&#10;line</string></userDefinedRuntimeAttribute>
                  <userDefinedRuntimeAttribute type="color" keyPath="borderColor"><color key="value" white="1" alpha="1"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
              </label>
            </view>
          </viewController>
        </objects></scene></scenes>
      </document>
      """
    let bytes = Array(text.utf8)
    let result = Self.read(text)
    #expect(result.diagnostics.isEmpty)
    let document = try #require(result.document)
    #expect(document.objects.map(\.id) == ["VC-1", "V-1", "IGk-zq-Vuc"], "the device's id is no ObjectID")
    let controller = try #require(document.object(withID: "VC-1"))
    #expect(controller.className == "UIViewController")
    #expect(controller.customClass == "LoginViewController")
    #expect(controller.customModule == "App")
    #expect(controller.parentID == nil)
    let label = try #require(document.object(withID: "IGk-zq-Vuc"))
    #expect(label.className == "UILabel")
    #expect(label.userLabel == "Forgot Label")
    #expect(label.localizerComment == "Link text")
    #expect(label.isLocalizable == false)
    #expect(label.parentID == "V-1")
    #expect(label.idSpan.location.line == 6)
    #expect(String(decoding: bytes[label.idSpan.byteRange], as: UTF8.self) == "IGk-zq-Vuc")
    #expect(label.properties.map(\.key) == ["IGk-zq-Vuc.text"])
    let attributes = label.runtimeAttributes
    #expect(attributes.map(\.keyPath) == ["lzText", "layer.cornerRadius", "lzHint", "borderColor"])
    #expect(attributes.map(\.type) == ["string", "number", "string", "color"])
    #expect(attributes.map(\.value) == ["login.forgot", "8", "multi\nline", nil])
    let lzText = attributes[0]
    #expect(lzText.span.location.line == 9)
    #expect(String(decoding: bytes[try #require(lzText.valueSpan).byteRange], as: UTF8.self) == "login.forgot")
    #expect(String(decoding: bytes[try #require(lzText.keyPathSpan).byteRange], as: UTF8.self) == "lzText")
    let valueColumn = try #require(lzText.valueSpan).location.column
    let line = text.split(separator: "\n")[8]
    #expect(line.dropFirst(valueColumn - 1).hasPrefix("login.forgot"))
  }

  /// As ibtool (and Xcode 16.4's exports of KeepingYouAwake) do: a view-based table column's `dataCell` is no text
  /// (the rows are views), and a control's "Comment for Localizer" is its cell's note.
  @Test func viewBasedTableCellsAreSkippedAndAControlsCommentGoesToItsCell() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
        <objects>
          <tableView viewBased="YES" id="tv1-aa-bbb">
            <tableColumns>
              <tableColumn id="col-aa-bbb">
                <textFieldCell key="dataCell" title="Text Cell" id="HPO-gf-tIY"/>
              </tableColumn>
            </tableColumns>
          </tableView>
          <tableView id="tv2-aa-bbb">
            <tableColumns>
              <tableColumn id="col-cc-ddd">
                <textFieldCell key="dataCell" title="Cell Based" id="cel-aa-bbb"/>
              </tableColumn>
            </tableColumns>
          </tableView>
          <button id="nQd-UP-kL9">
            <buttonCell key="cell" type="check" title="Check" id="7z8-pS-A86"/>
            <attributedString key="userComments">
              <fragment content="Do not localize"/>
            </attributedString>
          </button>
        </objects>
      </document>
      """
    let document = try #require(Self.read(xib, path: "Settings.xib").document)
    let entries = IBStringsExporter.entries(for: document)
    #expect(entries.map(\.key) == ["7z8-pS-A86.title", "cel-aa-bbb.title"])
    #expect(entries.first?.comment.hasSuffix("Note = \"Do not localize\";") == true, "\(entries)")
  }

  @Test func malformedFileGivesALocatedError() throws {
    let result = Self.read("<document>\n  <label text=\"a\" id=\"x\">\n</document>")
    #expect(result.document == nil)
    let error = try #require(result.diagnostics.first)
    #expect(error.severity == .error)
    #expect(error.rule == .syntaxError)
    #expect(error.location == SourceLocation(file: "Main.storyboard", line: 3, column: 1))
  }

  @Test func otherXMLIsNoIBDocument() throws {
    let result = Self.read("<plist version=\"1.0\"><dict/></plist>")
    #expect(result.document == nil)
    #expect(result.diagnostics.map(\.rule) == [.ibInvalidDocument])
  }

  @Test func legacyArchiveIsReadWithAWarningAndNoObjects() throws {
    let result = Self.read(
      #"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data><object class="IBUILabel" id="1"/></data></archive>"#,
      path: "Old.xib")
    let document = try #require(result.document)
    #expect(document.format == .legacyArchive)
    #expect(document.kind == .xib)
    #expect(document.platform == .iOS)
    #expect(document.objects.isEmpty)
    #expect(result.diagnostics.map(\.rule) == [.ibLegacyArchive])
    #expect(result.diagnostics.first?.severity == .warning)
  }

  @Test func duplicateObjectIDsAreWarnedAndExportedOnce() throws {
    let result = Self.read(
      #"<document targetRuntime="iOS.CocoaTouch"><label text="A" id="x"/><label text="B" id="x"/></document>"#)
    #expect(result.diagnostics.map(\.rule) == [.ibDuplicateObjectID])
    let document = try #require(result.document)
    #expect(IBStringsExporter.entries(for: document).map(\.value) == ["A"])
  }

  @Test
  func readsEveryCorpusIBFile() throws {
    let corpus = PackagePaths.realFiles
    var platforms: Set<IBPlatform> = []
    var kinds: Set<IBDocument.Kind> = []
    var objectCount = 0
    for file in PackagePaths.files(in: corpus, withExtensions: ["storyboard", "xib"]) {
      let result = IBDocumentReader.read(try Data(contentsOf: file), path: file.path)
      let document = try #require(result.document, "\(file.path): \(result.diagnostics)")
      #expect(result.diagnostics.isEmpty, "\(file.path): \(result.diagnostics)")
      #expect(document.platform != .unknown, "\(file.path)")
      objectCount += document.objects.count
      platforms.insert(document.platform)
      kinds.insert(document.kind)
    }
    #expect(kinds == [.storyboard, .xib])
    if PackagePaths.hasFullCorpus {
      #expect(platforms == [.iOS, .tvOS, .watchOS, .macOS])
      #expect(objectCount > 1000)
    } else {
      #expect(platforms.isSuperset(of: [.iOS, .macOS]))
      #expect(objectCount > 100)
    }
  }

  @Test func fuzzRegressionsNeitherCrashNorHang() throws {
    let folder = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("FuzzRegressions/ib")
    let files = PackagePaths.files(in: folder, withExtensions: ["xib", "storyboard", "xml", ""])
    #expect(files.count >= 8)
    for file in files {
      let data = try Data(contentsOf: file)
      let result = IBDocumentReader.read(data, path: file.lastPathComponent)
      #expect(result.document != nil || result.diagnostics.containsErrors, "\(file.lastPathComponent)")
      for diagnostic in result.diagnostics {
        #expect((diagnostic.location?.line ?? 0) >= 1, "\(diagnostic)")
      }
      if let document = result.document {
        _ = IBStringsExporter.stringsText(for: document)
      }
    }
  }
}
