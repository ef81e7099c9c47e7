import Foundation
import L10nGenCore
import L10nGenTools
import Testing

/// Key proposals of `ib-migrate`: the parts of a key, collisions, and what is skipped.
@Suite struct IBMigrationPlannerTests {
  /// The plan section of an IB document given as text.
  static func plan(
    _ xml: String, path: String = "Base.lproj/Main.storyboard", reserved: Set<String> = [],
    translations: [String: [String: String]] = [:]
  ) throws -> IBMigrationPlan.Document {
    let data = Data(xml.utf8)
    let root = try #require(XMLTreeReader.parse(data, path: path).root)
    let document = try #require(IBDocumentReader.read(root, path: path).document)
    var reserved = reserved
    return IBMigrationPlanner.plan(
      document, root: root, path: path, reservedKeys: &reserved, translations: translations)
  }

  static func storyboard(_ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
  }

  static func keys(_ section: IBMigrationPlan.Document) -> [String: String] {
    Dictionary(uniqueKeysWithValues: section.entries.map { ($0.ibKey, $0.key) })
  }

  @Test func camelCaseSplitsWordsAndHumps() {
    #expect(IBMigrationPlanner.camelCase("Forgot password?", wordLimit: nil) == "forgotPassword")
    #expect(IBMigrationPlanner.camelCase("URLField", wordLimit: nil) == "urlField")
    #expect(IBMigrationPlanner.camelCase("titleLabel", wordLimit: nil) == "titleLabel")
    #expect(IBMigrationPlanner.camelCase("Step 2 of 3", wordLimit: nil) == "step2Of3")
    #expect(IBMigrationPlanner.camelCase("Launch Screen", wordLimit: nil) == "launchScreen")
    #expect(IBMigrationPlanner.camelCase("One two three four five", wordLimit: 4) == "oneTwoThreeFour")
    #expect(IBMigrationPlanner.camelCase("Größe ändern", wordLimit: nil) == "grosseAndern", "ASCII keys")
    let arabic = IBMigrationPlanner.camelCase("حذف الخدمة", wordLimit: nil) ?? ""
    #expect(!arabic.isEmpty && arabic.unicodeScalars.allSatisfy(\.isASCII), "transliterated: \(arabic)")
    #expect(IBMigrationPlanner.camelCase("… %@ —", wordLimit: 4) == nil)
  }

  @Test func sceneComesFromIdentifierThenCustomClassThenTitle() throws {
    let section = try Self.plan(
      Self.storyboard(
        """
        <scene sceneID="a"><objects>
            <viewController title="Sign In" id="VC1"><view key="view" id="V1"><subviews>
                <label text="Hello" id="L1"/>
            </subviews></view></viewController>
        </objects></scene>
        <scene sceneID="b"><objects>
            <viewController storyboardIdentifier="ProfileScene" customClass="Ignored" id="VC2"><view key="view" id="V2">
                <subviews><label text="Hello" id="L2"/></subviews></view></viewController>
        </objects></scene>
        <scene sceneID="c"><objects>
            <tableViewController customClass="SettingsTableViewController" id="VC3"><view key="view" id="V3">
                <subviews><label text="Hello" id="L3"/></subviews></view></tableViewController>
        </objects></scene>
        <scene sceneID="d"><objects>
            <viewController id="VC4"><view key="view" id="V4"><subviews><label text="Hello" id="L4"/></subviews></view>
            </viewController>
        </objects></scene>
        """))
    let keys = Self.keys(section)
    #expect(keys["VC1.title"] == "main.signIn.title")
    #expect(keys["L1.text"] == "main.signIn.hello")
    #expect(keys["L2.text"] == "main.profileScene.hello")
    #expect(keys["L3.text"] == "main.settings.hello")
    #expect(keys["L4.text"] == "main.viewController.hello")
  }

