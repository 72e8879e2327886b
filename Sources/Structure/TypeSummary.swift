import Tokenizer

/// What one file declares about its types, as far as the isolation of their members goes:
/// each `class`, `struct`, `enum`, `actor`, `protocol` and `extension` with the words that
/// decide it, and the global actors the file declares. Names only — no positions, no
/// tokens — so that a run keeps one for every file of a module (`ModuleTypes`) and answers
/// isolation across them.
package struct TypeSummary: Sendable, Equatable {
    /// One type declaration or extension, as its head writes it.
    package struct Declaration: Sendable, Equatable {
        /// The name's last component: `Inner` for `extension Outer.Inner`.
        package var name: String
        /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
        package var keyword: String
        /// The attributes that may name a global actor: those spelled as a type is
        /// (upper-case), by their last component (`MainActor` for `@_Concurrency.MainActor`).
        package var actorAttributes: [String]
        /// Written `nonisolated` (SE-0449): no isolation is inferred for it.
        package var isNonisolated: Bool
        /// The inheritance or conformance list, by last component (`View` for `SwiftUI.View`).
        package var inherited: [String]
        /// The type whose body declares it, if nested (by last component): a nested type does
        /// not take the default isolation inside an actor or a nonisolated type.
        package var outer: String?

        package init(
            name: String, keyword: String, actorAttributes: [String] = [], isNonisolated: Bool = false,
            inherited: [String] = [], outer: String? = nil
        ) {
            self.name = name
            self.keyword = keyword
            self.actorAttributes = actorAttributes
            self.isNonisolated = isNonisolated
            self.inherited = inherited
            self.outer = outer
        }
    }

    package var declarations: [Declaration]
    /// The global actors the file declares (`@globalActor actor DatabaseActor`).
    package var globalActors: Set<String>

    package init(declarations: [Declaration], globalActors: Set<String> = []) {
        self.declarations = declarations
        self.globalActors = globalActors
    }

    /// The attributes among `attributes` that may name a global actor, by last component.
    static func actorAttributes(among attributes: [String]) -> [String] {
        attributes.map(CodeView.TypeDeclaration.lastComponent(of:)).filter { $0.first?.isUppercase == true }
    }
}

extension CodeView {
    /// The summary of the types this file declares (computed once per file version). Every
    /// file of a module is summarized, so the nesting comes from the bodies' brace pairs, not
    /// from the table of every position's enclosing brace.
    package func typeSummary() -> TypeSummary {
        analyses.value(TypeSummaryKey.self) {
            var declarations: [TypeSummary.Declaration] = []
            // The type bodies around the one at hand: their `}` and name.
            var enclosing: [(close: CodePosition, name: String)] = []
            for open in typeBodies().values.joined().sorted() {
                while let last = enclosing.last, last.close < open { enclosing.removeLast() }
                guard let declaration = summarizedType(open, outer: enclosing.last?.name) else { continue }
                declarations.append(declaration)
                enclosing.append((close: partner(open) ?? open, name: declaration.name))
            }
            return TypeSummary(declarations: declarations, globalActors: globalActorNames())
        }
    }

    /// The summary of the type or extension whose body the `{` at `open` opens, nested in the
    /// type named `outer`.
    func summarizedType(_ open: CodePosition, outer: String?) -> TypeSummary.Declaration? {
        guard let type = typeDeclaration(open) else { return nil }
        return TypeSummary.Declaration(
            name: type.simpleName, keyword: type.keyword, actorAttributes: TypeSummary.actorAttributes(among: type.attributes),
            isNonisolated: type.modifiers.contains("nonisolated"), inherited: type.inheritedNames, outer: outer)
    }
}

private enum TypeSummaryKey: FileAnalysisKey { typealias Value = TypeSummary }
