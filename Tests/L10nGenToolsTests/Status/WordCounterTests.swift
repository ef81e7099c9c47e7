import L10nGenCore
import L10nGenTools
import Testing

/// Words as translation tools count them: specifiers are no words, each CJK or Thai character is one.
@Suite struct WordCounterTests {
  @Test(arguments: [
    ("", 0),
    ("Settings", 1),
    ("Sign out of your account", 5),
    ("Welcome back, %@!", 2),
    ("%1$@ sent %2$.2f to %3$@", 2),
    ("%d items", 1),
    ("%lld files in %#@folders@", 2),
    ("%1$#@count@ selected", 1),
    ("100%% done", 2),
    ("Don't use e-mail", 3),
    ("state-of-the-art — 3 items", 3),
    ("Добро пожаловать", 2),
    ("مرحبا بك", 2),
    ("설정 열기", 2),
    ("設定を開く", 5),
    ("ファイル", 4),
    ("打开 %@ 的设置", 5),
    ("ตั้งค่า", 4),
    ("Save ファイル now", 6),
  ])
  func countsWords(text: String, words: Int) {
    #expect(WordCounter.count(text) == words, "\(text)")
  }

  @Test func countsEveryVariantOfAPlural() {
    let location = SourceLocation(file: "a", line: 1, column: 1)
    let node = VariantNode.plural([
      .init(selector: "one", node: .text("%ld file", location)),
      .init(selector: "other", node: .text("%ld files left", location)),
    ])
    #expect(WordCounter.count(node) == 3)
  }
}
