/// How `import` treats what it reads.
package struct ExchangeImportOptions: Hashable, Sendable {
  /// Which target states are imported.
  package enum StateFilter: String, Hashable, Sendable, CaseIterable {
    /// Only translated targets (`translated`, `final`, `signed-off` or no state).
    case translated
    /// Also targets `needs-review-*` (imported as needing review in a catalog).
    case needsReview = "needs-review"
    /// Every target, `new` included.
    case all
  }

  /// The states imported (default: translated only).
  package var states: StateFilter
  /// Whether an empty `<target/>` clears a translation (default: it is reported and skipped).
  package var allowsEmpty: Bool

  /// Whether each skipped unit of an entry marked `shouldTranslate: false` gets a note of its own (`--list-skipped`);
  /// without it, one warning counts them.
  package var listsSkippedUnits: Bool

  package init(states: StateFilter = .translated, allowsEmpty: Bool = false, listsSkippedUnits: Bool = false) {
    self.states = states
    self.allowsEmpty = allowsEmpty
    self.listsSkippedUnits = listsSkippedUnits
  }
}