  @Test func elementComesFromUserLabelThenOutletThenText() throws {
    let section = try Self.plan(
      Self.storyboard(
        """
        <scene sceneID="a"><objects>
            <viewController customClass="LoginViewController" id="VC1"><view key="view" id="V1"><subviews>
                <label userLabel="Headline" text="Welcome back" id="L1"/>
                <textField placeholder="you@example.com" id="T1"/>
                <button id="B1"><state key="normal" title="Forgot password?"/>
                    <accessibility key="accessibilityConfiguration" hint="Sends a reset link"/></button>
            </subviews></view>
            <connections><outlet property="emailField" destination="T1" id="o1"/></connections>
            </viewController>
        </objects></scene>
        """))
    let keys = Self.keys(section)
    #expect(keys["L1.text"] == "main.login.headline")
    #expect(keys["T1.placeholder"] == "main.login.emailFieldPlaceholder", "a secondary property names itself")
    #expect(keys["B1.normalTitle"] == "main.login.forgotPassword")
    #expect(keys["B1.accessibilityHint"] == "main.login.sendsAResetLink")
    #expect(section.entries.first { $0.ibKey == "T1.placeholder" }?.keyPath == "lzPlaceholder")
    #expect(section.entries.first { $0.ibKey == "B1.accessibilityHint" }?.keyPath == "lzAccessibilityHint")
  }

