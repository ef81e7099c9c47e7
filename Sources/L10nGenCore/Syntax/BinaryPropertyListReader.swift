package import Foundation

/// One value of a binary property list.
package indirect enum BinaryPropertyListValue: Hashable, Sendable {
  /// A string (ASCII or UTF-16 in the file).
  case string(String)
  /// An integer (up to 8 bytes, signed; 16-byte integers keep their low 8 bytes, as CoreFoundation reads them).
  case integer(Int64)
  /// A 4- or 8-byte float.
  case real(Double)
  /// `true` or `false`.
  case boolean(Bool)
  /// Seconds since 2001-01-01.
  case date(Double)
  /// Raw bytes.
  case data([UInt8])
  /// A keyed-archiver UID (no property list type; kept so the reader never fails on it).
  case uid(UInt64)
  /// An array or a set, in file order.
  case array([BinaryPropertyListValue])
  /// A dictionary: keys and values in file order; of duplicate keys only the first, as CoreFoundation keeps it.
  case dictionary([(key: String, value: BinaryPropertyListValue)])

  package static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.string(a), .string(b)): a == b
    case let (.integer(a), .integer(b)): a == b
    case let (.real(a), .real(b)): a == b || (a.isNaN && b.isNaN)
    case let (.boolean(a), .boolean(b)): a == b
    case let (.date(a), .date(b)): a == b
    case let (.data(a), .data(b)): a == b
    case let (.uid(a), .uid(b)): a == b
    case let (.array(a), .array(b)): a == b
    case let (.dictionary(a), .dictionary(b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  package func hash(into hasher: inout Hasher) {
    switch self {
    case let .string(text): hasher.combine(text)
    case let .integer(value): hasher.combine(value)
    case let .array(items): hasher.combine(items)
    case let .dictionary(items): hasher.combine(items.map(\.key))
    default: hasher.combine(0)
    }
  }

  /// What the value is, for messages: `a string`, `a dictionary`…
  package var kindName: String {
    switch self {
    case .string: "a string"
    case .integer: "an integer"
    case .real: "a real number"
    case .boolean: "a boolean"
    case .date: "a date"
    case .data: "data"
    case .uid: "a UID"
    case .array: "an array"
    case .dictionary: "a dictionary"
    }
  }
}

/// Reads a binary property list (`bplist00`), what Xcode writes for `.strings` and `.stringsdict` files in built
/// bundles (and what vendored frameworks ship), as CoreFoundation's `__CFBinaryPlistCreateObject` reads it.
///
/// The format: an 8-byte header `bplist00`, the objects, an offset table, and a 32-byte trailer (offset size, object
/// reference size, object count, top object, offset table position; big-endian). Every offset and count is checked
/// against the data before use, a container that contains itself (directly or not) is an error, and nesting is
/// bounded by ``maximumDepth``, so no input crashes the reader or makes it loop; reading is linear in the size of the
/// data, except that an object shared by several containers is read once per reference (as CoreFoundation does),
/// which ``maximumObjectReads`` bounds.
package enum BinaryPropertyListReader {
  /// The first bytes of every binary property list.
  package static let magic: [UInt8] = Array("bplist0".utf8)

  /// How deep containers may nest.
  package static let maximumDepth = 512

  /// How many objects one read may produce, counting shared ones at each reference: a few hundred bytes of shared
  /// references could otherwise describe a tree of billions of nodes.
  package static let maximumObjectReads = 1_000_000

  /// Why the data is not a readable binary property list, and the byte offset where that shows.
  package struct Failure: Error, Hashable, Sendable {
    /// What is wrong, in words.
    package var message: String
    /// The offset in the data.
    package var offset: Int
  }

  /// Whether `data` starts like a binary property list (`bplist0`).
  package static func isBinaryPropertyList(_ data: Data) -> Bool {
    data.count >= magic.count && data.prefix(magic.count).elementsEqual(magic)
  }

  /// Reads the top object of `data`.
  package static func read(_ data: Data) -> Result<BinaryPropertyListValue, Failure> {
    let bytes = [UInt8](data)
    return bytes.withUnsafeBufferPointer { buffer in
      var reader = Reader(bytes: buffer)
      do throws(Failure) {
        return .success(try reader.readDocument())
      } catch {
        return .failure(error)
      }
    }
  }

  /// The state of one read.
  private struct Reader {
    var bytes: UnsafeBufferPointer<UInt8>
    var offsetSize = 0
    var referenceSize = 0
    var objectCount = 0
    var offsetTable = 0
    /// The objects being read, to reject a container that contains itself.
    var inProgress: Set<Int> = []
    var reads = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func readDocument() throws(Failure) -> BinaryPropertyListValue {
      guard bytes.count >= 8 + 32, bytes.starts(with: BinaryPropertyListReader.magic) else {
        throw Failure(message: "too short for a binary property list (header and trailer)", offset: 0)
      }
      let trailer = bytes.count - 32
      offsetSize = Int(bytes[trailer + 6])
      referenceSize = Int(bytes[trailer + 7])
      guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
        throw Failure(message: "the trailer's offset or reference size is not 1 to 8 bytes", offset: trailer + 6)
      }
      let count = unsigned(at: trailer + 8, size: 8)
      let top = unsigned(at: trailer + 16, size: 8)
      let table = unsigned(at: trailer + 24, size: 8)
      // The offset table lies between the header and the trailer.
      guard count >= 1, count <= UInt64(trailer), table >= 8, table <= UInt64(trailer),
        count <= (UInt64(trailer) - table) / UInt64(offsetSize), top < count
      else {
        throw Failure(
          message: "the trailer's object count, top object or offset table is out of range", offset: trailer)
      }
      // CoreFoundation's further checks (`__CFBinaryPlistGetTopLevelInfo`): the offset table ends where the trailer
      // starts, references can name every object, offsets can reach the table, and no offset points past the objects.
      guard table + count * UInt64(offsetSize) == UInt64(trailer) else {
        throw Failure(message: "the offset table does not end where the trailer starts", offset: trailer + 24)
      }
      guard referenceSize == 8 || count < UInt64(1) << (8 * referenceSize),
        offsetSize == 8 || table < UInt64(1) << (8 * offsetSize)
      else {
        throw Failure(message: "the trailer's reference or offset size is too small for the file", offset: trailer + 6)
      }
      objectCount = Int(count)
      offsetTable = Int(table)
      for index in 0..<objectCount where unsigned(at: offsetTable + index * offsetSize, size: offsetSize) >= table {
        throw Failure(message: "object \(index)'s offset is out of range", offset: offsetTable + index * offsetSize)
      }
      return try object(Int(top), depth: 0)
    }

    /// A big-endian unsigned integer of `size` (1 to 8) bytes at `offset`, which the caller checked.
    func unsigned(at offset: Int, size: Int) -> UInt64 {
      var value: UInt64 = 0
      for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
      return value
    }

    /// Checks that `count` bytes from `offset` lie before the offset table.
    func require(_ offset: Int, _ count: Int, _ what: String) throws(Failure) {
      guard offset >= 8, count >= 0, offset <= offsetTable, count <= offsetTable - offset else {
        throw Failure(message: "\(what) runs past the objects", offset: min(max(offset, 0), bytes.count))
      }
    }

    /// The offset of object `index`.
    func offset(of index: Int) throws(Failure) -> Int {
      guard index >= 0, index < objectCount else {
        throw Failure(message: "object reference \(index) is out of range (\(objectCount) objects)", offset: 0)
      }
      let value = unsigned(at: offsetTable + index * offsetSize, size: offsetSize)
      guard value >= 8, value < UInt64(offsetTable) else {
        throw Failure(
          message: "object \(index)'s offset is out of range", offset: offsetTable + index * offsetSize)
      }
      return Int(value)
    }

    /// The count of a data, string or container object whose marker is at `offset`, and where its contents start.
    func count(marker: UInt8, at offset: Int) throws(Failure) -> (count: Int, start: Int) {
      let low = Int(marker & 0x0F)
      guard low == 0x0F else { return (low, offset + 1) }
      try require(offset + 1, 1, "a count")
      let intMarker = bytes[offset + 1]
      guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else {
        throw Failure(message: "a count must be an integer object", offset: offset + 1)
      }
      let size = 1 << Int(intMarker & 0x0F)
      try require(offset + 2, size, "a count")
      let value = unsigned(at: offset + 2, size: size)
      guard value <= UInt64(offsetTable) else {
        throw Failure(message: "a count of \(value) is larger than the file", offset: offset + 1)
      }
      return (Int(value), offset + 2 + size)
    }

    /// The object references of a container, `count` of them from `start`.
    func references(_ count: Int, from start: Int) throws(Failure) -> [Int] {
      guard count <= (offsetTable - min(start, offsetTable)) / referenceSize else {
        throw Failure(message: "a container's references run past the objects", offset: start)
      }
      try require(start, count * referenceSize, "a container's references")
      return (0..<count).map { Int(truncatingIfNeeded: unsigned(at: start + $0 * referenceSize, size: referenceSize)) }
    }

    mutating func object(_ index: Int, depth: Int) throws(Failure) -> BinaryPropertyListValue {
      reads += 1
      guard reads <= BinaryPropertyListReader.maximumObjectReads else {
        throw Failure(message: "too many objects (shared references expand beyond a reasonable size)", offset: 0)
      }
      let offset = try offset(of: index)
      try require(offset, 1, "an object")
      let marker = bytes[offset]
      switch marker >> 4 {
      case 0x0:
        switch marker {
        case 0x08: return .boolean(false)
        case 0x09: return .boolean(true)
        default: throw Failure(message: "object marker 0x\(hex(marker)) is not a property list value", offset: offset)
        }
      case 0x1:
        let size = 1 << Int(marker & 0x0F)
        guard size <= 16 else { throw Failure(message: "an integer of \(size) bytes", offset: offset) }
        try require(offset + 1, size, "an integer")
        // 16-byte integers: CoreFoundation keeps the low 8 bytes.
        let start = offset + 1 + max(0, size - 8)
        let raw = unsigned(at: start, size: min(size, 8))
        // 1-, 2- and 4-byte integers are unsigned; 8-byte ones signed.
        return .integer(size >= 8 ? Int64(bitPattern: raw) : Int64(raw))
      case 0x2:
        let size = 1 << Int(marker & 0x0F)
        guard size == 4 || size == 8 else { throw Failure(message: "a real of \(size) bytes", offset: offset) }
        try require(offset + 1, size, "a real")
        let raw = unsigned(at: offset + 1, size: size)
        return .real(size == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw))
      case 0x3:
        guard marker == 0x33 else { throw Failure(message: "a date must be 8 bytes", offset: offset) }
        try require(offset + 1, 8, "a date")
        return .date(Double(bitPattern: unsigned(at: offset + 1, size: 8)))
      case 0x4:
        let (count, start) = try count(marker: marker, at: offset)
        try require(start, count, "data")
        return .data(Array(bytes[start..<(start + count)]))
      case 0x5:
        let (count, start) = try count(marker: marker, at: offset)
        try require(start, count, "a string")
        // ASCII strings: CoreFoundation reads them as Mac Roman when a byte is above 0x7F; Latin-1 is close enough
        // for the letters that appear, and never fails.
        let scalars = bytes[start..<(start + count)].map { Character(Unicode.Scalar($0)) }
        return .string(String(scalars))
      case 0x6:
        let (count, start) = try count(marker: marker, at: offset)
        guard count <= (offsetTable - min(start, offsetTable)) / 2 else {
          throw Failure(message: "a string runs past the objects", offset: start)
        }
        try require(start, count * 2, "a string")
        let units = (0..<count).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
        return .string(String(decoding: units, as: UTF16.self))
      case 0x8:
        let size = Int(marker & 0x0F) + 1
        guard size <= 8 else { throw Failure(message: "a UID of \(size) bytes", offset: offset) }
        try require(offset + 1, size, "a UID")
        return .uid(unsigned(at: offset + 1, size: size))
      case 0xA, 0xC:
        let (count, start) = try count(marker: marker, at: offset)
        let children = try references(count, from: start)
        return .array(try contents(of: index, children, depth: depth))
      case 0xD:
        let (count, start) = try count(marker: marker, at: offset)
        guard count <= Int.max / 2 else { throw Failure(message: "a dictionary too large", offset: offset) }
        let children = try references(count * 2, from: start)
        let values = try contents(of: index, children, depth: depth)
        var items: [(key: String, value: BinaryPropertyListValue)] = []
        items.reserveCapacity(count)
        var keys: Set<String> = []
        for position in 0..<count {
          guard case let .string(key) = values[position] else {
            throw Failure(
              message: "a dictionary key is \(values[position].kindName), not a string", offset: offset)
          }
          // CoreFoundation adds each pair without replacing: the first of duplicate keys wins.
          guard keys.insert(key).inserted else { continue }
          items.append((key, values[count + position]))
        }
        return .dictionary(items)
      default:
        throw Failure(message: "object marker 0x\(hex(marker)) is not a property list value", offset: offset)
      }
    }

    /// Reads the objects a container at `index` refers to, rejecting cycles and deep nesting.
    mutating func contents(of index: Int, _ children: [Int], depth: Int) throws(Failure) -> [BinaryPropertyListValue] {
      guard depth < BinaryPropertyListReader.maximumDepth else {
        throw Failure(message: "containers nest deeper than \(BinaryPropertyListReader.maximumDepth)", offset: 0)
      }
      guard inProgress.insert(index).inserted else {
        throw Failure(message: "object \(index) contains itself", offset: 0)
      }
      defer { inProgress.remove(index) }
      var values: [BinaryPropertyListValue] = []
      values.reserveCapacity(children.count)
      for child in children { values.append(try object(child, depth: depth + 1)) }
      return values
    }

    /// Two uppercase hex digits.
    func hex(_ byte: UInt8) -> String {
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
  }
}
