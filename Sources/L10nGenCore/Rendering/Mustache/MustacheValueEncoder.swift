/// Turns an `Encodable` value into the ``MustacheValue`` a template renders, so that a typed view model and its JSON
/// form have one schema: keyed containers become objects, unkeyed containers lists, and scalars scalars.
///
/// Every integer type becomes `.int` (values that do not fit in `Int` are clamped), `Float` and `Double` become
/// `.double`, and `nil` becomes `.null`. A type that encodes nothing becomes an empty object. Coding paths and user
/// info are not supported: the view models do not need them.
///
/// ```swift
/// struct Greeting: Encodable { var name: String }
/// let value = try MustacheValueEncoder().encode(Greeting(name: "World"))  // ["name": "World"]
/// ```
package struct MustacheValueEncoder: Sendable {
  package init() {}

  /// The value templates see for `value`.
  package func encode(_ value: some Encodable) throws -> MustacheValue {
    try Self.value(of: value)
  }
}

extension MustacheValueEncoder {
  /// The value of one `Encodable`: a scalar directly, anything else encoded into a node of its own, so that a
  /// container stores finished values and no tree of nodes outlives the value being encoded.
  fileprivate static func value<T: Encodable>(of value: T) throws -> MustacheValue {
    // Comparing types first spares a failing dynamic cast for every nested struct.
    if T.self == String.self, let text = value as? String { return .string(text) }
    if T.self == Bool.self, let flag = value as? Bool { return .bool(flag) }
    if T.self == Int.self, let number = value as? Int { return .int(number) }
    if T.self == Double.self, let number = value as? Double { return .double(number) }
    if T.self == [String].self, let lines = value as? [String] { return .list(lines.map(MustacheValue.string)) }
    // Types that build their value directly (the per-key view models) skip the generic encoding.
    if let direct = value as? any DirectMustacheValue { return direct.mustacheValue }
    let node = Node()
    try value.encode(to: NodeEncoder(node: node))
    return node.value
  }

  /// What the containers of one value have written. Values encoded through a container method are stored
  /// finished; a nested container or super encoder gets a child node, read when the value is finished.
  fileprivate final class Node {
    private enum Kind {
      case empty
      case scalar
      case object
      case list
    }

    private var kind = Kind.empty
    private var scalar = MustacheValue.null
    /// Members in the order written (the dictionary is made once, at its final size, when the value is finished).
    private var members: [(key: String, value: MustacheValue)] = []
    private var items: [MustacheValue] = []
    private var pendingMembers: [String: Node] = [:]
    private var pendingItems: [Int: Node] = [:]

    /// The finished value; a node nothing was written to is an empty object (an `Encodable` with no properties).
    var value: MustacheValue {
      switch kind {
      case .empty:
        return .object([:])
      case .scalar:
        return scalar
      case .object:
        var result = Dictionary(members, uniquingKeysWith: { _, last in last })
        for (key, node) in pendingMembers { result[key] = node.value }
        return .object(result)
      case .list:
        var result = items
        for (index, node) in pendingItems { result[index] = node.value }
        return .list(result)
      }
    }

    var listCount: Int { kind == .list ? items.count : 0 }

    /// Makes this node a scalar (or an already finished value).
    func set(_ value: MustacheValue) {
      kind = .scalar
      scalar = value
    }

    /// Stores a member, replacing what `key` had.
    func set(_ value: MustacheValue, forKey key: String) {
      becomeObject()
      if !pendingMembers.isEmpty { pendingMembers[key] = nil }
      members.append((key, value))
    }

    /// Appends an item.
    func append(_ value: MustacheValue) {
      becomeList()
      items.append(value)
    }

    /// A node for the member `key`, read when this value is finished.
    func child(forKey key: String) -> Node {
      becomeObject()
      let child = Node()
      members.removeAll { $0.key == key }
      pendingMembers[key] = child
      return child
    }

    /// A node for a new item, read when this value is finished.
    func appendedChild() -> Node {
      becomeList()
      let child = Node()
      pendingItems[items.count] = child
      items.append(.null)
      return child
    }

    /// Makes this node an object (so that an empty keyed container still encodes as `{}`).
    func becomeObject() {
      guard kind != .object else { return }
      kind = .object
      members = []
      // Room for every key of the view models' objects: the array lives only until the value is finished.
      members.reserveCapacity(16)
      pendingMembers = [:]
    }

    /// Makes this node a list (so that an empty array still encodes as `[]`).
    func becomeList() {
      guard kind != .list else { return }
      kind = .list
      items = []
      pendingItems = [:]
    }
  }

