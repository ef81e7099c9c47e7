/// The text ``StringsPropertyListReader`` reads: UTF-16 code units by offset, as CoreFoundation's parser sees a
/// `.strings` file.
///
/// Two forms: the units ``StringsTextDecoder`` decoded (`UnsafeBufferPointer<UInt16>`), and, for a UTF-8 file that is
/// all ASCII (most development-language tables), the file's bytes themselves (``StringsASCIIText``), where each byte is
/// its own code unit, so that no second copy of the file twice its size is made.
protocol StringsCodeUnits {
  /// The number of code units.
  var count: Int { get }
  /// The code unit at `index` (`0..<count`).
  subscript(index: Int) -> UInt16 { get }
  /// The units of `range` as a String (lone surrogates become U+FFFD).
  func string(_ range: Range<Int>) -> String
  /// Appends the units of `range` to `buffer`.
  func append(_ range: Range<Int>, to buffer: inout ContiguousArray<UInt16>)
}

extension StringsCodeUnits {
  /// How many code units are `unit`.
  func count(of unit: UInt16) -> Int {
    var found = 0
    for index in 0..<count where self[index] == unit { found += 1 }
    return found
  }
}
