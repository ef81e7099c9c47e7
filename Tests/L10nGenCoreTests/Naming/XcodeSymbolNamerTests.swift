import L10nGenCore
import Testing

/// The `xcode-symbols` naming core, checked against the member names and parameters of real
/// `GeneratedStringSymbols_<Table>.swift` files that Xcode 26 wrote for public String Catalogs, and against the Xcode
/// 26 release notes. The keys and names are test data; no generated code is copied.
@Suite struct XcodeSymbolNamerTests {
  /// Keys and the member names Xcode generated for them.
  @Test(
    arguments: [
      // Sentence keys: words split on spaces and punctuation, acronyms lowered.
      (
        "A Local store exists without a valid migration marker. Snip Snap left it in place.",
        "aLocalStoreExistsWithoutAValidMigrationMarkerSnipSnapLeftItInPlace"
      ),
      (
        "%@ Snip Snap also could not open the JSON store, so it cannot save new snips.",
        "snipSnapAlsoCouldNotOpenTheJsonStoreSoItCannotSaveNewSnips"
      ),
      (
        "Snip Snap kept the unreadable JSON as %@ and started a new JSON store. %@",
        "snipSnapKeptTheUnreadableJsonAsAndStartedANewJsonStore"
      ),
      (
        "Snip Snap could not open its SwiftData store. It left the Local and JSON stores unchanged, so it cannot save new snips.",
        "snipSnapCouldNotOpenItsSwiftDataStoreItLeftTheLocalAndJsonStoresUnchangedSoItCannotSaveNewSnips"
      ),
      ("The SwiftData check did not match the JSON store.", "theSwiftDataCheckDidNotMatchTheJsonStore"),
      ("An attachment did not match its copied file: %@.", "anAttachmentDidNotMatchItsCopiedFile"),
      ("attachment.genericName", "attachmentGenericName"),
      (
        "Saved snips and attachments sync through your private iCloud database. Snip Snap’s maintainers cannot inspect private records in CloudKit Console. Apple encrypts synced data in transit and at rest; user fields use encrypted values and files use CKAsset data. Those user fields and attachments are end-to-end encrypted only when Advanced Data Protection is on.",
        "savedSnipsAndAttachmentsSyncThroughYourPrivateICloudDatabaseSnipSnapsMaintainersCannotInspectPrivateRecordsInCloudKitConsoleAppleEncryptsSyncedDataInTransitAndAtRestUserFieldsUseEncryptedValuesAndFilesUseCkassetDataThoseUserFieldsAndAttachmentsAreEndToEndEncryptedOnlyWhenAdvancedDataProtectionIsOn"
      ),
      ("Setting Up iCloud Sync…", "settingUpICloudSync"),
      ("Turning Off iCloud Sync…", "turningOffICloudSync"),
      ("iCloud Encrypted Data Was Reset", "iCloudEncryptedDataWasReset"),
      ("Snip Snap does not send local-only data to CloudKit.", "snipSnapDoesNotSendLocalOnlyDataToCloudKit"),
      (
        "Snip Snap stopped sync and kept this device’s snips and available attachment files as a read-only recovery copy. Choose how to start again.",
        "snipSnapStoppedSyncAndKeptThisDevicesSnipsAndAvailableAttachmentFilesAsAReadOnlyRecoveryCopyChooseHowToStartAgain"
      ),
      (
        "Choose how to handle the iCloud encrypted-data reset before turning sync on.",
        "chooseHowToHandleTheICloudEncryptedDataResetBeforeTurningSyncOn"
      ),
      ("%lld MiB", "miB"),
      ("%lld bytes", "bytes"),
      ("larger than Snip Snap’s %@ per-file limit", "largerThanSnipSnapsPerFileLimit"),
      ("unsupported file type %@", "unsupportedFileType"),
      ("%lld active", "active"),
      ("Retro Green CRT", "retroGreenCrt"),
      ("SPEED BOOST", "speedBoost"),
      ("Score %@, %@ %lld, %@ %lld", "score"),
      (
        "Clean black-and-white visuals with glow and trails stripped back.",
        "cleanBlackAndWhiteVisualsWithGlowAndTrailsStrippedBack"
      ),
      ("Off", "off"),
      ("Evaluate JavaScript with ${content}", "evaluateJavaScriptWith$Content"),
      ("Landmarks", "landmarks"),
      // Dotted and snake_case keys.
      ("audio.controls.openYouTube", "audioControlsOpenYouTube"),
      ("home.download.percentage", "homeDownloadPercentage"),
      ("home.action.install.help", "homeActionInstallHelp"),
      ("paywall.lifeStory.title", "paywallLifeStoryTitle"),
      ("F_A_Description", "fADescription"),
      ("F_B_Title", "fBTitle"),
      ("CFBundleDisplayName", "cfbundleDisplayName"),
      ("CFBundleName", "cfbundleName"),
      ("dept.GE", "deptGe"),
      ("action.ok", "actionOk"),
      ("settings.server_url", "settingsServerUrl"),
      ("share.ui_language", "shareUiLanguage"),
      ("error.invalidURL", "errorInvalidURL"),
      ("ALPS_DESCRIPTION", "alpsDescription"),
      ("WHITE_CLIFFS_OF_DOVER_NAME", "whiteCliffsOfDoverName"),
      ("LENÇÓIS_MARANHENSES_DESCRIPTION", "lençóisMaranhensesDescription"),
      ("common.continue", "commonContinue"),
      // Keys with specifiers after the words.
      ("starred.unstar_batch_partial %lld %lld", "starredUnstarBatchPartial"),
      ("stats.access_count %lld", "statsAccessCount"),
      ("error.httpError %lld", "errorHttpError"),
      ("auth.login.welcome %@", "authLoginWelcome"),
      // Digits.
      ("action.select_up_to_20", "actionSelectUpTo20"),
      ("permission.expiry.1month", "permissionExpiry1Month"),
      ("permission.expiry.7days", "permissionExpiry7Days"),
      ("paywall.general.bullet1", "paywallGeneralBullet1"),
      ("game.encouragement.0", "gameEncouragement0"),
      ("2023_TRIP_DESCRIPTION", "_2023TripDescription"),
      ("2023_TRIP_NAME", "_2023TripName"),
    ])
  func namesXcodeGenerated(key: String, expected: String) {
    #expect(XcodeSymbolNamer.name(forKey: key) == expected)
  }

