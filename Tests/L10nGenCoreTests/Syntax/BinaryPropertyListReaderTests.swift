import Foundation
import L10nGenTestSupport
import Testing

@testable import L10nGenCore

/// The binary property list reader against Foundation's `PropertyListSerialization` (CoreFoundation's
/// `CFBinaryPList.c` on Linux too): the same values for what Foundation writes, and no crash on damaged input.
@Suite struct BinaryPropertyListReaderTests {
  /// Property lists Foundation writes in binary form: every type a table can hold, sizes that need 1-, 2- and
  /// 4-byte counts, offsets and references.
  static var samples: [Any] {
    [
      ["login.title": "Sign in", "greeting": "Hello, %@!"],
      ["emoji": "Café ☕️ 𝄞", "empty": "", "quote": "\"q\"\n\t\\"],
      ["n": 1, "big": 70_000, "huge": Int64.max, "negative": -5, "pi": 3.25, "yes": true, "no": false],
      ["data": Data([0, 1, 2, 255]), "array": ["a", "b", ["c"]], "nested": ["x": ["y": "z"]]],
      Dictionary(uniqueKeysWithValues: (0..<300).map { ("key.\($0)", String(repeating: "v\($0) ", count: $0 % 40)) }),
      Dictionary(uniqueKeysWithValues: (0..<70_000).map { ("k\($0)", "\($0)") }),
      ["shared": "same", "again": "same", "list": ["same", "same"]],
      [String](repeating: "x", count: 20),
    ]
  }

  static func binary(_ value: Any) throws -> Data {
    try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
  }

  /// A canonical text of a Foundation property list value, to compare with ours.
  static func canonical(_ value: Any) -> String {
    if let text = value as? String { return "s" + text.debugDescription }
    if let data = value as? Data { return "d" + data.base64EncodedString() }
    if let dictionary = value as? [String: Any] {
      return "{"
        + dictionary.keys.sorted().map { "\($0.debugDescription):\(canonical(dictionary[$0]!))" }
        .joined(separator: ",") + "}"
    }
    if let array = value as? [Any] { return "[" + array.map(canonical).joined(separator: ",") + "]" }
    if let date = value as? Date { return "t\(date.timeIntervalSinceReferenceDate)" }
    if let number = value as? NSNumber { return number.doubleValue.isNaN ? "nnan" : "n\(number.doubleValue)" }
    return "?\(type(of: value))"
  }

  /// The same canonical text of our value.
  static func canonical(_ value: BinaryPropertyListValue) -> String {
    switch value {
    case .string(let text): return "s" + text.debugDescription
    case .data(let bytes): return "d" + Data(bytes).base64EncodedString()
    case .dictionary(let items):
      var last: [String: BinaryPropertyListValue] = [:]
      for (key, item) in items where last[key] == nil { last[key] = item }
      return "{" + last.keys.sorted().map { "\($0.debugDescription):\(canonical(last[$0]!))" }.joined(separator: ",")
        + "}"
    case .array(let items): return "[" + items.map(canonical).joined(separator: ",") + "]"
    case .integer(let number): return "n\(Double(number))"
    case .real(let number): return number.isNaN ? "nnan" : "n\(number)"
    case .boolean(let flag): return "n\(flag ? 1.0 : 0.0)"
    case .date(let seconds): return seconds.isNaN ? "tnan" : "t\(seconds)"
    case .uid(let number): return "u\(number)"
    }
  }

  @Test(arguments: 0..<8)
  func readsWhatFoundationWrites(index: Int) throws {
    let data = try Self.binary(Self.samples[index])
    #expect(BinaryPropertyListReader.isBinaryPropertyList(data))
    let ours = try BinaryPropertyListReader.read(data).get()
    let theirs = try PropertyListSerialization.propertyList(from: data, format: nil)
    #expect(Self.canonical(ours) == Self.canonical(theirs))
  }

  @Test func readsTheCommittedFixturesAsFoundationDoes() throws {
    let folder = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("CompiledTables")
    for name in ["Localizable.strings", "Localizable.stringsdict"] {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      let ours = try BinaryPropertyListReader.read(data).get()
      let theirs = try PropertyListSerialization.propertyList(from: data, format: nil)
      #expect(Self.canonical(ours) == Self.canonical(theirs), "\(name)")
    }
  }

