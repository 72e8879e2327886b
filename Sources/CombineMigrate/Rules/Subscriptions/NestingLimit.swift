/// How deep in closures a subscription may sit and still be migrated.
///
/// A subscription inside another's closure is rewritten the round after the outer one (of
/// overlapping edits the outermost is applied; the inner one is found again in the loop body
/// the outer one became), so nested subscriptions take one round of the whole file per level,
/// and every site reads its whole closure, nested sites included: 2,000 nested `sink`s took
/// minutes. A site nested deeper than `closures` closures is left alone, with a warning,
/// before any of that reading.
///
/// The count is of closures around the site, which the rewrites keep (a `sink` closure
/// becomes a `Task` closure) or lessen (a `DispatchQueue.main.async` hop goes): a site past
/// the limit in the input is past it in every round and in the output, so a run reaches its
/// fixed point within `Rewriter.defaultMaximumRounds` and a second run changes nothing.
enum NestingLimit {
    /// More closures than real code nests subscriptions in (a SwiftUI view's builders and a
    /// handler or two).
    static let closures = 16

    /// Why the site at code position `p` is left alone, if it is nested in more than
    /// `closures` closures. Walks out at most that many closures.
    static func reason(at p: Int, in view: CodeView) -> SkipReason? {
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