  /// The rules where no generated file shows the case: apostrophes, keywords, named placeholders, `%%`, a
  /// leading `$`, and keys without letters or digits.
  @Test(
    arguments: [
      ("Don't", "dont"),
      ("What's new", "whatsNew"),
      ("JSON store", "jsonStore"),
      ("%(count)lld landmarks", "landmarks"),
      ("%1$(name)@ joined %2$(group)@", "joined"),
      ("%#@items@ selected", "selected"),
      ("100%% done", "_100Done"),
      ("100% sure", "_100Sure"),
      ("abc%@def", "abcDef"),
      ("3D Touch", "_3DTouch"),
      ("${name} joined", "_$NameJoined"),
      ("default", "`default`"),
      ("Self", "`self`"),
      ("type", "type"),
      ("sign_in_with_Apple_ID", "signInWithAppleId"),
    ])
  func rulesWithoutAGeneratedExample(key: String, expected: String) {
    #expect(XcodeSymbolNamer.name(forKey: key) == expected)
  }

  @Test(arguments: ["", "%@", "%lld %@", "...", "%%", "— / —", "_"])
  func keysWithoutLettersOrDigitsHaveNoName(key: String) {
    #expect(XcodeSymbolNamer.name(forKey: key) == nil)
  }

  // MARK: - Parameters

  /// Development values and the signatures Xcode generated for them (types and `_ argN` labels from generated files;
  /// the named placeholder from the Xcode 26 release notes, `landmarks(count: 42)` for `%(count)lld landmarks`).
  @Test(
    arguments: [
      ("%@ Snip Snap also could not open the JSON store, so it cannot save new snips.", ["_ arg1: String"]),
      (
        "Score %@, %@ %lld, %@ %lld",
        ["_ arg1: String", "_ arg2: String", "_ arg3: Int", "_ arg4: String", "_ arg5: Int"]
      ),
      ("%lld MiB", ["_ arg1: Int"]),
      ("Delete %d files?", ["_ arg1: Int32"]),
      ("%d of %d could not be removed", ["_ arg1: Int32", "_ arg2: Int32"]),
      ("%(count)lld landmarks", ["count: Int"]),
      ("Age: %(age)llu", ["age: UInt"]),
      ("Hello %(name)@", ["name: String"]),
      ("No placeholders here", []),
      ("100%% done", []),
    ])
  func parametersXcodeGenerated(text: String, expected: [String]) {
    #expect(XcodeSymbolNamer.parameters(forFormat: text).map(\.declaration) == expected)
  }