  /// The `Encoder` handed to `encode(to:)`; it writes into one node.
  fileprivate struct NodeEncoder: Encoder {
    let node: Node
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      node.becomeObject()
      return KeyedEncodingContainer(KeyedContainer<Key>(node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      node.becomeList()
      return UnkeyedContainer(node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      SingleValueContainer(node: node)
    }
  }

  fileprivate struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { node.set(.null, forKey: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.set(.bool(value), forKey: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws {
      node.set(.string(value), forKey: key.stringValue)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      node.set(.double(value), forKey: key.stringValue)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      node.set(.double(Double(value)), forKey: key.stringValue)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { node.set(.int(value), forKey: key.stringValue) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeInteger(value, forKey: key) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
      node.set(try MustacheValueEncoder.value(of: value), forKey: key.stringValue)
    }

    private mutating func encodeInteger(_ value: some FixedWidthInteger, forKey key: Key) throws {
      node.set(.int(Int(clamping: value)), forKey: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      let child = node.child(forKey: key.stringValue)
      child.becomeObject()
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let child = node.child(forKey: key.stringValue)
      child.becomeList()
      return UnkeyedContainer(node: child)
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.child(forKey: "super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
      NodeEncoder(node: node.child(forKey: key.stringValue))
    }
  }

  fileprivate struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey] { [] }
    var count: Int { node.listCount }

    mutating func encodeNil() throws { node.append(.null) }
    mutating func encode(_ value: Bool) throws { node.append(.bool(value)) }
    mutating func encode(_ value: String) throws { node.append(.string(value)) }
    mutating func encode(_ value: Double) throws { node.append(.double(value)) }
    mutating func encode(_ value: Float) throws { node.append(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { node.append(.int(value)) }
    mutating func encode(_ value: Int8) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int16) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int32) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int64) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt8) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt16) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt32) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt64) throws { try encodeInteger(value) }
    mutating func encode(_ value: some Encodable) throws { node.append(try MustacheValueEncoder.value(of: value)) }

    private mutating func encodeInteger(_ value: some FixedWidthInteger) throws {
      node.append(.int(Int(clamping: value)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
      NestedKey
    > {
      let child = node.appendedChild()
      child.becomeObject()
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let child = node.appendedChild()
      child.becomeList()
      return UnkeyedContainer(node: child)
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.appendedChild()) }
  }

  fileprivate struct SingleValueContainer: SingleValueEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
    mutating func encode(_ value: Double) throws { node.set(.double(value)) }
    mutating func encode(_ value: Float) throws { node.set(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { node.set(.int(value)) }
    mutating func encode(_ value: Int8) throws { node.set(.int(Int(value))) }
    mutating func encode(_ value: Int16) throws { node.set(.int(Int(value))) }
    mutating func encode(_ value: Int32) throws { node.set(.int(Int(value))) }
    mutating func encode(_ value: Int64) throws { node.set(.int(Int(clamping: value))) }
    mutating func encode(_ value: UInt) throws { node.set(.int(Int(clamping: value))) }
    mutating func encode(_ value: UInt8) throws { node.set(.int(Int(value))) }
    mutating func encode(_ value: UInt16) throws { node.set(.int(Int(value))) }
    mutating func encode(_ value: UInt32) throws { node.set(.int(Int(clamping: value))) }
    mutating func encode(_ value: UInt64) throws { node.set(.int(Int(clamping: value))) }
    mutating func encode(_ value: some Encodable) throws { node.set(try MustacheValueEncoder.value(of: value)) }
  }
}

/// A type whose ``MustacheRepresentable/mustacheValue`` is built directly, without ``MustacheValueEncoder``: the
/// encoder hands such values over as they are. (A type whose `mustacheValue` itself encodes must not adopt it.)
protocol DirectMustacheValue: MustacheRepresentable {}
