/// The text ``StringsPropertyListReader`` reads: UTF-16 code units by offset, as CoreFoundation's parser sees a
/// `.strings` file.
///
/// Two forms: the units ``StringsTextDecoder`` decoded (`UnsafeBufferPointer<UInt16>`, one offset per unit), and, for a
/// valid UTF-8 file (most tables), the file's bytes themselves (``StringsUTF8Text``, offsets are byte offsets and a unit
/// may span several), so that no second copy of the file twice its size is made.
///
/// An offset where a unit starts is a *unit offset*. The reader advances one offset at a time only over text it
/// compares with ASCII; where a non-ASCII unit's value matters (whitespace, line breaks, messages), it reads the unit
/// with ``unit(at:)`` and moves past its length.
protocol StringsCodeUnits {
  /// The number of offsets.
  var count: Int { get }
  /// At any offset `index` (`0..<count`): a value below 0x80 is the ASCII code unit there; 0x80 or more only says that
  /// the offset is inside a non-ASCII unit (the UTF-16 unit itself for decoded text, a byte for UTF-8).
  subscript(index: Int) -> UInt16 { get }
  /// The UTF-16 code unit at the unit offset `index` and how many offsets it spans.
  func unit(at index: Int) -> (value: UInt16, length: Int)
  /// The UTF-16 code unit ending at the unit offset `index` (above 0) and how many offsets it spans.
  func unit(before index: Int) -> (value: UInt16, length: Int)
  /// How many offsets U+2028 or U+2029 at `index` spans, or 0 when neither starts there (any offset).
  func lineSeparatorLength(at index: Int) -> Int
  /// Whether the offset `index` continues the Unicode scalar of the offset before it (a low surrogate after a high
  /// one, a UTF-8 continuation byte), so that it starts no column.
  func continuesScalar(at index: Int) -> Bool
  /// The units of `range` (from a unit offset to a unit offset) as a String (lone surrogates become U+FFFD).
  func string(_ range: Range<Int>) -> String
  /// Appends the UTF-16 units of `range` (from a unit offset to a unit offset) to `buffer`.
  func append(_ range: Range<Int>, to buffer: inout ContiguousArray<UInt16>)
  /// An offset from `index` on before which no offset holds the ASCII units `first` or `second`: where a scan for them
  /// can go on one offset at a time. It may stop short of the first match (the decoded form returns `index` itself).
  func offset(skippingAllBut first: UInt8, _ second: UInt8, from index: Int) -> Int
  /// For a text whose offsets are the file's bytes: where a run from `index` (up to `end`) without a unit below 0x20
  /// (which could end a line) can be taken whole, with the number of scalars up to there; it may stop short of the
  /// run's end. `nil` when the form has nothing faster than one offset at a time.
  func printableRun(from index: Int, to end: Int) -> (end: Int, scalars: Int)?
}

extension StringsCodeUnits {
  /// How many offsets hold `unit`, an ASCII code unit (a loop the compiler vectorizes).
  func count(of unit: UInt16) -> Int {
    var found = 0
    for index in 0..<count where self[index] == unit { found += 1 }
    return found
  }

  @inline(__always)
  func offset(skippingAllBut first: UInt8, _ second: UInt8, from index: Int) -> Int {
    index
  }

  @inline(__always)
  func printableRun(from index: Int, to end: Int) -> (end: Int, scalars: Int)? {
    nil
  }
}
