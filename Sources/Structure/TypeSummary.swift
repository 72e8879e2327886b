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
    /// The type aliases the file declares (keyword `typealias`; name, and `outer` when in a
    /// type's body): names its code may use for a type as a type declaration's name is.
    package var aliases: [Declaration]

    package init(declarations: [Declaration], globalActors: Set<String> = [], aliases: [Declaration] = []) {
        self.declarations = declarations
        self.globalActors = globalActors
        self.aliases = aliases
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
            return TypeSummary(declarations: declarations, globalActors: globalActorNames(), aliases: typeAliases())
        }
    }

    /// The `typealias` declarations of the file, each with the type whose body holds it.
    private func typeAliases() -> [TypeSummary.Declaration] {
        guard source.mayContainName(Array("typealias".utf8)) else { return [] }
        return positions.compactMap { p in
            guard kind(p) == .keyword, isWord(p, "typealias"), kind(p + 1) == .identifier else { return nil }
            return TypeSummary.Declaration(name: text(p + 1), keyword: "typealias", outer: enclosingType(of: p)?.simpleName)
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
