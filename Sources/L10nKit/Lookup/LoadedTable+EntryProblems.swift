extension Localizer.LoadedTable {
  /// `EntryCheck.problem(in:arguments:)` for the entry of `key`, remembered per key and kinds of arguments: the
  /// check walks every variant of the entry, and a relocalization asks it again for the same keys and types.
  func problem(in node: LocalizedNode, forKey key: String, arguments: [LocalizationArgument])
    -> MissingTranslationReason?
  {
    guard let kinds = ArgumentKindSignature(arguments) else {
      return EntryCheck.problem(in: node, arguments: arguments)
    }
    let cacheKey = EntryProblemKey(key: key, kinds: kinds)
    if let cached = formatting.withLock({ $0.entryProblems[cacheKey] }) { return cached }
    let problem = EntryCheck.problem(in: node, arguments: arguments)
    formatting.withLock { $0.entryProblems[cacheKey] = .some(problem) }
    return problem
  }
}
