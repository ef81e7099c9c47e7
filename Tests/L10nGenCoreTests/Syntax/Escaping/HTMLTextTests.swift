import L10nGenCore
import Testing

/// ``HTMLText``: what the status page and Mustache's `{{name}}` write.
@Suite struct HTMLTextTests {
  @Test(arguments: [
    ("plain ü 😀", "plain ü 😀"),
    ("<script>alert('x') & \"y\"</script>", "&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;"),
    // An entity in the input is shown as written.
    ("&lt;", "&amp;lt;"),
    // Controls and bidi characters are no markup: the status page makes them visible before escaping.
    ("a\nb\u{202E}c", "a\nb\u{202E}c"),
  ])
  func escaped(_ text: String, escaped: String) {
    #expect(HTMLText.escaped(text) == escaped)
  }
}
