import L10nGenTools
import Testing

/// Which table each IB document's texts go to when the documents belong to several targets (issue 33 §4).
@Suite struct IBMigrationTargetFoldersTests {
  @Test func whatMarksATargetsFolder() {
    for name in ["Info.plist", "ShareExtension-Info.plist", "App.entitlements", "InfoPlist.xcstrings"] {
      #expect(IBMigrationTargetFolders.isMarker(name), "\(name)")
    }
    for name in ["GoogleService-Info.plist", "Settings.plist", "Localizable.strings"] {
      #expect(!IBMigrationTargetFolders.isMarker(name), "\(name)")
    }
  }

  @Test func anExtensionBesideOrInsideTheAppGetsItsOwnTable() {
    let outcome = IBMigrationTargetFolders.assign(
      documents: [
        "App/Base.lproj/Main.storyboard", "App/Features/Login/Base.lproj/Login.storyboard",
        "ShareExtension/Base.lproj/MainInterface.storyboard", "App/Widget/UI/Base.lproj/Widget.storyboard",
        "Notification/Base.lproj/MainInterface.storyboard",
      ],
      tableFolder: "App/Resources",
      targets: [
        "App": "Info.plist", "ShareExtension": "Info.plist", "App/Widget": "Widget.entitlements",
        "Notification": "en.lproj/InfoPlist.strings",
      ],
      tables: ["App/Resources", "Notification"])
    guard case .folders(let folders, let notes) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(
      folders == [
        "ShareExtension/Base.lproj/MainInterface.storyboard": "ShareExtension",
        "App/Widget/UI/Base.lproj/Widget.storyboard": "App/Widget/UI",
        "Notification/Base.lproj/MainInterface.storyboard": "Notification",
      ], "the app's own documents, in feature folders too, keep the app's table")
    #expect(notes.count == 3)
    #expect(notes.contains { $0.contains("in the target folder 'App/Widget' (its Widget.entitlements)") }, "\(notes)")
  }

  /// The app's marker may sit beside its table only (Elytra: `Yeti/SupportingFiles/Localizations`); a document in no
  /// known target keeps the app's table.
  @Test func documentsInNoKnownTargetKeepTheTable() {
    let outcome = IBMigrationTargetFolders.assign(
      documents: ["Yeti/Controllers/Root/Base.lproj/PushRequestVC.xib"],
      tableFolder: "Yeti/SupportingFiles/Localizations",
      targets: ["Yeti/SupportingFiles/Localizations": "en.lproj/InfoPlist.strings"], tables: [])
    #expect(outcome == .folders([:], notes: []))
  }

  @Test func aTableInNoTargetOfSeveralIsRefused() {
    let documents = ["App/Base.lproj/Main.storyboard", "Share/Base.lproj/MainInterface.storyboard"]
    let targets = ["App": "Info.plist", "Share": "Info.plist"]
    let outcome = IBMigrationTargetFolders.assign(
      documents: documents, tableFolder: "Shared", targets: targets, tables: ["Shared"])
    guard case .refused(let message) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(message.contains("'App' (its Info.plist), 'Share' (its Info.plist)"), "\(message)")
    // One target with documents and a table in none: the table is taken to be that target's.
    #expect(
      IBMigrationTargetFolders.assign(
        documents: [documents[0]], tableFolder: "Shared", targets: targets, tables: ["Shared"])
        == .folders([:], notes: []))
  }
}
