/// Where ``StringsPropertyListReader`` puts the entries it reads, in file order: an array of ``StringsFileEntry``, or a
/// consumer that turns each entry into its own model as it comes, so that the reader's form of a large file is never
/// held whole.
protocol StringsEntrySink {
  /// Makes room for `count` entries in all (an upper bound, from the number of `;` in the file).
  mutating func reserveCapacity(_ count: Int)
  /// Takes the next entry.
  mutating func append(_ entry: StringsFileEntry)
}

extension Array: StringsEntrySink where Element == StringsFileEntry {}
