/// A key of a table and the kinds of the arguments a lookup passed: what `EntryCheck`'s verdict depends on.
struct EntryProblemKey: Hashable {
  let key: String
  let kinds: ArgumentKindSignature
}
