/// What a streaming exchange reader (``XLIFFReader``) hands its `<file>` elements and units to, as it reads them.
package protocol ExchangeUnitConsumer {
  /// A new `<file>` starts; `file` has no units. The units that follow belong to it.
  mutating func beginFile(_ file: ExchangeFile)
  /// One unit of the current file.
  mutating func consume(_ unit: ExchangeUnit)
}
