/// What a formatted lookup of one key literal found usable in a chain: the entry of the chain's first table, which
/// passed `EntryCheck` for arguments of the kinds `kinds` (or is the only one the chain has). A warm formatted
/// accessor with arguments of those kinds renders it at once, without looking the key up in the tables or checking
/// the entry again: through its `RenderPlan`, with the table's plural rules and the chain's number format resolved
/// here once rather than under a lock per call. Immutable.
final class PreparedFormat: Sendable {
  let node: LocalizedNode
  let table: Localizer.LoadedTable
  let kinds: ArgumentKindSignature
  /// The entry compiled for the chain's device; `nil` when only `FormatRenderer`'s walk renders it.
  let plan: RenderPlan?
  /// The plural rules of the table's language.
  let pluralRules: PluralRules
  /// The chain's number format when the entry formats numbers (`.some(nil)`: the locale has none); `nil` when it
  /// is looked up on first use.
  let numberFormat: LocalizedNumberFormat??

  init(node: LocalizedNode, table: Localizer.LoadedTable, kinds: ArgumentKindSignature, chain: Localizer.Chain) {
    self.node = node
    self.table = table
    self.kinds = kinds
    let plan = RenderPlan(node, deviceKeys: chain.deviceKeys)
    self.plan = plan
    pluralRules = table.pluralRules
    numberFormat = plan?.formatsNumbers == true ? .some(chain.numbers.numberFormat) : nil
  }

  /// Renders the entry with `arguments` (of the kinds `kinds`) in `chain`; `nil` when rendering fails or leaves
  /// an argument unused, which the full lookup then reports.
  func render(_ arguments: UnsafeBufferPointer<LocalizationArgument>, in chain: Localizer.Chain) -> String? {
    if let plan {
      var renderer = PlanRenderer(
        arguments: arguments, pluralRules: pluralRules, numberFormat: numberFormat ?? nil, numbers: chain.numbers)
      guard let text = try? renderer.render(plan), renderer.unusedPositions == nil else { return nil }
      return text
    }
    var renderer = FormatRenderer(
      arguments: Array(arguments), numbers: chain.numbers, pluralRules: pluralRules, deviceKeys: chain.deviceKeys,
      presentationWidth: nil, numberFormat: numberFormat)
    guard let text = try? renderer.render(node), renderer.unusedPositions == nil else { return nil }
    return text
  }
}
