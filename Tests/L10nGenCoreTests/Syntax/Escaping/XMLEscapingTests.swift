import L10nGenCore
import Testing

/// ``XMLText`` and ``XMLAttributeValue``: the bytes Xcode writes, and the cases where the former copies differed.
@Suite struct XMLEscapingTests {
  @Test(arguments: [
    ("plain ü 😀", "plain ü 😀"),
    ("a & b < c > d \"e\" 'f'", "a &amp; b &lt; c &gt; d \"e\" 'f'"),
    // `]]>` cannot end a CDATA section that is not there, but every `>` is escaped, as Xcode and CoreFoundation do.
    ("x]]>y", "x]]&gt;y"),
    // Tab and line feed as they are; a carriage return as a reference, or a parser would turn it into a line feed.
    ("a\tb\nc\rd\r\ne", "a\tb\nc&#13;d&#13;\ne"),
    // Other C0 controls as references (the `.stringsdict` writers wrote them raw, making the file unreadable).
    ("x\u{1E}y\u{0}z\u{1F}", "x&#30;y&#0;z&#31;"),
    ("\u{7F}\u{85}\u{2028}\u{FEFF}", "\u{7F}\u{85}\u{2028}\u{FEFF}"),
  ])
  func text(_ text: String, escaped: String) {
    #expect(XMLText.escaped(text) == escaped)
  }

  @Test(arguments: [
    ("plain ü 😀", "plain ü 😀"),
    ("a & b < c > d \"e\" 'f'", "a &amp; b &lt; c &gt; d &quot;e&quot; 'f'"),
    ("a\tb\nc\rd\r\ne", "a&#9;b&#10;c&#13;d&#13;&#10;e"),
    // `ib-migrate` wrote these raw into storyboards; now as XLIFF does.
    ("x\u{1E}y\u{1}", "x&#30;y&#1;"),
  ])
  func attributeValue(_ text: String, escaped: String) {
    #expect(XMLAttributeValue.escaped(text) == escaped)
  }

  /// A text that needs nothing is returned as it is, without a copy (the common case of an XLIFF export).
  @Test func unchangedTextIsTheSameString() {
    let text = "Welcome back, %@!\n"
    #expect(XMLText.escaped(text).utf8.elementsEqual(text.utf8))
  }
}
