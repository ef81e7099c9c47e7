import L10nKit

/// The rewrites of format strings that turn a String Catalog's texts into `.stringsdict` texts meaning the same to
/// CoreFoundation (Docs/Formats.md §2.2): a variable's variant is formatted from the variable's own argument
/// position, and a stringsdict variable has no `argNum`, so what the catalog says with `argNum` and `%arg` has to be
/// written into the texts.
///
/// Every rewrite reads the text with L10nKit's `FormatTokenizer`, the grammar both the generator and the runtime use.
package enum FormatTextRewriter {
  /// `text` with every `%arg` (a substitution variant's own argument) spelled `%<specifier>`; `%%arg` stays.
  package static func spellingSubstitutionArgument(in text: String, as specifier: String) -> String {
    rewrite(text, readsSubstitutionArgument: true) { token, _ in
      guard case .substitutionArgument(let start) = token else { return nil }
      return (start..<(start + 4), "%" + specifier)
    }
  }

  /// `text` with every unnumbered reference `%#@name@` to a variable that has an `argNum` in `argumentNumbers`
  /// written `%<argNum>$#@name@`, which means the same without the `argNum`.
  package static func positioningReferences(in text: String, argumentNumbers: [String: Int]) -> String {
    guard !argumentNumbers.isEmpty else { return text }
    return rewrite(text, readsSubstitutionArgument: false) { token, bytes in
      guard case .variable(let reference) = token, reference.position == nil else { return nil }
      let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[reference.nameRange]), as: UTF8.self)
      guard let number = argumentNumbers[name] else { return nil }
      let percent = reference.range.lowerBound
      return (percent..<(percent + 1), "%\(number)$")
    }
  }

  /// `text` with every unnumbered specifier and variable reference numbered from argument 1, as a text formatted on
  /// its own reads them (`%@ has %lld` → `%1$@ has %2$lld`), so that the text means the same when it is a variant
  /// formatted from another position. References to variables with an `argNum` in `argumentNumbers` take that
  /// number and no sequential position, as L10nKit and Xcode read them. `nil` when the text has an unnumbered `*`
  /// width or precision, which cannot be numbered without changing the text around it.
  package static func numberingArguments(in text: String, argumentNumbers: [String: Int] = [:]) -> String? {
    var next = 1
    var failed = false
    let result = rewrite(text, readsSubstitutionArgument: false) { token, bytes in
      switch token {
      case .specifier(let specifier):
        if case .argument(nil) = specifier.width { failed = true }
        if case .argument(nil) = specifier.precision { failed = true }
        guard specifier.position == nil else { return nil }
        let percent = specifier.range.lowerBound
        defer { next += 1 }
        return (percent..<(percent + 1), "%\(next)$")
      case .variable(let reference):
        guard reference.position == nil else { return nil }
        if case .argument(nil) = reference.width { failed = true }
        if case .argument(nil) = reference.precision { failed = true }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[reference.nameRange]), as: UTF8.self)
        let percent = reference.range.lowerBound
        if let number = argumentNumbers[name] { return (percent..<(percent + 1), "%\(number)$") }
        defer { next += 1 }
        return (percent..<(percent + 1), "%\(next)$")
      default:
        return nil
      }
    }
    return failed ? nil : result
  }

  /// Whether `text` reads any argument without a number (a specifier or variable reference without `N$`).
  package static func hasUnnumberedArguments(_ text: String) -> Bool {
    var found = false
    _ = rewrite(text, readsSubstitutionArgument: false) { token, _ in
      switch token {
      case .specifier(let specifier) where specifier.position == nil: found = true
      case .variable(let reference) where reference.position == nil: found = true
      default: break
      }
      return nil
    }
    return found
  }

  /// The names of the variables `text` refers to (`%#@name@`), in order, each once.
  package static func referencedVariables(in text: String) -> [String] {
    var names: [String] = []
    _ = rewrite(text, readsSubstitutionArgument: false) { token, bytes in
      if case .variable(let reference) = token {
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[reference.nameRange]), as: UTF8.self)
        if !names.contains(name) { names.append(name) }
      }
      return nil
    }
    return names
  }

  /// The first argument of `text` that takes a number, as L10nKit picks the argument of a String Catalog's plural
  /// variation: its 1-based position and its conversion without `%` (`lld`); `nil` when there is none.
  package static func firstNumberArgument(in text: String) -> (position: Int, valueType: String)? {
    var next = 1
    var found: (position: Int, valueType: String)?
    _ = rewrite(text, readsSubstitutionArgument: false) { token, _ in
      guard found == nil, case .specifier(let specifier) = token else { return nil }
      for amount in [specifier.width, specifier.precision] {
        if case .argument(nil) = amount { next += 1 }
      }
      let position = specifier.position ?? next
      if specifier.position == nil { next += 1 }
      if specifier.argumentKind?.isNumber == true {
        found = (position, specifier.length.spelling + String(specifier.conversionCharacter))
      }
      return nil
    }
    return found
  }

  /// Every variable reference of `text`, in order: its name and its explicit position (`%2$#@name@`), if any.
  package static func variableReferences(in text: String) -> [(name: String, position: Int?)] {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
    var text = text
    return text.withUTF8 { bytes in
      var references: [(name: String, position: Int?)] = []
      var tokenizer = FormatTokenizer(bytes)
      while let token = tokenizer.next() {
        guard case .variable(let reference) = token else { continue }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[reference.nameRange]), as: UTF8.self)
        references.append((name, reference.position))
      }
      return references
    }
  }

  /// Runs the tokenizer over `text` and replaces each byte range `replacement` returns (ranges in increasing order,
  /// not overlapping) with its text.
  private static func rewrite(
    _ text: String, readsSubstitutionArgument: Bool,
    replacement: (FormatToken, UnsafeBufferPointer<UInt8>) -> (Range<Int>, String)?
  ) -> String {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
    var text = text
    return text.withUTF8 { bytes in
      var result = ""
      var copiedUpTo = 0
      var tokenizer = FormatTokenizer(bytes, readsSubstitutionArgument: readsSubstitutionArgument)
      while let token = tokenizer.next() {
        guard let (range, replacementText) = replacement(token, bytes) else { continue }
        result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copiedUpTo..<range.lowerBound]), as: UTF8.self)
        result += replacementText
        copiedUpTo = range.upperBound
      }
      result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copiedUpTo...]), as: UTF8.self)
      return result
    }
  }
}
