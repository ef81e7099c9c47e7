import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// A typed binding (`bind(label, \.text) { L10n.Login.welcome(user.name) }`) keeps the accessor's checks: removing
/// the key, or changing the type of its argument, is a compile error at the binding.
@Suite(.enabled(if: Toolchain.swiftc != nil, "needs swiftc on PATH")) struct TypedBindingCompileTests {
  static let table = """
    "login.title" = "Sign In";
    "login.welcome" = "Welcome back, %@!";
    "inbox.unread" = "%d unread";
    """

  static let callSite = """
    import L10nKit

    final class Label { var text: String? }
    final class User { var name = "Ann"; var unread = 3 }

    @MainActor func bindScreen(title: Label, welcome: Label, badge: Label, user: User) {
      let store = LocalizationBindingStore.shared
      store.bind(title, \\.text) { L10n.Login.title }
      store.bind(welcome, \\.text) { L10n.Login.welcome(user.name) }
      store.bind(badge, \\.text) { L10n.Inbox.unread(user.unread) }
    }
    """

  /// Generates `table` into `out` (key symbols off, the default) and type-checks it with the call site.
  static func typecheck(table: String, in directory: TemporaryDirectory) throws -> SwiftCompiler.Result {
    try directory.write("in/en.lproj/Localizable.strings", table)
    let callSite = try directory.write("CallSite.swift", callSite)
    let output = directory.path + "/out"
    let result = CapturingConsole.run([
      "generate", directory.path + "/in", "--output", output, "--bundle", "Bundle.main",
    ])
    #expect(result.code == .success, "\(result.error)")
    let generated = try FileManager.default.contentsOfDirectory(atPath: output).sorted().map { output + "/" + $0 }
    return try SwiftCompiler.typecheck(generated + [callSite])
  }

  @Test func bindingsThroughAccessorsCompileWithoutKeySymbols() throws {
    let directory = try TemporaryDirectory()
    let compiled = try Self.typecheck(table: Self.table, in: directory)
    #expect(compiled.succeeded, "\(compiled.output)")
    let generated = try #require(directory.read("out/Localizable+L10nGen.swift"))
    #expect(!generated.contains("LocalizationKeyConvertible where"), "no key symbols by default")
  }

  @Test func removingTheKeyFailsAtTheBinding() throws {
    let directory = try TemporaryDirectory()
    let table = Self.table.replacingOccurrences(of: "\"login.welcome\" = \"Welcome back, %@!\";\n", with: "")
    let compiled = try Self.typecheck(table: table, in: directory)
    #expect(!compiled.succeeded)
    let line = try #require(Self.line(containing: "L10n.Login.welcome", in: Self.callSite))
    #expect(compiled.output.contains("CallSite.swift:\(line):"), "\(compiled.output)")
    #expect(compiled.output.contains("has no member 'welcome'"), "\(compiled.output)")
  }

  @Test func changingTheArgumentTypeFailsAtTheBinding() throws {
    let directory = try TemporaryDirectory()
    let compiled = try Self.typecheck(
      table: Self.table.replacingOccurrences(of: "%d unread", with: "%@ unread"), in: directory)
    #expect(!compiled.succeeded)
    let line = try #require(Self.line(containing: "L10n.Inbox.unread", in: Self.callSite))
    #expect(compiled.output.contains("CallSite.swift:\(line):"), "\(compiled.output)")
    #expect(
      compiled.output.contains("cannot convert value of type 'Int' to expected argument type 'String'"),
      "\(compiled.output)")
  }

  /// The 1-based number of the first line of `text` that contains `fragment`.
  static func line(containing fragment: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }.map { $0 + 1 }
  }
}