  /// The type of each conversion and length: `%@ %lld %d %llu` are confirmed, the others follow the same rule.
  @Test(
    arguments: [
      ("%@", "String"), ("%lld", "Int"), ("%ld", "Int"), ("%li", "Int"), ("%qd", "Int"), ("%zd", "Int"),
      ("%D", "Int"), ("%d", "Int32"), ("%i", "Int32"), ("%hd", "Int16"), ("%hhd", "Int8"), ("%llu", "UInt"),
      ("%lu", "UInt"), ("%lx", "UInt"), ("%U", "UInt"), ("%u", "UInt32"), ("%x", "UInt32"), ("%X", "UInt32"),
      ("%o", "UInt32"), ("%hu", "UInt16"), ("%hhu", "UInt8"), ("%f", "Double"), ("%lf", "Double"),
      ("%.2f", "Double"), ("%g", "Double"), ("%e", "Double"), ("%a", "Double"), ("%c", "CChar"), ("%C", "UInt16"),
      ("%lc", "UInt16"), ("%s", "UnsafePointer<CChar>"), ("%p", "UnsafeRawPointer"),
    ])
  func typeOfEachConversion(specifier: String, swiftType: String) {
    #expect(
      XcodeSymbolNamer.parameters(forFormat: "x \(specifier) y")
        == [XcodeSymbolParameter(label: nil, name: "arg1", swiftType: swiftType, position: 1)])
  }

  @Test func positionsComeFromNumbersAndOrder() {
    #expect(
      XcodeSymbolNamer.parameters(forFormat: "%2$@ before %1$lld").map(\.declaration)
        == ["_ arg1: Int", "_ arg2: String"])
    #expect(XcodeSymbolNamer.parameters(forFormat: "%1$@ and again %1$@").map(\.declaration) == ["_ arg1: String"])
    #expect(
      XcodeSymbolNamer.parameters(forFormat: "%1$(name)@ is %2$(age)lld").map(\.declaration)
        == ["name: String", "age: Int"])
    #expect(
      XcodeSymbolNamer.parameters(forFormat: "%2$(age)lld, %1$(name)@").map(\.declaration)
        == ["name: String", "age: Int"])
  }

  /// A named placeholder used twice without a number keeps the position of its first use.
  @Test func aRepeatedNameReusesItsPosition() {
    #expect(
      XcodeSymbolNamer.parameters(forFormat: "%(count)lld of %(count)lld, %@")
        == [
          XcodeSymbolParameter(label: "count", name: "count", swiftType: "Int", position: 1),
          XcodeSymbolParameter(label: nil, name: "arg2", swiftType: "String", position: 2),
        ])
  }

  @Test func unnamedAndNamedPlaceholdersShareTheSequence() {
    #expect(
      XcodeSymbolNamer.parameters(forFormat: "%@ has %(count)lld items in %@").map(\.declaration)
        == ["_ arg1: String", "count: Int", "_ arg3: String"])
  }

  /// Variable references and `*` amounts take positions: the first yields no parameter, the second an `Int32`.
  @Test func variablesAndStarsTakePositions() {
    #expect(XcodeSymbolNamer.parameters(forFormat: "%#@items@ in %@").map(\.declaration) == ["_ arg2: String"])
    #expect(XcodeSymbolNamer.parameters(forFormat: "%*d").map(\.declaration) == ["_ arg1: Int32", "_ arg2: Int32"])
    #expect(XcodeSymbolNamer.parameters(forFormat: "%.*f").map(\.declaration) == ["_ arg1: Int32", "_ arg2: Double"])
  }

  @Test func textThatIsNoSpecifierYieldsNoParameter() {
    #expect(XcodeSymbolNamer.parameters(forFormat: "100% sure").isEmpty)
    #expect(XcodeSymbolNamer.parameters(forFormat: "Progress (%)").isEmpty)
    #expect(XcodeSymbolNamer.parameters(forFormat: "%(note) text").isEmpty)
    #expect(XcodeSymbolNamer.parameters(forFormat: "%S").isEmpty)
  }

  @Test func keywordNamesAreEscaped() {
    #expect(
      XcodeSymbolNamer.parameters(forFormat: "%(default)@")
        == [XcodeSymbolParameter(label: "`default`", name: "`default`", swiftType: "String", position: 1)])
  }
}
