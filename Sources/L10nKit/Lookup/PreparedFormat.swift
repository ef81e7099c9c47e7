/// What a formatted lookup of one key literal found usable in a chain: the entry of the chain's first table, which
/// passed `EntryCheck` for arguments of the kinds `kinds` (or is the only one the chain has). A warm formatted
/// accessor with arguments of those kinds renders it at once, without looking the key up in the tables or checking
/// the entry again. Immutable.
final class PreparedFormat: Sendable {
  let node: LocalizedNode
  let table: Localizer.LoadedTable
  let kinds: ArgumentKindSignature

  init(node: LocalizedNode, table: Localizer.LoadedTable, kinds: ArgumentKindSignature) {
    self.node = node
    self.table = table
    self.kinds = kinds
  }
}
