import Foundation
import Testing

@testable import L10nGenCore

/// SwiftUI's and Foundation's own rules for the key of a literal, as Xcode extracts it: `%` in an interpolation,
/// the typed contexts a literal is a key in, and the calls whose literals are never keys.
@Suite struct SwiftUIKeyRulesTests {
  /// What `KeyUsageScanner` finds in `source`.
  private func scan(_ source: String) -> KeyUsageScanner.FileResult {
    KeyUsageScanner.scan(Array(source.utf8), path: "a.swift", language: .swift, options: SourceScanOptions())
  }

  /// The keys `KeyUsageScanner` reads in `source`, in order.
  private func keys(_ source: String) -> [String] {
    scan(source).usages.map(\.key.description)
  }

  // MARK: `%` in an interpolated key

  @Test func aLiteralPercentInAnInterpolatedKeyIsEscaped() {
    let source = """
      struct Gauge: View {
        let level: Int
        let value: Int
        var body: some View {
          Text("Max Capacity: \\(level)%")
          Text("\\(value)%")
          Text("\\(value)% of \\(level)%")
        }
      }
      """
    #expect(keys(source) == ["Max Capacity: %lld%%", "%lld%%", "%lld%% of %lld%%"])
  }

  @Test func aPlainLiteralWithAPercentIsItsOwnKey() {
    // No interpolation: `LocalizedStringKey(stringLiteral:)` keeps the text as written.
    #expect(keys(#"Text("100%")"#) == ["100%"])
    #expect(keys(#"Text("%d%%")"#) == ["%d%%"])
    #expect(keys(#"let s = String(localized: "50% off")"#) == ["50% off"])
  }

  @Test func stringLocalizedEscapesThePercentOfItsInterpolationToo() {
    let source = """
      func label(progress: Int) -> String { String(localized: "Progress: \\(progress)%") }
      """
    #expect(keys(source) == ["Progress: %lld%%"])
  }

  @Test func aRunTimeLookupOfAnInterpolationStaysDynamic() {
    let found = scan(#"let s = NSLocalizedString("Max: \(level)%", comment: "")"#)
    #expect(found.usages.isEmpty)
    #expect(found.dynamicUsages.count == 1)
  }

  // MARK: Typed contexts

  @Test func anInitOfTheReturnedKeyTypeIsAKey() {
    let source = """
      enum Scope {
        case all, mine
        var title: LocalizedStringKey {
          switch self {
          case .all: return .init("explore.scope.all")
          case .mine: .init("explore.scope.mine")
          }
        }
        var resource: LocalizedStringResource { .init("explore.resource", table: "Explore") }
      }
      """
    let found = scan(source).usages
    #expect(found.map(\.key.description) == ["explore.scope.all", "explore.scope.mine", "explore.resource"])
    #expect(found.map(\.table) == ["Localizable", "Localizable", "Explore"])
    #expect(scan(source).uncertainUses.isEmpty)
  }

  @Test func sharePreviewTakesAKey() {
    #expect(
      keys(#"ShareLink(item: url, preview: SharePreview("Share this photo", image: image))"#) == [
        "Share this photo"
      ])
  }

  @Test func aTernaryNestedInAnotherIsReadWhole() {
    #expect(
      Set(keys(#"Text(isOn ? "state.on" : isPaused ? "state.paused" : "state.off")"#)) == [
        "state.on", "state.paused", "state.off",
      ])
    #expect(
      Set(keys(#"Text(isOn ? (isNew ? "new.on" : "old.on") : "off")"#)) == ["new.on", "old.on", "off"])
    #expect(
      Set(keys(#"Text(a?.isOn == true ? "chained.on" : (b ?? false) ? "coalesced" : nil)"#)) == [
        "chained.on", "coalesced",
      ])
    // A branch that is no literal makes none of them a key: `Text(String)` may be the overload.
    #expect(keys(#"Text(isOn ? "on" : isPaused ? name : "off")"#).isEmpty)
  }

  @Test func bothBranchesOfStringLocalizedAreKeys() {
    let found = scan(#"let title = String(localized: isMain ? "window.main" : "window.other", comment: "Title")"#)
    #expect(found.usages.map(\.key.description) == ["window.main", "window.other"])
    #expect(found.usages.allSatisfy { $0.form == .stringLocalized && $0.comment == "Title" })
    #expect(found.dynamicUsages.isEmpty)
  }

  // MARK: Calls that never localize

  @Test func standardLibraryAndFoundationFunctionsAreKnownToNeverLocalize() {
    let source = """
      import os
      let logger = Logger(subsystem: "app", category: "ui")
      func f(name: String) {
        print("log.only")
        debugPrint("debug.only")
        NSLog("nslog.only")
        logger.debug("logger.only")
        Self.log.error("logger.error")
        assert(name.hasPrefix("prefix.only"), "assert.only")
        precondition(!name.isEmpty, "precondition.only")
        if name.contains("contains.only") { fatalError("fatal.only") }
        let parts = name.components(separatedBy: "separator.only")
      }
      """
    let found = scan(source)
    #expect(found.uncertainUses.isEmpty, "\(found.uncertainUses.map(\.key.description))")
    #expect(found.usages.isEmpty)
  }

  @Test func aPackageCallOfTheSameNameStaysUncertain() {
    // An implicit member `.error(...)` or a non-logger's `toast.error(...)` may be a package's API taking a key.
    let found = scan("showToast(.error(\"upload.failed\"))\ntoast.error(\"toast.failed\")\n")
    #expect(Set(found.uncertainUses.map(\.key.description)) == ["upload.failed", "toast.failed"])
  }

  @Test func keysAndLoggedTextAreSettledLiterals() {
    let source = """
      let a = NSLocalizedString("other.wrongtable", comment: "")
      print("log.only")
      let b = "free.text"
      """
    let found = scan(source)
    let tokens = SourceTokenizer.tokenize(Array(source.utf8), language: .swift).filter { $0.kind == .string }
    let settled = tokens.filter { found.settledLiterals.contains($0.position.offset) }.compactMap {
      $0.literal?.staticText
    }
    #expect(settled == ["other.wrongtable", "log.only"])
  }
}
