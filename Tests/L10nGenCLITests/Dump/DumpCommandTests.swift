import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCommandLine
@testable import l10n_gen

/// `l10n-gen dump` reads every input kind through the kind's reader.
@Suite struct DumpCommandTests {
  @Test func dumpsEachKind() throws {
    let directory = try TemporaryDirectory()
    let strings = try directory.write("en.lproj/L.strings", "/* Hi */\n\"a\" = \"A\";\n")
    let stringsDict = try directory.write(
      "en.lproj/L.stringsdict",
      """
      <plist version="1.0"><dict><key>n</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>ld</string><key>other</key><string>%ld things</string>
      </dict></dict></dict></plist>
      """)
    let catalog = try directory.write(
      "C.xcstrings", #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"comment":"Doc"}}}"#)

    let plain = CapturingConsole.run(["dump", strings])
    #expect(plain.code == .success)
    #expect(plain.output.contains(#""format" : "strings""#))
    #expect(plain.output.contains(#""comment" : "Hi""#))
    #expect(!plain.output.contains(#""variants""#))

    let rules = CapturingConsole.run(["dump", stringsDict])
    #expect(rules.code == .success, "\(rules.error)")
    #expect(rules.output.contains(#""format" : "stringsdict""#))
    #expect(rules.output.contains(#""value" : "%#@v@""#))
    #expect(rules.output.contains(#""variants""#))

    let whole = CapturingConsole.run(["dump", catalog])
    #expect(whole.code == .success)
    #expect(whole.output.contains(#""format" : "xcstrings""#))
    #expect(whole.output.contains(#""sourceLanguage" : "en""#))
  }

  @Test func otherFilesAreRejectedNamingTheKinds() throws {
    let directory = try TemporaryDirectory()
    let other = try directory.write("Main.storyboard", "<document/>")
    let result = CapturingConsole.run(["dump", other])
    #expect(result.code != .success)
    #expect(result.error.contains("expected a .strings, .stringsdict or .xcstrings file"), "\(result.error)")
  }
}
