import Foundation
import Structure
import Tokenizer

/// A condition a match must meet for its rewrite to apply.
package enum Guard: Sendable {
    /// The binding's text (layout as in the file) contains a match of the regular expression.
    case matches(hole: String, Pattern)
    case doesNotMatch(hole: String, Pattern)
    /// The binding is exactly one identifier.
    case isIdentifier(hole: String)
    /// The nearest enclosing function (or computed property) declares a return type that
    /// the template matches whole: `inside func returning AnyPublisher<:[t], :[e]>`.
    case insideFunction(returning: Template)
    case notInsideFunction(returning: Template)

    /// A compiled regular expression.
    package struct Pattern: @unchecked Sendable {
        package let text: String
        let regex: NSRegularExpression

        package init(_ text: String) throws {
            self.text = text
            self.regex = try NSRegularExpression(pattern: text)
        }

        func isFound(in string: String) -> Bool {
            regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
        }
    }

    /// The hole a guard reads, if any.
    package var hole: String? {
        switch self {
        case .matches(let hole, _), .doesNotMatch(let hole, _), .isIdentifier(let hole): return hole
        case .insideFunction, .notInsideFunction: return nil
        }
    }

    package func holds(for match: Match, in source: TokenizedSource) -> Bool {
        switch self {
        case .matches(let hole, let pattern):
            return match.text(of: hole, in: source).map(pattern.isFound) ?? false
        case .doesNotMatch(let hole, let pattern):
            return !(match.text(of: hole, in: source).map(pattern.isFound) ?? false)
        case .isIdentifier(let hole):
            guard let range = match.bindings[hole], range.count == 1 else { return false }
            let kind = source.codeToken(range.lowerBound).kind
            return kind == .identifier || kind == .dollarIdentifier || kind == .projectedIdentifier
        case .insideFunction(let template):
            return CodeView(source).enclosingReturnType(of: match.code.lowerBound)
                .map { Matcher(source).match(template, at: $0.lowerBound, end: $0.upperBound) != nil } ?? false
        case .notInsideFunction(let template):
            return !Guard.insideFunction(returning: template).holds(for: match, in: source)
        }
    }
}
