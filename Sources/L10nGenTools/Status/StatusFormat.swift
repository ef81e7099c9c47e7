/// The formats `l10n-gen status` writes.
package enum StatusFormat: String, CaseIterable, Sendable {
  /// One self-contained page for people (the default).
  case html
  /// The data for CI dashboards, with sorted keys.
  case json
  /// A summary for a pull-request comment.
  case markdown

  /// The report in this format, as text.
  package func render(_ status: TranslationStatus) -> String {
    switch self {
    case .html: StatusHTMLRenderer.render(status)
    case .json: StatusJSONRenderer.render(status)
    case .markdown: StatusMarkdownRenderer.render(status)
    }
  }
}
