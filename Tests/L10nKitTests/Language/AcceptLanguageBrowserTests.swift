import Foundation
import L10nKit
import Testing

/// `Accept-Language` headers as browsers send them, in the formats their documentation and settings produce:
/// Chrome and Edge list each chosen language, adding the bare language after a regional one, with weights falling
/// by 0.1 from 0.9; Firefox gives weights falling in even steps from 1 (`0.8, 0.5, 0.3` for four entries); Safari
/// sends the system's languages, lower-case regions in older versions. Each is answered from the Sample bundle
/// (`ar cy de en fr ga ja pl ru`) and the Languages bundle (`Base de de-AT en pt-PT pt_BR sr sr-Latn zh-Hans
/// zh-Hant`), with the answer a user of that browser expects.
@Suite struct AcceptLanguageBrowserTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var browser: String
    var header: String
    var sample: String
    var languages: String
    var testDescription: String { "\(browser): \(header)" }
  }

  static let cases: [Case] = [
    Case(browser: "Chrome, English (US)", header: "en-US,en;q=0.9", sample: "en", languages: "en"),
    Case(
      browser: "Chrome, French (France)", header: "fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", sample: "fr", languages: "en"),
    Case(
      browser: "Chrome, German then English", header: "de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7", sample: "de",
      languages: "de"),
    Case(browser: "Chrome, Austrian German", header: "de-AT,de;q=0.9,en;q=0.8", sample: "de", languages: "de-AT"),
    Case(browser: "Chrome, Arabic", header: "ar,en-US;q=0.9,en;q=0.8", sample: "ar", languages: "en"),
    Case(
      browser: "Chrome, Arabic (Egypt)", header: "ar-EG,ar;q=0.9,en-US;q=0.8,en;q=0.7", sample: "ar", languages: "en"),
    Case(browser: "Chrome, Japanese", header: "ja,en-US;q=0.9,en;q=0.8", sample: "ja", languages: "en"),
    Case(
      browser: "Chrome, Traditional Chinese (Taiwan)", header: "zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7", sample: "en",
      languages: "zh-Hant"),
    Case(browser: "Chrome, Simplified Chinese", header: "zh-CN,zh;q=0.9", sample: "en", languages: "zh-Hans"),
    Case(
      browser: "Chrome, Portuguese (Brazil)", header: "pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7", sample: "en",
      languages: "pt_BR"),
    Case(browser: "Chrome, Portuguese (Portugal)", header: "pt-PT,pt;q=0.9,en;q=0.8", sample: "en", languages: "pt-PT"),
    Case(
      browser: "Chrome, Serbian (Latin)", header: "sr-Latn-RS,sr;q=0.9,en;q=0.8", sample: "en", languages: "sr-Latn"),
    Case(browser: "Firefox, English (US)", header: "en-US,en;q=0.5", sample: "en", languages: "en"),
    Case(browser: "Firefox, French", header: "fr,fr-FR;q=0.8,en-US;q=0.5,en;q=0.3", sample: "fr", languages: "en"),
    Case(browser: "Firefox, German", header: "de,en-US;q=0.7,en;q=0.3", sample: "de", languages: "de"),
    Case(browser: "Firefox, Russian", header: "ru-RU,ru;q=0.8,en-US;q=0.5,en;q=0.3", sample: "ru", languages: "en"),
    Case(browser: "Firefox, Polish", header: "pl,en-US;q=0.7,en;q=0.3", sample: "pl", languages: "en"),
    Case(browser: "Firefox, Welsh then English (UK)", header: "cy,en-GB;q=0.7,en;q=0.3", sample: "cy", languages: "en"),
    Case(browser: "Firefox, Hebrew (old code iw)", header: "iw,en-US;q=0.7,en;q=0.3", sample: "en", languages: "en"),
    Case(browser: "Safari, English (US)", header: "en-US", sample: "en", languages: "en"),
    Case(browser: "Safari, English (UK) then US", header: "en-GB,en-US;q=0.9,en;q=0.8", sample: "en", languages: "en"),
    Case(browser: "Safari, French (older, lower-case region)", header: "fr-fr", sample: "fr", languages: "en"),
    Case(browser: "Safari, Irish", header: "ga-IE,ga;q=0.9", sample: "ga", languages: "en"),
    Case(
      browser: "Safari, Traditional Chinese (Hong Kong)", header: "zh-HK,zh-Hant;q=0.9", sample: "en",
      languages: "zh-Hant"),
    Case(browser: "Safari, Japanese", header: "ja-JP,ja;q=0.9", sample: "ja", languages: "en"),
    Case(browser: "Edge, English (US)", header: "en-US,en;q=0.9", sample: "en", languages: "en"),
    Case(
      browser: "Edge, German with English variants", header: "de,de-DE;q=0.9,en;q=0.8,en-GB;q=0.7,en-US;q=0.6",
      sample: "de", languages: "de"),
    Case(browser: "Edge, Russian", header: "ru,en;q=0.9,en-GB;q=0.8,en-US;q=0.7", sample: "ru", languages: "en"),
    Case(
      browser: "Edge, Swiss German then French", header: "de-CH,fr-CH;q=0.9,de;q=0.8,fr;q=0.7", sample: "de",
      languages: "de"),
    Case(browser: "curl and bots: any language", header: "*", sample: "en", languages: "en"),
  ]

  @Test(arguments: cases)
  func browserHeaderIsAnswered(_ test: Case) {
    let localizer = ReportCollector().makeLocalizer(system: ["de"])
    #expect(localizer.language(forAcceptLanguage: test.header, in: TestPaths.fixtureBundle("Sample")) == test.sample)
    #expect(
      localizer.language(forAcceptLanguage: test.header, in: TestPaths.fixtureBundle("Languages")) == test.languages)
  }
}
