import Core
import Structure
import Tokenizer

/// The test class's properties as a test's rewrite meets them, and its `setUp` and
/// `tearDown`, which run around each test: the property a `sink` assigns its subscription
/// to, whether code of the class other than its tests uses a property, and the references
/// only `setUp` sets, which hold during a test what `setUp` gave them.
extension ExpectationTest {
    /// Why the property a `sink` assigned its subscription to (`cancellable = p.sink …`) holds
    /// more than that subscription until the test ends, which the values the rewrite awaits
    /// would not keep: the test's other code uses it (a read saw it, a `nil` released it), or a
    /// `setUp` of the file does (the assignment ended what it stored there). Held until the
    /// test ended (a `tearDown` cancelling it), it is as the values, which end with the test.
    /// Assigned again by a later step's `sink` after this one's wait (realm's sectioned-results
    /// tests subscribe to the whole, then to a section, through one property), it held this
    /// subscription until then: `.success` with that step's `sink` statement, where it ended.
    func propertyProblem(
        _ property: String, sink: Match, at sinkIndex: Int, in statements: [Range<CodePosition>], waitIndex: Int, steps: Set<Int>
    ) -> Result<Range<CodePosition>?, SkipReason> {
        let target = sink.bindings["target"] ?? sink.code
        // A step's `sink` that assigns the property and names it nowhere else.
        let reassigns: (Int) -> Bool = { index in
            guard steps.contains(index), let other = self.subscription(statements[index]), self.cancellableProperty(other) == property,
                let otherTarget = other.bindings["target"]
            else { return false }
            return !self.mentionsProperty(property, in: otherTarget.upperBound..<statements[index].upperBound)
                && !self.mentionsProperty(property, in: statements[index].lowerBound..<(otherTarget.upperBound - 1))
        }
        let elsewhere = statements.indices.contains { index in
            index == sinkIndex
                ? mentionsProperty(property, in: target.upperBound..<statements[index].upperBound)
                : mentionsProperty(property, in: statements[index]) && !reassigns(index)
        }
        if elsewhere {
            return .failure(SkipReason("the test's other code uses `\(property)`, the property the `sink` assigned its subscription to"))
        }
        if setUpMentions(property) {
            return .failure(SkipReason(
                "a `setUp` of the file uses `\(property)`, the property the `sink` assigned its subscription to, which the assignment changed"))
        }
        guard let next = statements.indices.first(where: { $0 > sinkIndex && reassigns($0) }) else { return .success(nil) }
        guard next > waitIndex else {
            return .failure(SkipReason(
                "a later step's `sink` assigns `\(property)` again before this one's wait, ending the subscription the wait was for"))
        }
        return .success(statements[next])
    }

    /// Whether a function of the file other than the tests and their `tearDown` — a `setUp`,
    /// a helper a test calls, an initializer, a function in a test — uses the property `name`.
    /// Only the test's type counts, in its bodies in this file; a property it does not declare
    /// there (a base class's) may be used by code the file does not show.
    func usedOutsideTests(_ name: String) -> Bool {
        guard let type = view.enclosingType(of: function.open) else { return true }
        let bodies = view.typeBodies()[type.simpleName] ?? []
        guard bodies.contains(where: { view.instanceMembers(ofTypeBody: $0).contains(name) }) else { return true }
        return functionUses(name) { function, open in
            !function.name.hasPrefix("test") && !function.name.hasPrefix("tearDown") && view.enclosingType(of: open)?.simpleName == type.simpleName
        }
    }

    /// XCTest's methods that run before each test, and after it.
    static let setUpMethods: Set<String> = ["setUp", "setUpWithError"]
    static let tearDownMethods: Set<String> = ["tearDown", "tearDownWithError"]

    /// Whether a `setUp` (or `setUpWithError`) of the file uses the property `name`.
    func setUpMentions(_ name: String) -> Bool {
        functionUses(name) { function, _ in Self.setUpMethods.contains(function.name) }
    }

    /// Whether a function of the file that `includes` admits (given its declaration and its
    /// body's `{`) uses the property `name`.
    private func functionUses(_ name: String, where includes: (CodeView.FunctionDeclaration, CodePosition) -> Bool) -> Bool {
        view.positions.contains { open in
            guard view.kind(open) == .leftBrace, let function = view.functionDeclaration(open), includes(function, open),
                let close = view.partner(open)
            else { return false }
            return mentionsProperty(name, in: open..<close)
        }
    }

    /// The test class's `var` properties that hold a reference (`var obj: SwiftIntObject!`, of
    /// a class the file or its module declares) and that the file sets only in a `setUp` (or `tearDown`), as
    /// Realm's object publisher tests keep the object they observe: while a test runs, each
    /// holds what `setUp` gave it, as a constant property would (what the object holds may
    /// change, which `readsLaterState` does not take as it is).
    func setUpReferences(ofTypeBody open: CodePosition, module: ModuleTypes?) -> Set<String> {
        guard let close = view.partner(open) else { return [] }
        let isReference = { (type: String) in
            self.view.declaresReferenceType(named: type) ?? module?.declaresReferenceType(named: type) ?? false
        }
        let modifiers: Set<String> = ["private", "fileprivate", "internal", "final"]
        var candidates: Set<String> = []
        for statement in view.statements(in: (open + 1)..<close) {
            var p = statement.lowerBound
            while p < statement.upperBound, modifiers.contains(view.text(p)) { p += 1 }
            // `var name: Type`, `var name: Type!`, `var name: Type?`, with `= nil` or nothing.
            guard view.isWord(p, "var"), view.kind(p + 1) == .identifier, view.kind(p + 2) == .colon, view.kind(p + 3) == .identifier,
                isReference(view.text(p + 3))
            else { continue }
            var rest = Array((p + 4)..<statement.upperBound).map { view.text($0) }
            if rest.first == "!" || rest.first == "?" { rest.removeFirst() }
            guard rest.isEmpty || rest == ["=", "nil"] else { continue }
            candidates.insert(view.text(p + 1))
        }
        let lifecycle = Self.setUpMethods.union(Self.tearDownMethods)
        let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]
        for p in view.positions where view.kind(p) == .identifier && candidates.contains(view.text(p)) {
            // The property: `self.name`, or `name` where no local of that name is visible.
            let ofSelf = view.kind(p - 1) == .period && view.isWord(p - 2, "self")
            guard ofSelf || view.isUse(p) && view.localDeclarations(visibleAt: p)[view.text(p)] == nil else { continue }
            let next = view.text(p + 1)
            let assigns = next.hasSuffix("=") && !comparisons.contains(next) && view.kind(p + 1) != .period || view.text(p - 1) == "&"
            guard assigns else { continue }
            let function = view.enclosingBraces(of: p, inside: nil).first { view.braceKind($0) == .function }
                .flatMap { view.functionDeclaration($0) }
            if function.map({ !lifecycle.contains($0.name) }) ?? true { candidates.remove(view.text(p)) }
        }
        return candidates
    }
}
