import Tokenizer
import Core
import Structure

extension NestingLimit {
    /// Why the site at code position `p` is left alone, if it is nested in more than
    /// `closures` closures. Walks out at most that many closures.
    static func reason(at p: CodePosition, in view: CodeView) -> SkipReason? {
        var depth = 0
        var brace = view.enclosingBrace(of: p)
        while let open = brace {
            if view.braceKind(open) == .closure {
                depth += 1
                if depth > closures {
                    return SkipReason(
                        "left alone: this subscription is nested in more than \(closures) closures, deeper than the "
                            + "rewrite follows nested subscriptions; migrate it by hand")
                }
            }
            brace = view.enclosingBrace(of: open)
        }
        return nil
    }
}
