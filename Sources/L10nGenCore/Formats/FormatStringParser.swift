internal import L10nKit

/// Parses printf format strings the way CoreFoundation does (`__CFParseFormatSpec`, Docs/Formats.md §4.1).
///
/// The grammar is L10nKit's `FormatGrammar` (read by `FormatTokenizer`), the one L10nKit renders with, so the
/// parameter types generated here are the argument kinds the runtime accepts: `%` [`N$`, `N` in 1...127] flags
/// (`-+ #0`) [width: digits | `*` | `*N$`] [`.` precision: digits | `*` | `*N$`] [length: one of
/// `hh h l ll q L z t j`] conversion, plus `%%` (a literal `%`) and `%#@name@` / `%N$#@name@` variable
/// references. Like CF, `#@` may also follow a width or precision (`%8$3.2#@f8@`, `%1#@count@`).
/// Un-numbered specifiers and `*` arguments take positions in order from `initialPosition`, ignoring numbered
/// ones (CF behaviour: `%1$@ %@` prints the first argument twice).
///
/// **When a `%` is prose.** The parser follows the full grammar first. Then:
/// - A specifier with the space flag (`% g`, `% o`, `% s`) whose conversion is directly followed by a letter
///   (`100% guaranteed`, `50% off`, `100% sure`) is prose: no placeholder, a `strayPercent` warning.
/// - Any other specifier with the space flag (`% @`, `% d` before a space or punctuation) stays a placeholder,
///   because Foundation reads it as one, with an `ambiguousSpaceFlag` warning: a translator most likely broke
///   `%@`, or meant a literal `%` that needs `%%`. The tool does not guess which.
/// - A `%` that does not complete a specifier and is followed by a space, punctuation, a digit run or the end
///   (`100%.`, `100% `, `5%`) is prose (`strayPercent`); one followed by an unknown letter (`%k`) is an
///   `invalidSpecifier` error (unless a space flag precedes the letter: `10% more` is prose).
/// Strings without arguments should be returned as they are, never passed to `String(format:)`, so prose `%`
/// is harmless there; in strings with arguments the warning asks for `%%`.
///
/// In catalog substitution variants, pass `argumentSpecifier` (the substitution's `formatSpecifier`): `%arg`
/// then reads as `%<formatSpecifier>`, taking the next sequential position (Docs/Formats.md §3.1).
package enum FormatStringParser {
  /// Parses `format`. Un-numbered specifiers start at `initialPosition` (a variant string starts at its
  /// variable's slot, Docs/Formats.md §2.2). Position holes are reported only for strings without variable
  /// references parsed from position 1; `ParameterUnifier` checks the whole entry otherwise.
  package static func parse(_ format: String, initialPosition: Int = 1, argumentSpecifier: String? = nil)
    -> ParsedFormat
  {
    guard format.containsUTF8Byte(UInt8(ascii: "%")) else { return ParsedFormat() }
    var scanner = FormatScanner(format: format, nextPosition: initialPosition, argumentSpecifier: argumentSpecifier)
    scanner.scan()
    var result = scanner.result
    result.problems += typeConflicts(in: result.placeholders, variables: result.variables)
    if scanner.sawPositional && scanner.sawSequential {
      result.problems.append(.mixedPositionalAndSequential(offset: scanner.firstSequentialOffset ?? 0))
    }
    if result.variables.isEmpty && initialPosition == 1,
      let hole = positionHole(occupied: scanner.occupiedPositions)
    {
      result.problems.append(hole)
    }
    return result
  }

  /// The type one specifier such as `ld`, `lld`, `@` or `%lu` stands for (a stringsdict
  /// `NSStringFormatValueTypeKey` or a catalog `formatSpecifier`); `nil` when it is no single conversion.
  package static func argumentType(ofSpecifier specifier: String) -> FormatArgumentType? {
    let text = specifier.hasPrefix("%") ? String(specifier.dropFirst()) : specifier
    return FormatGrammar.valueTypeSpecifier(text)?.argumentKind.map(FormatArgumentType.init)
  }

  /// The `conflicting-types` problems of one string: a position that two specifiers read with different types
  /// (`%1$@ %1$d`), reported at each later specifier whose type differs from the first one's.
  static func typeConflicts(in placeholders: [FormatPlaceholder], variables: [FormatVariableReference])
    -> [FormatProblem]
  {
    var seen: [Int: FormatArgumentType] = [:]
    var problems: [FormatProblem] = []
    for placeholder in placeholders {
      if let previous = seen[placeholder.position] {
        if previous != placeholder.type {
          problems.append(
            .conflictingTypes(
              position: placeholder.position, previous, placeholder.type, offset: placeholder.offset))
        }
      } else {
        seen[placeholder.position] = placeholder.type
      }
    }
    _ = variables
    return problems
  }

  /// The positions below the highest used one that nothing reads (`%1$@ %3$@` skips 2). Foundation cannot tell the type
  /// of a skipped argument, so the arguments after it are read wrongly; `nil` when there is no hole.
  static func positionHole(occupied: Set<Int>) -> FormatProblem? {
    guard let maximum = occupied.max(), maximum > 1 else { return nil }
    let missing = (1...maximum).filter { !occupied.contains($0) }
    return missing.isEmpty ? nil : .positionHole(missing: missing, offset: 0)
  }
}