  @Test func collisionsGetNumbersInDocumentOrder() throws {
    let xml = Self.storyboard(
      """
      <scene sceneID="a"><objects>
          <viewController title="Alert" id="VC1"><view key="view" id="V1"><subviews>
              <label text="OK" id="L1"/><label text="Ok!" id="L2"/><label text="ok" id="L3"/>
          </subviews></view></viewController>
      </objects></scene>
      """)
    let keys = Self.keys(try Self.plan(xml))
    #expect(
      [keys["L1.text"], keys["L2.text"], keys["L3.text"]] == ["main.alert.ok", "main.alert.ok2", "main.alert.ok3"])
    let again = Self.keys(try Self.plan(xml))
    #expect(again == keys, "the proposal is deterministic")
    let reserved = Self.keys(try Self.plan(xml, reserved: ["main.alert.ok", "main.alert.title"]))
    #expect(reserved["L1.text"] == "main.alert.ok2", "keys a Localizable.strings defines count as taken")
    #expect(reserved["VC1.title"] == "main.alert.title2")
  }

  @Test func propertiesWithoutAnLzEquivalentAreSkippedWithTheReason() throws {
    let section = try Self.plan(
      Self.storyboard(
        """
        <scene sceneID="a"><objects>
            <tableViewController title="List" id="VC1"><tableView key="view" id="TV1"><sections>
                <tableViewSection headerTitle="Recent" id="S1"/>
            </sections></tableView>
            <navigationItem key="navigationItem" title="List" id="N1">
                <accessibility key="accessibilityConfiguration" label="Lists"/>
            </navigationItem></tableViewController>
            <label text="Migrated" id="L1">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="lzText" value="list.migrated"/>
                </userDefinedRuntimeAttributes>
            </label>
            <label text="Brand" localization="NO" id="L2"/>
        </objects></scene>
        """))
    let skipped = Dictionary(uniqueKeysWithValues: section.skipped.map { ($0.ibKey, $0.reason) })
    #expect(skipped["S1.headerTitle"] == "no lz* property sets UITableViewSection.headerTitle")
    #expect(skipped["N1.accessibilityLabel"]?.contains("UIView only") == true)
    #expect(skipped["L1.text"] == "already migrated: lzText = \"list.migrated\"")
    #expect(skipped["L2.text"]?.contains("Don't Localize") == true)
    #expect(Set(section.entries.map(\.ibKey)) == ["VC1.title", "N1.title"])
  }

  @Test func xibOwnerAndAppKitCellsTargetTheControl() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-2" customClass="PreferencesWindowController"/>
              <window title="Preferences" id="W1">
                  <view key="contentView" id="CV1"><subviews>
                      <textField id="TF1"><textFieldCell key="cell" title="Name:" id="C1"/></textField>
                      <tableView id="TV1"><tableColumns><tableColumn id="Col1">
                          <textFieldCell key="dataCell" title="Cell" id="C2"/>
                      </tableColumn></tableColumns></tableView>
                  </subviews></view>
              </window>
          </objects>
      </document>
      """
    let section = try Self.plan(xib, path: "Base.lproj/Preferences.xib")
    let keys = Self.keys(section)
    // No part repeats: the document and the owner are both "preferences"; a window's own title is `title`.
    #expect(keys["W1.title"] == "preferences.title")
    #expect(keys["C1.title"] == "preferences.name")
    #expect(section.entries.first { $0.ibKey == "C1.title" }?.keyPath == "lzText")
    #expect(section.skipped.contains { $0.ibKey == "C2.title" && $0.reason.contains("not the cell of a control") })
  }

  @Test func keysFollowTheStructureWithoutRepeatsLeadingDigitsOrNumbersForSameTexts() throws {
    let xml = Self.storyboard(
      """
      <scene sceneID="a"><objects>
          <viewController customClass="QuickSettingVC" id="VC1"><view key="view" id="V1"><subviews>
              <label text="35" id="L1"/><label text="Cancel" id="L2"/><label text="Cancel" id="L3"/>
              <label text="Cancel!" id="L4"/>
          </subviews></view></viewController>
      </objects></scene>
      """)
    let keys = Self.keys(try Self.plan(xml))
    #expect(keys["L1.text"] == "main.quickSetting.label35", "no part starts with a digit; VC goes")
    #expect(keys["L2.text"] == "main.quickSetting.cancel")
    #expect(keys["L3.text"] == "main.quickSetting.cancel", "identical texts share a key")
    #expect(keys["L4.text"] == "main.quickSetting.cancel2", "a different text is numbered")

    let menu = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
          <objects>
              <menu title="Main Menu" systemMenu="main" id="M1">
                  <items>
                      <menuItem title="File" id="I1">
                          <menu key="submenu" title="File" id="M2">
                              <items>
                                  <menuItem title="Open…" id="I2"/>
                                  <menuItem title="Export" id="I3">
                                      <menu key="submenu" title="Export" id="M3">
                                          <items><menuItem title="PDF" id="I4"/></items>
                                      </menu>
                                  </menuItem>
                              </items>
                          </menu>
                      </menuItem>
                  </items>
              </menu>
          </objects>
      </document>
      """
    let menuKeys = Self.keys(try Self.plan(menu, path: "Base.lproj/MainMenu.xib"))
    #expect(menuKeys["I2.title"] == "mainMenu.file.open", "menu items are nested by submenu")
    #expect(menuKeys["I4.title"] == "mainMenu.file.export.pdf")
    #expect(menuKeys["M3.title"] == "mainMenu.file.export.title")
    #expect(menuKeys.values.allSatisfy { !$0.last!.isNumber }, "\(menuKeys)")
  }

  /// Identical texts whose translations differ (the issue's `codec`/`codec2`, `textField2`…`textField4`) are named
  /// by the box, tab, section or cell they are in; only what the structure cannot tell apart is numbered.
  @Test func identicalNamesAreToldApartByTheirStructureBeforeNumbers() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-2" customClass="RecordingViewController"/>
              <customView id="V1"><subviews>
                  <box title="Video" id="B1"><view key="contentView" id="BV1"><subviews>
                      <textField id="TF1"><textFieldCell key="cell" title="Codec" id="C1"/></textField>
                      <textField id="TF2"><textFieldCell key="cell" title="Quality" id="C2"/></textField>
                  </subviews></view></box>
                  <box title="Audio" id="B2"><view key="contentView" id="BV2"><subviews>
                      <textField id="TF3"><textFieldCell key="cell" title="Codec" id="C3"/></textField>
                      <textField id="TF4"><textFieldCell key="cell" title="Quality" id="C4"/></textField>
                  </subviews></view></box>
                  <tabView id="T1"><tabViewItems>
                      <tabViewItem label="Input" identifier="input" id="I1"><view key="view" id="IV1"><subviews>
                          <textField id="TF5"><textFieldCell key="cell" title="Device" id="C5"/></textField>
                      </subviews></view></tabViewItem>
                      <tabViewItem label="Output" identifier="output" id="I2"><view key="view" id="IV2"><subviews>
                          <textField id="TF6"><textFieldCell key="cell" title="Device" id="C6"/></textField>
                      </subviews></view></tabViewItem>
                  </tabViewItems></tabView>
                  <textField id="TF7"><textFieldCell key="cell" title="Label" id="C7"/></textField>
                  <textField id="TF8"><textFieldCell key="cell" title="Label" id="C8"/></textField>
              </subviews></customView>
          </objects>
      </document>
      """
    let translations = [
      "C1.title": ["de": "Videocodec"], "C3.title": ["de": "Audiocodec"],
      "C2.title": ["de": "Qualität"], "C4.title": ["de": "Qualität"],
      "C5.title": ["de": "Kamera"], "C6.title": ["de": "Lautsprecher"],
      "C7.title": ["de": "Etikett"], "C8.title": ["de": "Beschriftung"],
    ]
    let keys = Self.keys(try Self.plan(xib, path: "Base.lproj/Recording.xib", translations: translations))
    #expect(keys["C1.title"] == "recording.video.codec")
    #expect(keys["C3.title"] == "recording.audio.codec")
    #expect(keys["C2.title"] == "recording.quality", "the same text and translations share one key")
    #expect(keys["C4.title"] == "recording.quality")
    #expect(keys["C5.title"] == "recording.input.device")
    #expect(keys["C6.title"] == "recording.output.device")
    #expect(keys["C7.title"] == "recording.label", "nothing in the structure tells these two apart")
    #expect(keys["C8.title"] == "recording.label2")

    let table = Self.storyboard(
      """
      <scene sceneID="a"><objects>
          <tableViewController customClass="ContactViewController" id="VC1"><tableView key="view" id="TV1"><sections>
              <tableViewSection headerTitle="Sender" id="S1"><cells>
                  <tableViewCell id="R1"><tableViewCellContentView key="contentView" id="CV1"><subviews>
                      <label text="Name" id="L1"/>
                  </subviews></tableViewCellContentView></tableViewCell>
              </cells></tableViewSection>
              <tableViewSection headerTitle="Recipient" id="S2"><cells>
                  <tableViewCell id="R2"><tableViewCellContentView key="contentView" id="CV2"><subviews>
                      <label text="Name" id="L2"/>
                  </subviews></tableViewCellContentView></tableViewCell>
                  <tableViewCell reuseIdentifier="AddressCell" id="R3"><tableViewCellContentView key="contentView" id="CV3">
                      <subviews><label text="Label" id="L3"/><label text="Street" id="L4"/></subviews>
                  </tableViewCellContentView></tableViewCell>
                  <tableViewCell reuseIdentifier="PhoneCell" id="R4"><tableViewCellContentView key="contentView" id="CV4">
                      <subviews><label text="Label" id="L5"/></subviews>
                  </tableViewCellContentView></tableViewCell>
              </cells></tableViewSection>
          </sections></tableView>
          <connections><outlet property="textField" destination="L3" id="o1"/><outlet property="textField" destination="L5" id="o2"/></connections>
          </tableViewController>
      </objects></scene>
      """)
    let rows = Self.keys(
      try Self.plan(
        table,
        translations: [
          "L1.text": ["de": "Absender"], "L2.text": ["de": "Empfänger"], "L3.text": ["de": "Etikett"],
          "L5.text": ["de": "Beschriftung"],
        ]))
    #expect(rows["L1.text"] == "main.contact.sender.name", "a section's header names its rows")
    #expect(rows["L2.text"] == "main.contact.recipient.name")
    #expect(rows["L3.text"] == "main.contact.street.label", "the row's other text names it")
    #expect(rows["L5.text"] == "main.contact.phone.label", "else the cell's identifier")
    #expect(rows.values.allSatisfy { !$0.last!.isNumber }, "\(rows)")
  }
}
