extension String {
  /// Whether the string's UTF-8 contains `byte` (an ASCII byte such as `%`): a scan of the contiguous bytes, several
  /// times cheaper than `utf8.contains`, which walks the view index by index. Every value of a table is asked once
  /// whether it has a format specifier, so the difference is measurable on large tables.
  @inline(__always)
  package func containsUTF8Byte(_ byte: UInt8) -> Bool {
    if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(byte) }) { return found }
    return utf8.contains(byte)
  }
}
