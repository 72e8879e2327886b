import Core
import Structure
import Tokenizer

/// The names the rewrite puts in the test's scope: what a closure named or declared for itself
/// (its value, `let traceLocation = …`, its completion) follows the await in the test's own
/// scope, beside the test's other code and the other steps', where a name of theirs would be
/// declared twice, or hidden. Such a name takes a fresh one (`checkins2`, `completion2`) where
/// every use of it in the moved code is the closure's own; else the test stays.
extension ExpectationTest {
    /// The names the code a plan moves after its await declares in the test's scope (not in a
    /// loop's body, where each value's code runs).
    func scopeDeclarations(of plan: Plan) -> Set<String> {
        plan.expected.loopsOverValues || plan.count != nil ? [] : view.declaredNames(inStatementsOf: plan.expected.kept.code)
    }

    static func declaredInTheTestsScope(_ name: String) -> String {
        "`\(name)`, which the closure's code declares, and the test's scope once that code follows the await, is a name of the "
            + "test's other code: it would be declared twice, or hide the other"
    }

    /// Why the steps' names clash in the test's scope, and where, if they do; else the later
    /// steps that take fresh names are marked so (`renamesValue`, `renamedDeclarations`,
    /// `renamesCompletion`). What stays of each step after the rewrite — its chain, the code
    /// moved after its await — names its value, its declarations and its completion.
    func namingProblem(_ plans: inout [Plan]) -> (reason: String, site: CodePosition)? {
        for index in plans.indices {
            let plan = plans[index]
            let bound = plan.renamesValue ? [] : plan.expected.bound
            let declared = scopeDeclarations(of: plan).subtracting(plan.renamedDeclarations)
            for (name, isBound) in bound.map({ ($0, true) }) + declared.sorted().map({ ($0, false) }) {
                for (o, other) in plans.enumerated() where other.subscription != plan.subscription {
                    guard mentions(name, in: other.publisher) || movedCode(of: other).contains(where: { mentions(name, in: $0) }) else {
                        continue
                    }
                    // A later step whose value has the same name (`{ checkins in` twice), or whose
                    // code declares it too, takes a fresh one.
                    if o > index, !mentions(name, in: other.publisher) {
                        if other.expected.bound == [name], plans[o].renamesValue || canRename(other, name) {
                            plans[o].renamesValue = true
                            continue
                        }
                        if scopeDeclarations(of: other).contains(name), plans[o].renamedDeclarations.contains(name)
                            || canRenameDeclaration(other, name)
                        {
                            plans[o].renamedDeclarations.insert(name)
                            continue
                        }
                    }
                    let reason = isBound
                        ? "`\(name)`, which the awaited value (or failure) would be named, is a name of the test's other code"
                        : Self.declaredInTheTestsScope(name)
                    return (reason, other.subscription.lowerBound)
                }
            }
        }
        // The completion a step's completion handler names, declared in the test's scope after
        // its values: a fresh name where code before it (its own chain and value closure's) or
        // another step's names it too, or an earlier step's completion has that name.
        for index in plans.indices {
            guard let ended = plans[index].ended, let name = ended.name else { continue }
            let plan = plans[index]
            let clashes = mentions(name, in: plan.publisher) || mentions(name, in: plan.expected.kept.code)
                || plans.indices.contains { o in
                    let other = plans[o]
                    guard o != index else { return false }
                    if other.ended?.name == name { return o < index }
                    return other.expected.bound.contains(name) || scopeDeclarations(of: other).contains(name)
                        || mentions(name, in: other.publisher) || movedCode(of: other).contains { mentions(name, in: $0) }
                }
            guard clashes else { continue }
            guard usesOnlyOuterBinding(of: name, in: ended.code.code) else {
                return ("`\(name)`, which the completion would be named after the values, is a name of another step's code", plan.subscription.lowerBound)
            }
            plans[index].renamesCompletion = true
        }
        return nil
    }

    /// The code a plan moves after its await: the closure's, then the completion handler's.
    private func movedCode(of plan: Plan) -> [Range<CodePosition>] {
        [plan.expected.kept.code] + (plan.ended.map { [$0.code.code] } ?? [])
    }

    /// Whether `name`, which the code a plan moves after its await declares, can take a fresh
    /// name there: every use of it in that code is of a declaration in that code, and every
    /// occurrence is such a use or such a declaration (a use of the test's own `name` before
    /// the code declares its own would be renamed with it).
    func canRenameDeclaration(_ plan: Plan, _ name: String) -> Bool {
        let code = plan.expected.kept.code
        let occurrences = code.filter { view.text($0) == name && view.isUse($0) }
        let declarations = Set(occurrences.compactMap { view.localDeclarations(visibleAt: $0)[name]?.position }.filter(code.contains))
        return occurrences.allSatisfy { p in
            declarations.contains(p) || view.localDeclarations(visibleAt: p)[name]?.position.map(code.contains) == true
        }
    }

    /// Whether the value a plan awaits can take a fresh name in place of `name`, the closure's
    /// parameter: one name (not a tuple's, not a failure's), every use of which in the moved
    /// code is that parameter's — none of the code's own declarations (`if let name`, a
    /// closure's `name in`), which renaming would tear from their uses.
    func canRename(_ plan: Plan, _ name: String) -> Bool {
        switch plan.expected {
        case .value(_, let parameter, _, _), .everyValue(_, let parameter, _, _), .arrivedValues(_, let parameter):
            guard parameter == name else { return false }
        case .failure: return false
        }
        return usesOnlyOuterBinding(of: name, in: plan.expected.kept.code)
    }

    /// Whether every use of `name` in `code` is of a binding outside it (the closure's
    /// parameter): none of the code's own declarations, which renaming would tear from their
    /// uses.
    private func usesOnlyOuterBinding(of name: String, in code: Range<CodePosition>) -> Bool {
        code.allSatisfy { p in
            guard view.text(p) == name, view.isUse(p) else { return true }
            guard let declared = view.localDeclarations(visibleAt: p)[name]?.site else { return false }
            return !code.contains(declared) && declared != p
        }
    }

    /// Whether the test's statement `statement` declares `name` in the test's scope, or uses
    /// a `name` bound outside it (a local of the test, a property, a global) — not a name it
    /// binds for its own closures and blocks (`{ completion in … }`, `catch { error }`), which
    /// a declaration of the test's scope beside it leaves alone.
    func namesInTestScope(_ name: String, in statement: Range<CodePosition>) -> Bool {
        if view.declaredNames(inStatementsOf: statement).contains(name) { return true }
        return statement.contains { p in
            guard view.isUse(p), view.text(p) == name else { return false }
            guard let declared = view.localDeclarations(visibleAt: p)[name]?.site else { return true }
            return !statement.contains(declared)
        }
    }
}
