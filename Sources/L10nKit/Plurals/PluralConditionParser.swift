/// Parses the condition part of a CLDR plural rule (UTS #35 Part 3 syntax, current and legacy keywords).
struct PluralConditionParser {
  /// Why a rule could not be parsed.
  struct Failure: Error, CustomStringConvertible {
    /// What was wrong.
    var description: String
  }

  private var tokens: [Substring]
  private var position = 0

  /// Parses `rule`; anything after an `@integer`/`@decimal` sample marker is ignored.
  static func parse(_ rule: String) throws(Failure) -> PluralCondition {
    let condition = rule.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    var parser = PluralConditionParser(tokens: tokenize(condition))
    if parser.tokens.isEmpty { return PluralCondition(alternatives: [[]]) }
    let result = try parser.parseCondition()
    if parser.position < parser.tokens.count {
      throw Failure(description: "unexpected '\(parser.tokens[parser.position])' in plural rule '\(rule)'")
    }
    return result
  }

  private static func tokenize(_ text: Substring) -> [Substring] {
    var tokens: [Substring] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character.isWhitespace {
        index = text.index(after: index)
        continue
      }
      var end = text.index(after: index)
      if character.isLetter || character.isNumber {
        while end < text.endIndex, text[end].isLetter == character.isLetter, text[end].isNumber == character.isNumber {
          end = text.index(after: end)
        }
      } else if character == "!" || character == ".", end < text.endIndex, text[end] == "=" || text[end] == "." {
        end = text.index(after: end)
      }
      tokens.append(text[index..<end])
      index = end
    }
    return tokens
  }

  private var current: Substring? { position < tokens.count ? tokens[position] : nil }

  private mutating func consume(_ token: String) -> Bool {
    guard current == Substring(token) else { return false }
    position += 1
    return true
  }

  private mutating func parseCondition() throws(Failure) -> PluralCondition {
    var alternatives: [[PluralCondition.Relation]] = []
    repeat {
      var relations: [PluralCondition.Relation] = []
      repeat { relations.append(try parseRelation()) } while consume("and")
      alternatives.append(relations)
    } while consume("or")
    return PluralCondition(alternatives: alternatives)
  }

  private mutating func parseRelation() throws(Failure) -> PluralCondition.Relation {
    guard let operandToken = current, operandToken.count == 1, "nivwftce".contains(operandToken) else {
      throw Failure(description: "expected an operand (n i v w f t c e), found '\(current ?? "end of rule")'")
    }
    position += 1
    var expression = PluralCondition.Expression(operand: operandToken.utf8.first!, modulus: nil)
    if consume("%") || consume("mod") { expression.modulus = try parseNumber() }
    var isNegated = false
    var isWithin = false
    if consume("=") || consume("in") {
    } else if consume("!=") {
      isNegated = true
    } else if consume("is") {
      isNegated = consume("not")
    } else if consume("within") {
      isWithin = true
    } else if consume("not") {
      isNegated = true
      if consume("within") {
        isWithin = true
      } else if !consume("in") {
        throw Failure(description: "expected 'in' or 'within' after 'not'")
      }
    } else {
      throw Failure(description: "expected '=', '!=', 'in', 'is' or 'within', found '\(current ?? "end of rule")'")
    }
    var ranges: [PluralCondition.RangeItem] = []
    repeat {
      let lower = try parseNumber()
      let upper = consume("..") ? try parseNumber() : lower
      ranges.append(PluralCondition.RangeItem(lowerBound: lower, upperBound: upper))
    } while consume(",")
    return PluralCondition.Relation(expression: expression, isNegated: isNegated, isWithin: isWithin, ranges: ranges)
  }

  private mutating func parseNumber() throws(Failure) -> Int {
    guard let token = current, let value = Int(token) else {
      throw Failure(description: "expected a number, found '\(current ?? "end of rule")'")
    }
    position += 1
    return value
  }
}
