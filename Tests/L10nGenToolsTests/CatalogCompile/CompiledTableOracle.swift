import Foundation
import L10nKit

/// What a test compares of a table entry, read either from L10nKit's String Catalog reader or from compiled files
/// through `PropertyListSerialization`: for every plural category, every text the entry can show, with its
/// variables expanded and every argument numbered (`%1$@ has %2$lld items`), keyed by the device or width path.
///
/// Numbering the arguments makes the two forms comparable: a catalog's plural variation is formatted from argument 1,
/// a `.stringsdict` variable's variant from the variable's own argument (Docs/Formats.md §2.2), so the same meaning
/// can be written two ways.
enum OracleNode: Equatable {
  case text(String)
  case format(String, variables: [String: OracleVariable])
  case plural(argument: Int, variants: [String: OracleNode])
  case device([String: OracleNode])
  case width([String: OracleNode])

  /// The node of L10nKit's reading.
  init(_ node: LocalizedNode) {
    switch node {
    case .text(let text): self = .text(text)
    case .format(let text, let variables): self = .format(text, variables: variables.mapValues(OracleVariable.init))
    case .plural(let argument, let variants):
      self = .plural(
        argument: argument,
        variants: Dictionary(uniqueKeysWithValues: variants.map { ($0.key.rawValue, OracleNode($0.value)) }))
    case .device(let variants): self = .device(variants.mapValues(OracleNode.init))
    case .width(let variants):
      self = .width(Dictionary(variants.map { (String($0.width), OracleNode($0.node)) }) { first, _ in first })
    }
  }

  /// A `.stringsdict` entry as `PropertyListSerialization` returns it (Docs/Formats.md §2.1); `nil` when it is no
  /// entry Foundation would read.
  init?(propertyList dictionary: [String: Any]) {
    if let format = dictionary["NSStringLocalizedFormatKey"] as? String {
      var variables: [String: OracleVariable] = [:]
      for (name, value) in dictionary {
        guard let rules = value as? [String: Any] else { continue }
        guard rules["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { return nil }
        var variants: [String: String] = [:]
        for category in PluralRuleCategory.allCases {
          if let text = rules[category.rawValue] as? String { variants[category.rawValue] = text }
        }
        variables[name] = OracleVariable(
          variants: variants, valueType: rules["NSStringFormatValueTypeKey"] as? String ?? "", argumentNumber: nil)
      }
      self = .format(format, variables: variables)
    } else if let rule = dictionary["NSStringDeviceSpecificRuleType"] as? [String: Any] {
      var variants: [String: OracleNode] = [:]
      for (device, value) in rule {
        if let text = value as? String {
          variants[device] = .text(text)
        } else if let nested = value as? [String: Any], let node = OracleNode(propertyList: nested) {
          variants[device] = node
        } else {
          return nil
        }
      }
      self = .device(variants)
    } else if let rule = dictionary["NSStringVariableWidthRuleType"] as? [String: Any] {
      var variants: [String: OracleNode] = [:]
      for (width, value) in rule {
        if let text = value as? String {
          variants[width] = .text(text)
        } else if let nested = value as? [String: Any], let node = OracleNode(propertyList: nested) {
          variants[width] = node
        } else {
          return nil
        }
      }
      self = .width(variants)
    } else {
      return nil
    }
  }

  /// Every text the node shows in each plural category (`other|iphone/`), arguments numbered and variables expanded.
  var expansions: [String: String] {
    var result: [String: String] = [:]
    for category in PluralRuleCategory.allCases.map(\.rawValue) {
      for (path, text) in expansions(category: category) { result[category + "|" + path] = text }
    }
    return result
  }

  private func expansions(category: String) -> [String: String] {
    switch self {
    case .text(let text): return ["": Self.expand(text, variables: [:], start: 1, category: category, depth: 0)]
    case .format(let text, let variables):
      return ["": Self.expand(text, variables: variables, start: 1, category: category, depth: 0)]
    case .plural(_, let variants):
      guard let variant = variants[category] ?? variants["other"] else { return [:] }
      return variant.expansions(category: category)
    case .device(let variants), .width(let variants):
      var result: [String: String] = [:]
      for (selector, node) in variants {
        for (path, text) in node.expansions(category: category) { result[selector.lowercased() + "/" + path] = text }
      }
      return result
    }
  }

  /// `text` with unnumbered specifiers numbered from `start` and each variable replaced by its `category` variant
  /// (else `other`), expanded from the variable's position; an undefined variable stays as written.
  static func expand(
    _ text: String, variables: [String: OracleVariable], start: Int, category: String, depth: Int
  ) -> String {
    guard depth < 8, text.contains("%") else { return text }
    var text = text
    return text.withUTF8 { bytes in
      func slice(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      }
      var result = ""
      var copied = 0
      var next = start
      var tokenizer = FormatTokenizer(bytes)
      while let token = tokenizer.next() {
        switch token {
        case .specifier(let specifier):
          for amount in [specifier.width, specifier.precision] {
            if case .argument(nil) = amount { next += 1 }
          }
          guard specifier.position == nil else { continue }
          result += slice(copied..<specifier.range.lowerBound) + "%\(next)$"
          copied = specifier.range.lowerBound + 1
          next += 1
        case .variable(let reference):
          let name = slice(reference.nameRange)
          guard let variable = variables[name] else { continue }
          var position = reference.position ?? variable.argumentNumber ?? next
          if reference.position == nil {
            if variable.argumentNumber == nil { next += 1 } else { position = variable.argumentNumber! }
          }
          let variant = variable.variants[category] ?? variable.variants["other"] ?? ""
          result += slice(copied..<reference.range.lowerBound)
          result += expand(variant, variables: variables, start: position, category: category, depth: depth + 1)
          copied = reference.range.upperBound
        default:
          continue
        }
      }
      return result + slice(copied..<bytes.count)
    }
  }
}

/// A plural variable of an ``OracleNode`` (a `.stringsdict` variable or a catalog substitution).
struct OracleVariable: Equatable {
  var variants: [String: String]
  var valueType: String
  var argumentNumber: Int?

  init(variants: [String: String], valueType: String, argumentNumber: Int?) {
    self.variants = variants
    self.valueType = valueType
    self.argumentNumber = argumentNumber
  }

  init(_ variable: PluralVariable) {
    self.init(
      variants: Dictionary(uniqueKeysWithValues: variable.variants.map { ($0.key.rawValue, $0.value) }),
      valueType: variable.valueType, argumentNumber: variable.argumentNumber)
  }
}
