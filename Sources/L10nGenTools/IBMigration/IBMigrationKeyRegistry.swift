/// The keys of one table that `ib-migrate` has taken or proposed, and how it names the texts of a document that
/// would get the same key: structure first, numbers last.
///
/// Texts whose proposed keys are equal and that cannot share a key (their texts or translations differ) are told
/// apart, in this order, by: the whole text when the key was cut from its first words; the enclosing objects
/// (``IBMigrationKeyCandidate/contexts``, nearest first, only as many as it takes); what the element is (`cancel`
/// and `cancelButton`); and only then a number (`2`, `3`… in document order). Identical texts with the same
/// translations share one key, in one document or across the documents of a table.
package struct IBMigrationKeyRegistry: Sendable {
  /// One text a proposed key stands for.
  private struct ProposedText: Sendable {
    var text: String
    var translations: [String: String]
    var key: String
  }

  /// The keys no new text may take: defined in the table already, or proposed for another text.
  package var taken: Set<String>
  /// The keys proposed, by key base, with the text each stands for.
  private var proposed: [String: [ProposedText]] = [:]

  /// A registry whose table already defines `taken`.
  package init(taken: Set<String> = []) {
    self.taken = taken
  }

  /// The key of each candidate, in order.
  package mutating func assign(_ candidates: [IBMigrationKeyCandidate]) -> [String] {
    var order: [String] = []
    var groups: [String: [Int]] = [:]
    for (index, candidate) in candidates.enumerated() {
      if groups[candidate.base] == nil { order.append(candidate.base) }
      groups[candidate.base, default: []].append(index)
    }
    var keys = Array(repeating: "", count: candidates.count)
    for base in order {
      let members = groups[base] ?? []
      // The distinct (text, translations) of the group, each by its first candidate.
      var variants: [Int] = []
      var variantOfMember: [Int: Int] = [:]
      for member in members {
        if let position = variants.firstIndex(where: { candidates[$0].sharesKey(with: candidates[member]) }) {
          variantOfMember[member] = position
        } else {
          variantOfMember[member] = variants.count
          variants.append(member)
        }
      }
      var variantKeys: [String?] = variants.map { variant in
        proposed[base]?.first {
          $0.text == candidates[variant].text && $0.translations == candidates[variant].translations
        }?.key
      }
      let open = variants.indices.filter { variantKeys[$0] == nil }
      let resolved = resolve(open.map { candidates[variants[$0]] }, base: base)
      for (position, key) in zip(open, resolved) {
        variantKeys[position] = key
        let candidate = candidates[variants[position]]
        proposed[base, default: []].append(
          ProposedText(text: candidate.text, translations: candidate.translations, key: key))
      }
      for member in members {
        keys[member] = variantOfMember[member].flatMap { variantKeys[$0] } ?? base
      }
    }
    return keys
  }

  /// Distinct keys for texts whose key base is `base` and that cannot share a key, each then taken.
  private mutating func resolve(_ variants: [IBMigrationKeyCandidate], base: String) -> [String] {
    guard variants.count > 1 || (variants.count == 1 && taken.contains(base)) else {
      return variants.map { _ in unique(base) }
    }
    var elements = variants.map(\.element)
    var levels = variants.map { _ in 0 }
    func key(_ index: Int) -> String {
      variants[index].key(element: elements[index], contextCount: levels[index])
    }
    func colliding() -> [Int] {
      let keys = variants.indices.map(key)
      return variants.indices.filter { index in
        taken.contains(keys[index]) || keys.indices.contains { $0 != index && keys[$0] == keys[index] }
      }
    }
    // The whole text, for a name cut from the first words of a text that another text shares; kept only where it
    // tells the text apart.
    for index in colliding() {
      if let whole = variants[index].wholeTextElement { elements[index] = whole }
    }
    let stillColliding = Set(colliding())
    for index in variants.indices where stillColliding.contains(index) { elements[index] = variants[index].element }
    // The enclosing objects, nearest first, one more at a time for the texts that still collide.
    while true {
      let advancing = colliding().filter { levels[$0] < variants[$0].contexts.count }
      guard !advancing.isEmpty else { break }
      for index in advancing { levels[index] += 1 }
    }
    // What the element is, where the colliding texts are different kinds of element.
    let remaining = colliding()
    let snapshot = variants.indices.map(key)
    for index in remaining {
      let others = remaining.filter { $0 != index && snapshot[$0] == snapshot[index] }
      guard others.contains(where: { variants[$0].kind != variants[index].kind }), !variants[index].kind.isEmpty,
        !elements[index].lowercased().hasSuffix(variants[index].kind.lowercased())
      else { continue }
      elements[index] += variants[index].kind.prefix(1).uppercased() + variants[index].kind.dropFirst()
    }
    return variants.indices.map { unique(key($0)) }
  }

  /// `base`, or `base2`, `base3`…: the first that is not taken, which then is.
  package mutating func unique(_ base: String) -> String {
    var candidate = base
    var counter = 2
    while taken.contains(candidate) {
      candidate = base + String(counter)
      counter += 1
    }
    taken.insert(candidate)
    return candidate
  }
}
