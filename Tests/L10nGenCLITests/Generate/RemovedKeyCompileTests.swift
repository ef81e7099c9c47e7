import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// The promise of the tool: a key removed from the table is a compile error at every call site.
@Suite(.enabled(if: Toolchain.swiftc != nil, "needs swiftc on PATH")) struct RemovedKeyCompileTests {
  @Test func removingAKeyMakesItsCallSiteFailToCompile() throws {
    let directory = try TemporaryDirectory()
    let table = """
      "login.title" = "Sign In";
      "login.welcome" = "Welcome back, %@!";
      "inbox.unread" = "%d unread";
      """
    try directory.write("in/en.lproj/Localizable.strings", table)
    let callSite = try directory.write(
      "CallSite.swift",
      """
      import L10nKit

      func screen() -> [String] {
        [L10n.Login.title, L10n.Login.welcome("Ann"), L10n.Inbox.unread(3)]
      }
      """)
    let output = directory.path + "/out"
    let arguments = ["generate", directory.path + "/in", "--output", output, "--bundle", "Bundle.main"]
    #expect(CapturingConsole.run(arguments).code == .success)
    let generated = try FileManager.default.contentsOfDirectory(atPath: output).sorted().map { output + "/" + $0 }

    let before = try SwiftCompiler.typecheck(generated + [callSite])
    #expect(before.succeeded, "generated code must compile:\n\(before.output)")

    try directory.write(
      "in/en.lproj/Localizable.strings",
      table.replacingOccurrences(of: "\"login.welcome\" = \"Welcome back, %@!\";\n", with: ""))
    #expect(CapturingConsole.run(arguments).code == .success)
    let after = try SwiftCompiler.typecheck(generated + [callSite])
    #expect(!after.succeeded)
    #expect(after.output.contains("CallSite.swift:4:"), "\(after.output)")
    #expect(after.output.contains("has no member 'welcome'"), "\(after.output)")
  }

  @Test func changingAnArgumentTypeMakesTheCallSiteFailToCompile() throws {
    let directory = try TemporaryDirectory()
    try directory.write("in/en.lproj/Localizable.strings", "\"inbox.unread\" = \"%d unread\";\n")
    let callSite = try directory.write("CallSite.swift", "func badge() -> String { L10n.Inbox.unread(3) }\n")
    let output = directory.path + "/out"
    let arguments = ["generate", directory.path + "/in", "--output", output, "--bundle", "Bundle.main"]
    #expect(CapturingConsole.run(arguments).code == .success)
    let generated = try FileManager.default.contentsOfDirectory(atPath: output).sorted().map { output + "/" + $0 }
    #expect(try SwiftCompiler.typecheck(generated + [callSite]).succeeded)

    try directory.write("in/en.lproj/Localizable.strings", "\"inbox.unread\" = \"%@ unread\";\n")
    #expect(CapturingConsole.run(arguments).code == .success)
    let after = try SwiftCompiler.typecheck(generated + [callSite])
    #expect(!after.succeeded)
    #expect(
      after.output.contains("cannot convert value of type 'Int' to expected argument type 'String'"), "\(after.output)")
  }
}
