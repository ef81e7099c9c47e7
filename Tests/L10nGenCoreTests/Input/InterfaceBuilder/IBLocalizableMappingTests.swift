import Foundation
import L10nGenCore
import Testing

/// One hand-made case per row of Docs/Formats.md §6.3 and §6.4 (what ibtool skips): an IB snippet and the entries
/// ibtool exports for it, as `key|Class|value`.
@Suite struct IBLocalizableMappingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var platform: IBPlatform
    var xml: String
    var expected: [String]

    var testDescription: String { "\(platform.rawValue): \(name)" }
  }

  static func document(_ xml: String, platform: IBPlatform) -> String {
    switch platform {
    case .macOS:
      return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                \(xml)
            </objects>
        </document>
        """
    case .tvOS:
      return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="21507" \
        targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES">
            <scenes><scene sceneID="s-1"><objects>
                \(xml)
            </objects></scene></scenes>
        </document>
        """
    default:
      return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <scenes><scene sceneID="s-1"><objects>
                \(xml)
            </objects></scene></scenes>
        </document>
        """
    }
  }

  static func export(_ xml: String, platform: IBPlatform) throws -> [IBStringsExporter.Entry] {
    let text = document(xml, platform: platform)
    let result = IBDocumentReader.read(Data(text.utf8), path: "Fixture.storyboard")
    let document = try #require(result.document, "\(result.diagnostics)")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(document.platform == platform)
    return IBStringsExporter.entries(for: document)
  }

  static func className(_ comment: String) -> String {
    let start = comment.range(of: "Class = \"")!.upperBound
    return String(comment[start...].prefix { $0 != "\"" })
  }

  static let uiKitCases: [Case] = [
    Case(
      name: "UILabel text attribute", platform: .iOS, xml: #"<label text="Hello" id="Lbl-01-abc"/>"#,
      expected: ["Lbl-01-abc.text|UILabel|Hello"]),
    Case(
      name: "UILabel multi-line <string key=text>", platform: .iOS,
      xml: #"<label id="L"><string key="text">Two&#10;lines</string></label>"#, expected: ["L.text|UILabel|Two\nlines"]),
    Case(name: "empty text is never exported", platform: .iOS, xml: #"<label text="" id="L"/>"#, expected: []),
    Case(
      name: "attributed label text is not exported", platform: .iOS,
      xml: #"<label id="L"><attributedString key="attributedText"><fragment content="A"/></attributedString></label>"#,
      expected: []),
    Case(
      name: "UIButton state titles", platform: .iOS,
      xml: #"""
        <button customClass="FancyButton" id="B"><state key="normal" title="N"/><state key="highlighted" title="H"/>
        <state key="selected" title="S"/><state key="disabled" title="D"/><state key="focused" image="x"/></button>
        """#,
      expected: [
        "B.disabledTitle|UIButton|D", "B.highlightedTitle|UIButton|H", "B.normalTitle|UIButton|N",
        "B.selectedTitle|UIButton|S",
      ]),
    Case(
      name: "UIButton configuration title and subtitle", platform: .iOS,
      xml: #"<button id="B"><buttonConfiguration key="configuration" style="plain" title="T" subtitle="S"/></button>"#,
      expected: ["B.configuration.subtitle|UIButton|S", "B.configuration.title|UIButton|T"]),
    Case(
      name: "accessibility label and hint", platform: .iOS,
      xml:
        #"<button id="B"><accessibility key="accessibilityConfiguration" label="Close" hint="Closes it" identifier="close"/></button>"#,
      expected: ["B.accessibilityHint|UIButton|Closes it", "B.accessibilityLabel|UIButton|Close"]),
    Case(
      name: "UIImageView accessibility label", platform: .iOS,
      xml:
        #"<imageView id="I"><accessibility key="accessibilityConfiguration" label="Logo"><bool key="isElement" value="YES"/></accessibility></imageView>"#,
      expected: ["I.accessibilityLabel|UIImageView|Logo"]),
    Case(
      name: "UITextField placeholder and text", platform: .iOS,
      xml: #"<textField placeholder="Email" text="me" id="F"/>"#,
      expected: ["F.placeholder|UITextField|Email", "F.text|UITextField|me"]),
    Case(
      name: "UITextView text child", platform: .iOS,
      xml: #"<textView id="V"><string key="text">Long&#10;text</string></textView>"#,
      expected: ["V.text|UITextView|Long\ntext"]),
    Case(
      name: "UISegmentedControl segment titles", platform: .iOS,
      xml:
        #"<segmentedControl id="S"><segments><segment title="A"/><segment title=""/><segment title="C"/></segments></segmentedControl>"#,
      expected: ["S.segmentTitles[0]|UISegmentedControl|A", "S.segmentTitles[2]|UISegmentedControl|C"]),
    Case(
      name: "UISearchBar", platform: .iOS,
      xml:
        #"<searchBar placeholder="P" prompt="Pr" text="T" id="S"><scopeButtonTitles><string>One</string><string>Two</string></scopeButtonTitles></searchBar>"#,
      expected: [
        "S.placeholder|UISearchBar|P", "S.prompt|UISearchBar|Pr", "S.scopeButtonTitles[0]|UISearchBar|One",
        "S.scopeButtonTitles[1]|UISearchBar|Two", "S.text|UISearchBar|T",
      ]),
    Case(
      name: "UINavigationItem", platform: .iOS,
      xml: #"<navigationItem key="navigationItem" title="T" prompt="P" backButtonTitle="B" id="N"/>"#,
      expected: ["N.backButtonTitle|UINavigationItem|B", "N.prompt|UINavigationItem|P", "N.title|UINavigationItem|T"]),
    Case(
      name: "UIBarButtonItem and UITabBarItem", platform: .iOS,
      xml: #"<barButtonItem title="Done" style="done" id="I"/><tabBarItem key="tabBarItem" title="Home" id="T"/>"#,
      expected: ["I.title|UIBarButtonItem|Done", "T.title|UITabBarItem|Home"]),
    Case(
      name: "view controller titles", platform: .iOS,
      xml: #"""
        <viewController title="V" customClass="LoginViewController" id="C1"/>
        <tableViewController title="T" id="C2"/><collectionViewController title="C" id="C3"/>
        <navigationController title="N" id="C4"/>
        """#,
      expected: [
        "C1.title|UIViewController|V", "C2.title|UITableViewController|T",
        "C3.title|UICollectionViewController|C", "C4.title|UINavigationController|N",
      ]),
    Case(
      name: "UITableViewSection header and footer (child string)", platform: .iOS,
      xml: #"<tableViewSection headerTitle="H" id="S"><string key="footerTitle">F</string></tableViewSection>"#,
      expected: ["S.footerTitle|UITableViewSection|F", "S.headerTitle|UITableViewSection|H"]),
    Case(
      name: "runtime attributes and constraints are not exported", platform: .iOS,
      xml: #"""
        <label text="x" id="L"><userDefinedRuntimeAttributes>
        <userDefinedRuntimeAttribute type="string" keyPath="lzText" value="login.title"/>
        </userDefinedRuntimeAttributes><constraints><constraint placeholder="YES" id="c1"/></constraints></label>
        """#,
      expected: ["L.text|UILabel|x"]),
    Case(name: "tvOS uses UIKit", platform: .tvOS, xml: #"<label text="TV" id="L"/>"#, expected: ["L.text|UILabel|TV"]),
  ]

  static let appKitCases: [Case] = [
    Case(
      name: "NSTextFieldCell title and placeholder", platform: .macOS,
      xml: #"<textField id="F"><textFieldCell key="cell" title="T" placeholderString="P" id="C"/></textField>"#,
      expected: ["C.placeholderString|NSTextFieldCell|P", "C.title|NSTextFieldCell|T"]),
    Case(
      name: "NSTextFieldCell multi-line title", platform: .macOS,
      xml: #"<textFieldCell id="C"><string key="title">Multi&#10;line</string></textFieldCell>"#,
      expected: ["C.title|NSTextFieldCell|Multi\nline"]),
    Case(
      name: "NSButtonCell title and alternate title; the control's tool tip and description", platform: .macOS,
      xml: #"""
        <button toolTip="Help" customClass="MyButton" id="B"><buttonCell key="cell" type="push" title="Go" alternateTitle="Stop" id="BC"/>
        <accessibility description="Go button"/></button>
        """#,
      expected: [
        "B.ibExternalAccessibilityDescription|NSButton|Go button", "B.ibShadowedToolTip|NSButton|Help",
        "BC.alternateTitle|NSButtonCell|Stop", "BC.title|NSButtonCell|Go",
      ]),
    Case(
      name: "NSPopUpButtonCell title is skipped, its items are not", platform: .macOS,
      xml: #"""
        <popUpButtonCell key="cell" title="Item" id="P"><menu key="menu" id="M"><items>
        <menuItem title="Item" state="on" id="I1"/><menuItem isSeparatorItem="YES" id="I2"/></items></menu></popUpButtonCell>
        """#,
      expected: ["I1.title|NSMenuItem|Item"]),
    Case(
      name: "NSMenu and NSMenuItem", platform: .macOS,
      xml:
        #"<menu title="File" systemMenu="main" id="M"><items><menuItem title="Open…" keyEquivalent="o" id="O"/></items></menu>"#,
      expected: ["M.title|NSMenu|File", "O.title|NSMenuItem|Open…"]),
    Case(
      name: "NSWindow title", platform: .macOS, xml: #"<window title="Preferences" id="W"/>"#,
      expected: ["W.title|NSWindow|Preferences"]),
    Case(
      name: "NSBox title even without a visible title", platform: .macOS,
      xml: #"<box title="Group" titlePosition="noTitle" boxType="custom" id="X"/><box title="" id="Y"/>"#,
      expected: ["X.title|NSBox|Group"]),
    Case(
      name: "NSTabViewItem label", platform: .macOS, xml: #"<tabViewItem label="General" identifier="g" id="T"/>"#,
      expected: ["T.label|NSTabViewItem|General"]),
    Case(
      name: "NSTableColumn header title and tool tip", platform: .macOS,
      xml: #"<tableColumn headerToolTip="Tip" id="C"><tableHeaderCell key="headerCell" title="Name"/></tableColumn>"#,
      expected: ["C.headerCell.title|NSTableColumn|Name", "C.headerToolTip|NSTableColumn|Tip"]),
    Case(
      name: "NSSegmentedCell labels and tool tips", platform: .macOS,
      xml:
        #"<segmentedCell key="cell" id="S"><segments><segment label="A" toolTip="ta"/><segment/><segment label="C"/></segments></segmentedCell>"#,
      expected: [
        "S.ibShadowedLabels[0]|NSSegmentedCell|A", "S.ibShadowedLabels[2]|NSSegmentedCell|C",
        "S.ibShadowedToolTips[0]|NSSegmentedCell|ta",
      ]),
    Case(
      name: "NSSearchFieldCell placeholder", platform: .macOS,
      xml: #"<searchFieldCell key="cell" placeholderString="Search" id="S"/>"#,
      expected: ["S.placeholderString|NSSearchFieldCell|Search"]),
    Case(
      name: "NSToolbarItem label and palette label", platform: .macOS,
      xml: #"<toolbarItem implicitItemIdentifier="x" label="L" paletteLabel="P" id="T"/>"#,
      expected: ["T.label|NSToolbarItem|L", "T.paletteLabel|NSToolbarItem|P"]),
    Case(
      name: "NSPopoverTouchBarItem", platform: .macOS,
      xml: #"<touchBarPopoverItem collapsedRepresentationLabel="More" id="P"/>"#,
      expected: ["P.collapsedRepresentationLabel|NSPopoverTouchBarItem|More"]),
    Case(
      name: "NSViewController title", platform: .macOS, xml: #"<viewController title="General" id="V"/>"#,
      expected: ["V.title|NSViewController|General"]),
    Case(
      name: "a custom view's tool tip", platform: .macOS, xml: #"<customView toolTip="Drop here" id="V"/>"#,
      expected: ["V.ibShadowedToolTip|NSView|Drop here"]),
    Case(
      name: "formatters, bindings and runtime attributes are not exported", platform: .macOS,
      xml: #"""
        <numberFormatter formatterBehavior="default10_4" id="N"><real key="minimum" value="0"/></numberFormatter>
        <textFieldCell id="C"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="lzText" value="k"/>
        </userDefinedRuntimeAttributes><connections><binding destination="x" name="value" keyPath="title" id="b"/></connections></textFieldCell>
        """#,
      expected: []),
  ]

  @Test(arguments: uiKitCases + appKitCases)
  func exportsWhatIBToolExports(_ testCase: Case) throws {
    let entries = try Self.export(testCase.xml, platform: testCase.platform)
    let actual = entries.map { "\($0.key)|\(Self.className($0.comment))|\($0.value)" }
    #expect(actual == testCase.expected)
  }

  @Test func commentsFollowIBTool() throws {
    let entries = try Self.export(
      ##"""
      <label text="Say &quot;hi&quot;&#10;now" id="Ibu-xm-woE"><attributedString key="userComments">
      <fragment content="#bc-ignore!"/></attributedString></label>
      <segmentedControl id="fex-rb-Xzh"><segments><segment title="English"/></segments></segmentedControl>
      """##, platform: .iOS)
    #expect(
      entries.map(\.comment) == [
        #"Class = "UISegmentedControl"; fex-rb-Xzh.segmentTitles[0] = "English"; ObjectID = "fex-rb-Xzh";"#,
        ##"Class = "UILabel"; text = "Say \"hi\"\nnow"; ObjectID = "Ibu-xm-woE"; Note = "#bc-ignore!";"##,
      ])
  }

  @Test func valuesAreLocatedAtTheirAttributeOrText() throws {
    let xml = #"<label text="Hi" id="L"/><textView id="V"><string key="text">Body</string></textView>"#
    let text = Self.document(xml, platform: .iOS)
    let bytes = Array(text.utf8)
    let document = try #require(IBDocumentReader.read(Data(bytes), path: "F.storyboard").document)
    for property in document.localizableProperties {
      #expect(String(decoding: bytes[property.valueSpan.byteRange], as: UTF8.self) == property.value)
      let line = text.split(separator: "\n", omittingEmptySubsequences: false)[property.valueSpan.location.line - 1]
      let column = property.valueSpan.location.column
      #expect(line.dropFirst(column - 1).hasPrefix(property.value))
    }
  }
}
