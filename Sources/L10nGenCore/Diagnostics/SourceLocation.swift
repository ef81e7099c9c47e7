/// A position in an input file: 1-based line and column (columns count Unicode scalars), and, where the reader knows
/// it, the bytes of the token that starts there.
///
/// Every key and value of every table keeps one or more locations, so the numbers are stored in 32 bits (32 bytes a
/// location, half of what four `Int`s take) behind `Int`-typed properties. A line or column beyond 2^31 is clamped
/// (a wrong position past that point, never a crash), and a byte range that does not fit in 32 bits (bytes beyond
/// 4 GiB) is stored as `nil`, as for a reader that does not know it.
package struct SourceLocation: Sendable {
  /// The file path as given to the tool.
  package var file: String
  /// The line, clamped to 32 bits.
  private var storedLine: Int32
  /// The column, clamped to 32 bits.
  private var storedColumn: Int32
  /// The first byte of ``byteRange``; with `storedByteEnd < storedByteStart` there is no range.
  private var storedByteStart: UInt32
  /// The byte after ``byteRange``.
  private var storedByteEnd: UInt32

  package init(file: String, line: Int, column: Int, byteRange: Range<Int>? = nil) {
    self.file = file
    self.storedLine = Int32(clamping: line)
    self.storedColumn = Int32(clamping: column)
    (storedByteStart, storedByteEnd) = Self.stored(byteRange)
  }

  /// 1-based line number.
  package var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }

  /// 1-based column number.
  package var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }

  /// The bytes of the located token as offsets into the file's data (a byte-order mark counts), for tools that edit
  /// the file in place: a `.strings` key or value with its quotes, a `.stringsdict` `<key>` or `<string>` element
  /// with its tags, an `.xcstrings` key or string literal with its quotes. `nil` where the reader does not know it,
  /// and for bytes beyond 4 GiB.
  ///
  /// Not part of the printed form, nor of equality and ordering: two locations at the same line and column are the
  /// same position.
  package var byteRange: Range<Int>? {
    get {
      storedByteEnd < storedByteStart ? nil : Int(storedByteStart)..<Int(storedByteEnd)
    }
    set { (storedByteStart, storedByteEnd) = Self.stored(newValue) }
  }

  /// The stored bounds of `range`: `(1, 0)` (no range) for `nil` and for a range that does not fit in 32 bits.
  private static func stored(_ range: Range<Int>?) -> (start: UInt32, end: UInt32) {
    guard let range, let start = UInt32(exactly: range.lowerBound), let end = UInt32(exactly: range.upperBound)
    else { return (1, 0) }
    return (start, end)
  }
}

extension SourceLocation: Hashable, Comparable {
  /// Whether both are the same position of the same file (the byte ranges aside).
  package static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn && lhs.file == rhs.file
  }

  /// Hashes the file, line and column.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(line)
    hasher.combine(column)
  }

  /// Orders by file, then line, then column.
  package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

extension SourceLocation: Codable {
  /// The keys of the encoded form: the public properties, as a memberwise location would encode them.
  private enum CodingKeys: String, CodingKey {
    case file, line, column, byteRange
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
      column: try container.decode(Int.self, forKey: .column),
      byteRange: try container.decodeIfPresent(Range<Int>.self, forKey: .byteRange))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
    try container.encodeIfPresent(byteRange, forKey: .byteRange)
  }
}

/// The printed form of a location.
extension SourceLocation: CustomStringConvertible {
  /// `path:line:col`, the form compilers and IDEs link to.
  package var description: String { "\(file):\(line):\(column)" }
}
