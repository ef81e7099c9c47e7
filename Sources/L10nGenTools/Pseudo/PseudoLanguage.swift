internal import L10nKit

/// The pseudo-locales `l10n-gen pseudo` writes, as Android and Xcode's screenshot pipelines name them.
package enum PseudoLanguage: String, CaseIterable, Sendable {
  /// Accented, 40% longer, bracketed text: long languages and truncation.
  case accented = "en-XA"
  /// Reversed text in right-to-left marks: right-to-left layout.
  case rightToLeft = "ar-XB"

  /// The L10nKit transformation this language applies, the one `Localizer.pseudoLocalization` applies at run time.
  var settings: PseudoLocalization {
    switch self {
    case .accented: .accented(expansion: 0.4)
    case .rightToLeft: .rightToLeft
    }
  }
}
