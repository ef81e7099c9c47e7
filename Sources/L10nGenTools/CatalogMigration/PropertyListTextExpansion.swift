import Foundation
import L10nKit

/// Every text a `.strings` value or `.stringsdict` entry (as `PropertyListSerialization` reads it) can show: for each
/// plural category and device or width path, the format with every variable replaced by its variant for that
/// category (else `other`) and every argument numbered (`%1$@ has %2$lld items`).
///
/// Two tables show the same strings exactly when their entries' expansions are equal: numbering makes a variant
/// formatted from its variable's position (Docs/Formats.md §2.2) comparable with the same text written elsewhere.
package enum PropertyListTextExpansion {
  /// The plural categories, in CLDR order.
  static let categories = ["zero", "one", "two", "few", "many", "other"]

  /// The expansions of one value, keyed `<category>|<device or width path>`; empty for a value Foundation cannot
  /// use as a string or an entry.
  package static func expansions(of value: Any) -> [String: String] {
    var result: [String: String] = [:]
    for category in categories {
      for (path, text) in expansions(of: value, category: category) { result[category + "|" + path] = text }
    }
    return result
  }

  private static func expansions(of value: Any, category: String) -> [String: String] {
    if let text = value as? String { return ["": expand(text, variables: [:], start: 1, category: category, depth: 0)] }
    guard let entry = value as? [String: Any] else { return [:] }
    if let format = entry["NSStringLocalizedFormatKey"] as? String {
      var variables: [String: [String: Any]] = [:]
      for (name, rules) in entry {
        if let rules = rules as? [String: Any] { variables[name] = rules }
      }
      return ["": expand(format, variables: variables, start: 1, category: category, depth: 0)]
    }
    for rule in ["NSStringDeviceSpecificRuleType", "NSStringVariableWidthRuleType"] {
      guard let variants = entry[rule] as? [String: Any] else { continue }
      var result: [String: String] = [:]
      for (selector, variant) in variants {
        for (path, text) in expansions(of: variant, category: category) {
          result[selector.lowercased() + "/" + path] = text
        }
      }
      return result
    }
    return [:]
  }

  /// `text` with unnumbered specifiers numbered from `start` and each variable replaced by its expanded variant.
  private static func expand(
    _ text: String, variables: [String: [String: Any]], start: Int, category: String, depth: Int
  ) -> String {
    guard depth < 8, text.utf8.contains(UInt8(ascii: "%")) else { return text }
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
          guard let rules = variables[slice(reference.nameRange)] else { continue }
          let position = reference.position ?? next
          if reference.position == nil { next += 1 }
          let variant = rules[category] as? String ?? rules["other"] as? String ?? ""
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
