import L10nGenCore
import L10nGenTools
import Testing

/// One `Localizable` table per app: where `ib-migrate` writes (issue 21 §1).
@Suite struct IBMigrationTableFolderTests {
  @Test func theAppsOneTableReceivesEveryDocument() {
    let choice = IBMigrationTableFolder.choose(
      existing: ["App/Resources"], documents: ["App/Login/Base.lproj/Login.storyboard", "App/Base.lproj/Main.xib"])
    #expect(choice == .folder("App/Resources", reason: "the app's Localizable table is there"))
  }

  @Test func amongSeveralTablesTheOneNearestToMostDocumentsWins() {
    // duckduckgo__iOS: the app, its widgets and extensions each have a table.
    let choice = IBMigrationTableFolder.choose(
      existing: ["DuckDuckGo", "Widgets", "PacketTunnelProvider"],
      documents: [
        "DuckDuckGo/Base.lproj/Settings.storyboard", "DuckDuckGo/Base.lproj/Home.storyboard",
        "DuckDuckGo/Feature/Base.lproj/Feature.storyboard", "Widgets/Base.lproj/Widget.storyboard",
      ])
    guard case .folder(let folder, let reason) = choice else {
      Issue.record("\(choice)")
      return
    }
    #expect(folder == "DuckDuckGo")
    #expect(reason.contains("'PacketTunnelProvider', 'Widgets'"))
  }

  @Test func withoutATableDocumentsInSeveralFoldersNeedAChoice() {
    #expect(
      IBMigrationTableFolder.choose(existing: [], documents: ["A/Base.lproj/A.storyboard", "A/Base.lproj/B.xib"])
        == .folder("A", reason: "no Localizable table exists yet; it is created beside Base.lproj"))
    let choice = IBMigrationTableFolder.choose(
      existing: [], documents: ["A/Base.lproj/A.storyboard", "B/Base.lproj/B.storyboard"])
    guard case .ambiguous(let message) = choice else {
      Issue.record("\(choice)")
      return
    }
    #expect(message.contains("--table-folder"))
  }
}
