import Core
import Tokenizer

/// The edits that turn a planned function into an `async` function in place: its signature
/// and its body (the rule's edits; the `just-fail` returns, which that rule emits itself).
/// A function all of whose calls in the run become async code needs no bridge; a `public`
/// one, whose callers outside the run keep its publisher, or one some of whose calls in the
/// run stay in Combine (`OneShotPreparation`), keeps it as a bridge: the same edits then
/// make its async sibling (`AsyncSibling`).
struct FunctionRewrite {
    let plan: OneShotPlan
    let migration: OneShotPlan.Migration
    let source: TokenizedSource

    private var function: PublisherFunction { plan.function }

    func edits(rule: String) -> [Edit] {
        if migration.removesBridge { return [BridgeRemoval.edit(removing: function, in: source, rule: rule)] }
        let edits = [signature(rule: rule)] + rename(rule: rule) + migration.bodyEdits
        if let delivery = migration.sibling {
            return AsyncSibling(function: function, source: source, delivery: delivery, throwing: migration.throwing)
                .edits(sibling: edits, rule: rule)
        }
        return edits
    }

    /// `userPublisher` → `user` (`PublisherFunction.asyncName`); its callers are renamed
    /// where they are rewritten.
    private func rename(rule: String) -> [Edit] {
        guard let name = PublisherFunction.asyncName(of: function.name), name != function.name else { return [] }
        let token = source.codeToken(function.funcKeyword + 1)
        return [Edit(range: token.range, replacement: name, rule: rule)]
    }

    /// `-> AnyPublisher<T, E>` → `async throws -> T`.
    private func signature(rule: String) -> Edit {
        let range = source.byteRange(ofCode: function.arrow..<function.returnTypeEnd)
        var effects = "async"
        if migration.throwing {
            effects += FailureType.isUntyped(function.failure) ? " throws" : " throws(\(function.failure))"
        }
        return Edit(range: range, replacement: OutputType.isVoid(function.output) ? effects : "\(effects) -> \(function.output)", rule: rule)
    }
}

extension Edit {
    /// The edit with its range counted from `base`, to apply to the bytes from `base` on.
    func relative(to base: ByteOffset) -> Edit {
        let distance = base - .start
        return Edit(
            range: range.lowerBound - distance..<range.upperBound - distance, replacement: replacement, rule: ruleID,
            helpers: helpers)
    }
}
