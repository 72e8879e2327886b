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
///
/// In Core because both the rewriter (its rounds) and the subscription rules (which sites
/// they leave, `NestingLimit+Sites.swift`) read it.
package enum NestingLimit {
    /// More closures than real code nests subscriptions in (a SwiftUI view's builders and a
    /// handler or two).
    package static let closures = 16
}
