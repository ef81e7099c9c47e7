import Foundation
import L10nGenCore
import Testing

/// `#Preview { }`, `PreviewProvider` types and `#if DEBUG` branches: the code only debug builds compile.
@Suite struct DebugOnlyRegionsTests {
  /// The keys of `source`'s usages, split into those in debug-only code and the others.
  static func keys(_ source: String, language: SourceLanguage = .swift, previews: Bool = false) -> (
    checked: [String], debugOnly: [String]
  ) {
    var config = L10nGenConfig()
    config.sources.previews = previews
    let file = InputFile(path: language == .swift ? "View.swift" : "View.m", data: Data(source.utf8))
    let index = KeyUsageIndex.scanning([file], config: config, project: AnalyzedProject(analyzing: [], config: config))
    return (
      index.usages.filter { !$0.isDebugOnly }.map(\.key.description),
      index.usages.filter(\.isDebugOnly).map(\.key.description)
    )
  }

  @Test func previewMacroBodiesAndArgumentsAreDebugOnly() {
    let found = Self.keys(
      """
      struct Row: View {
        var body: some View { Text("row.title") }
      }

      #Preview("Long name") {
        Row()
          .navigationTitle("preview.title")
      }

      #Preview { Text("preview.short") }
      let after = Text("after.preview")
      """)
    #expect(found.checked == ["row.title", "after.preview"])
    #expect(found.debugOnly == ["preview.title", "preview.short"])
  }

  @Test func previewProvidersAreDebugOnly() {
    let found = Self.keys(
      """
      struct Row_Previews: PreviewProvider {
        static var previews: some View {
          VStack { Text("provider.one"); Text("provider.two") }
        }
      }
      extension Other: SwiftUI.PreviewProvider { static var previews: some View { Text("provider.three") } }
      struct Real: View { var body: some View { Text("real") } }
      let provider: any PreviewProvider.Type = Row_Previews.self
      let label = Text("after")
      """)
    #expect(found.checked == ["real", "after"])
    #expect(found.debugOnly == ["provider.one", "provider.two", "provider.three"])
  }

  @Test func debugBranchesOfConditionalCompilationAreDebugOnly() {
    let found = Self.keys(
      """
      #if DEBUG
      let a = Text("debug.a")
        #if os(iOS)
        let b = Text("debug.b")
        #endif
      #else
      let c = Text("release.c")
      #endif
      #if !DEBUG
      let d = Text("release.d")
      #else
      let e = Text("debug.e")
      #endif
      #if DEBUG && targetEnvironment(simulator)
      let f = Text("debug.f")
      #elseif os(macOS)
      let g = Text("other.g")
      #endif
      #if DEBUG || BETA
      let h = Text("other.h")
      #endif
      """)
    #expect(found.checked == ["release.c", "release.d", "other.g", "other.h"])
    #expect(found.debugOnly == ["debug.a", "debug.b", "debug.e", "debug.f"])
  }

  @Test func objectiveCDebugBlocksAreDebugOnly() {
    let found = Self.keys(
      """
      #ifdef DEBUG
      NSString *a = NSLocalizedString(@"debug.a", @"");
      #endif
      #if defined(DEBUG)
      NSString *b = NSLocalizedString(@"debug.b", @"");
      #else
      NSString *c = NSLocalizedString(@"release.c", @"");
      #endif
      #ifndef DEBUG
      NSString *d = NSLocalizedString(@"release.d", @"");
      #endif
      """, language: .objectiveC)
    #expect(found.checked == ["release.c", "release.d"])
    #expect(found.debugOnly == ["debug.a", "debug.b"])
  }

  @Test func previewsTrueChecksEverything() {
    let source = "#Preview { Text(\"preview\") }\n#if DEBUG\nlet a = Text(\"debug\")\n#endif\n"
    #expect(Self.keys(source).debugOnly == ["preview", "debug"])
    let checked = Self.keys(source, previews: true)
    #expect(checked.checked == ["preview", "debug"])
    #expect(checked.debugOnly.isEmpty)
  }

  @Test func unterminatedRegionsRunToTheEndOfTheFile() {
    let found = Self.keys("#if DEBUG\nlet a = Text(\"a\")\n#Preview {\n Text(\"b\")\n")
    #expect(found.checked.isEmpty)
    #expect(found.debugOnly == ["a", "b"])
  }

  @Test func undefinedKeyDoesNotCheckDebugOnlyCodeButUnusedKeyCountsIt() {
    let files = [
      InputFile(
        path: "en.lproj/Localizable.strings", data: Data("\"used.in.preview\" = \"Shown in a preview\";\n".utf8))
    ]
    let sources = [
      InputFile(
        path: "View.swift",
        data: Data("#Preview {\n  VStack { Text(\"used.in.preview\"); Text(\"sample text\") }\n}\n".utf8))
    ]
    let result = GeneratorPipeline.run(
      files: files, config: L10nGenConfig(), templates: nil, validator: .lint, sources: sources)
    let rules = result.diagnostics.map(\.rule)
    #expect(!rules.contains(.undefinedKey))
    #expect(!rules.contains(.unusedKey))
    var config = L10nGenConfig()
    config.sources.previews = true
    let checked = GeneratorPipeline.run(
      files: files, config: config, templates: nil, validator: .lint, sources: sources)
    #expect(checked.diagnostics.filter { $0.rule == .undefinedKey }.map(\.location?.line) == [2])
  }
}