  /// Inputs the `bplist` fuzzer found (`FuzzRegressions/bplist`): accepted or rejected as Foundation does. The first
  /// has a NaN date as its root (not equal to itself, which the harness compared) and an offset table that stops short
  /// of the trailer.
  @Test func fuzzRegressionsReadAsFoundationReadsThem() throws {
    let folder = PackagePaths.fixtures(of: "L10nGenCoreTests").appendingPathComponent("FuzzRegressions/bplist")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names.contains("nan-date-root.bplist"))
    for name in names {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      let ours = BinaryPropertyListReader.read(data)
      let theirs = try? PropertyListSerialization.propertyList(from: data, format: nil)
      switch ours {
      case .success(let value):
        #expect(theirs.map(Self.canonical) == Self.canonical(value), "\(name)")
      case .failure(let failure):
        #expect(theirs == nil, "\(name): \(failure.message)")
      }
    }
    // Its offset table ends 9 bytes before the trailer, which CoreFoundation rejects (and so Apple reads no entries).
    let data = try Data(contentsOf: folder.appendingPathComponent("nan-date-root.bplist"))
    guard case .failure(let failure) = BinaryPropertyListReader.read(data) else {
      Issue.record("expected the damaged file to be rejected")
      return
    }
    #expect(failure.message.contains("offset table does not end where the trailer starts"))
    let table = StringsFileReader.parse(data, path: "en.lproj/Localizable.strings")
    #expect(table.entries.isEmpty)
    #expect(table.diagnostics.contains { $0.rule == .syntaxError && $0.message.contains("offset table") })
  }

  /// Every truncation and many single-byte changes of real binary plists: never a crash, and where both readers
  /// accept the bytes, the same value.
  @Test func damagedInputNeverCrashesAndAgreesWithFoundationWhenBothRead() throws {
    var agreed = 0
    for sample in Self.samples.prefix(4) {
      let data = try Self.binary(sample)
      var variants: [Data] = (0..<data.count).map { data.prefix($0) }
      for position in 0..<data.count {
        for replacement: UInt8 in [0x00, 0x0F, 0x7F, 0xFF, data[position] ^ 0x01, data[position] &+ 0x10] {
          var changed = data
          changed[position] = replacement
          variants.append(changed)
        }
      }
      for variant in variants {
        let ours = BinaryPropertyListReader.read(variant)
        guard case .success(let value) = ours,
          let theirs = try? PropertyListSerialization.propertyList(from: variant, format: nil)
        else { continue }
        // Foundation falls back to other formats when the binary form is damaged; only compare binary reads.
        var format = PropertyListSerialization.PropertyListFormat.xml
        _ = try? PropertyListSerialization.propertyList(from: variant, options: [], format: &format)
        guard format == .binary else { continue }
        #expect(Self.canonical(value) == Self.canonical(theirs), "\(Array(variant))")
        agreed += 1
      }
    }
    #expect(agreed > 100)
  }

  /// Hand-made files: a container that contains itself, a reference past the objects, counts larger than the file.
  @Test(
    arguments: [
      // An array (0xA1) whose one reference is itself.
      [0xA1, 0x00],
      // An array referring to object 5 of 1.
      [0xA1, 0x05],
      // A string whose count (a 4-byte integer) is 0x7FFFFFFF.
      [0x5F, 0x12, 0x7F, 0xFF, 0xFF, 0xFF],
      // A dictionary of one pair whose key is an integer: itself.
      [0xD1, 0x00, 0x00],
      // A marker that is no type.
      [0x70],
    ] as [[UInt8]])
  func malformedObjectsAreFailuresNotCrashes(objects: [UInt8]) {
    var bytes = Array("bplist00".utf8) + objects
    let offsetTable = bytes.count
    bytes.append(8)
    bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0]
    bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: offsetTable >> ($0 * 8)) }
    let result = BinaryPropertyListReader.read(Data(bytes))
    guard case .failure(let failure) = result else {
      Issue.record("read \(result) from \(bytes)")
      return
    }
    #expect(!failure.message.isEmpty)
    #expect(failure.offset >= 0 && failure.offset <= bytes.count)
  }

  /// Shared references that describe a tree of 2^40 nodes in a few hundred bytes stop at the read limit.
  @Test func sharedReferencesCannotExpandWithoutBound() {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    // Object i (i < 40) is an array of two references to object i + 1; object 40 is a string.
    for index in 0..<40 {
      offsets.append(bytes.count)
      bytes += [0xA2, UInt8(index + 1), UInt8(index + 1)]
    }
    offsets.append(bytes.count)
    bytes += [0x51, 0x61]
    let offsetTable = bytes.count
    bytes += offsets.map { UInt8($0) }
    bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 41] + [0, 0, 0, 0, 0, 0, 0, 0]
    bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: offsetTable >> ($0 * 8)) }
    // The read stops at the limit on object reads (the message says so) rather than walking 2^40 nodes.
    guard case .failure(let failure) = BinaryPropertyListReader.read(Data(bytes)) else {
      Issue.record("expected a failure")
      return
    }
    #expect(failure.message.contains("too many objects"))
  }
}
