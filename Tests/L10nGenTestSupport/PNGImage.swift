package import Foundation

/// The pixels of a PNG file (8-bit RGB or RGBA, not interlaced: what Chromium writes), decoded in Swift so that the
/// browser test needs no image tool: enough to tell a rendered page from a blank one.
package struct PNGImage {
  package var width: Int
  package var height: Int
  /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
  package var channels: Int
  /// The unfiltered rows, `width * channels` bytes each.
  package var pixels: [UInt8]

  package enum DecodingError: Error {
    case notPNG
    case unsupported(String)
    case corrupt(String)
  }

  package init(_ data: Data) throws {
    let bytes = [UInt8](data)
    guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw DecodingError.notPNG
    }
    var offset = 8
    var compressed: [UInt8] = []
    var header: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let body = offset + 8
      guard body + length + 4 <= bytes.count else { throw DecodingError.corrupt("chunk \(type) past the end") }
      if type == "IHDR" { header = Array(bytes[body..<body + length]) }
      if type == "IDAT" { compressed += bytes[body..<body + length] }
      if type == "IEND" { break }
      offset = body + length + 4
    }
    guard header.count == 13 else { throw DecodingError.corrupt("no IHDR") }
    width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    guard header[8] == 8, header[12] == 0 else { throw DecodingError.unsupported("bit depth or interlace") }
    switch header[9] {
    case 2: channels = 3
    case 6: channels = 4
    default: throw DecodingError.unsupported("colour type \(header[9])")
    }
    let raw = try Inflater.inflate(Array(compressed.dropFirst(2)))  // skip the zlib header
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else { throw DecodingError.corrupt("short image data") }
    var pixels = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      let source = row * (stride + 1) + 1
      let target = row * stride
      for index in 0..<stride {
        let x = raw[source + index]
        let a = index >= channels ? Int(pixels[target + index - channels]) : 0
        let b = row > 0 ? Int(pixels[target - stride + index]) : 0
        let c = index >= channels && row > 0 ? Int(pixels[target - stride + index - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: throw DecodingError.corrupt("filter \(filter)")
        }
        pixels[target + index] = UInt8(truncatingIfNeeded: Int(x) + predictor)
      }
    }
    self.pixels = pixels
  }

  /// The number of distinct colours (RGB), counting at most `limit`.
  package func distinctColours(limit: Int = 10_000) -> Int {
    var seen: Set<UInt32> = []
    var index = 0
    while index + 2 < pixels.count, seen.count < limit {
      seen.insert(UInt32(pixels[index]) << 16 | UInt32(pixels[index + 1]) << 8 | UInt32(pixels[index + 2]))
      index += channels
    }
    return seen.count
  }
}

/// A DEFLATE (RFC 1951) decoder: stored, fixed and dynamic Huffman blocks.
private struct Inflater {
  var input: [UInt8]
  var position = 0
  var bitBuffer = 0
  var bitCount = 0
  var output: [UInt8] = []

  static func inflate(_ input: [UInt8]) throws -> [UInt8] {
    var inflater = Inflater(input: input)
    try inflater.run()
    return inflater.output
  }

  mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < input.count else { throw PNGImage.DecodingError.corrupt("deflate stream ends early") }
      bitBuffer |= Int(input[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  /// A canonical Huffman code: counts per length and symbols in code order.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  mutating func decode(_ huffman: Huffman) throws -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      code |= try bits(1)
      let count = huffman.counts[length]
      if code - count < first { return huffman.symbols[index + (code - first)] }
      index += count
      first += count
      first <<= 1
      code <<= 1
    }
    throw PNGImage.DecodingError.corrupt("bad Huffman code")
  }

  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
    13, 13,
  ]

  mutating func run() throws {
    var last = 0
    repeat {
      last = try bits(1)
      switch try bits(2) {
      case 0:
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw PNGImage.DecodingError.corrupt("stored block") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else { throw PNGImage.DecodingError.corrupt("stored block") }
        output += input[position..<position + length]
        position += length
      case 1:
        var lengths = [Int](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        try block(literals: Huffman(lengths: lengths), distances: Huffman(lengths: [Int](repeating: 5, count: 30)))
      case 2:
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
        let codeHuffman = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
          let symbol = try decode(codeHuffman)
          switch symbol {
          case 0..<16: lengths.append(symbol)
          case 16:
            guard let previous = lengths.last else { throw PNGImage.DecodingError.corrupt("repeat with no length") }
            lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
          case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
          default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
          }
        }
        try block(
          literals: Huffman(lengths: Array(lengths[0..<literalCount])),
          distances: Huffman(lengths: Array(lengths[literalCount...])))
      default:
        throw PNGImage.DecodingError.corrupt("block type 3")
      }
    } while last == 0
  }

  mutating func block(literals: Huffman, distances: Huffman) throws {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < Self.lengthBase.count else { throw PNGImage.DecodingError.corrupt("length symbol") }
        let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
        let distanceSymbol = try decode(distances)
        guard distanceSymbol < Self.distanceBase.count else { throw PNGImage.DecodingError.corrupt("distance") }
        let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
        guard distance <= output.count else { throw PNGImage.DecodingError.corrupt("distance too far") }
        let start = output.count - distance
        for offset in 0..<length { output.append(output[start + offset]) }
      }
    }
  }
}
