/// An inline SVG bar: one row's translated, same-as-source, needs-review, missing and stale keys as segments of one bar.
///
/// The bar has no text of its own (the page writes the numbers beside it), so it stretches to any width
/// (`preserveAspectRatio="none"`); colours come from the page's CSS classes, so the bar follows the light or dark
/// scheme. Its `aria-label` says what it shows, for screen readers.
enum StatusBarChart {
  /// The segments in the order drawn, with their CSS class and label.
  static let segments: [(className: String, label: String, value: any KeyPath<TranslationCounts, Int> & Sendable)] = [
    ("seg-translated", "translated", \.translated),
    ("seg-same", "same as source", \.sameAsSource),
    ("seg-review", "needs review", \.needsReview),
    ("seg-missing", "missing", \.missing),
    ("seg-stale", "stale", \.stale),
  ]

  /// The SVG element for `counts`, described as `subject` (a language or table name, already escaped).
  static func svg(_ counts: TranslationCounts, subject: String) -> String {
    let width = 1000.0
    let sum = counts.total + counts.stale
    let description = segments.map { "\(counts[keyPath: $0.value]) \($0.label)" }.joined(separator: ", ")
    var svg =
      "<svg class=\"bar\" viewBox=\"0 0 1000 20\" preserveAspectRatio=\"none\" role=\"img\" "
      + "aria-label=\"\(subject): \(description)\">"
    guard sum > 0 else {
      return svg + "<rect class=\"seg-empty\" x=\"0\" y=\"0\" width=\"1000\" height=\"20\"/></svg>"
    }
    var x = 0.0
    for segment in segments {
      let value = counts[keyPath: segment.value]
      guard value > 0 else { continue }
      let segmentWidth = width * Double(value) / Double(sum)
      svg +=
        "<rect class=\"\(segment.className)\" x=\"\(format(x))\" y=\"0\" width=\"\(format(segmentWidth))\" "
        + "height=\"20\"><title>\(value) \(segment.label)</title></rect>"
      x += segmentWidth
    }
    return svg + "</svg>"
  }

  /// `value` with at most two decimals, without a trailing `.0`, so the output is the same on every platform.
  private static func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let whole = hundredths / 100
    let fraction = hundredths % 100
    if fraction == 0 { return String(whole) }
    return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
