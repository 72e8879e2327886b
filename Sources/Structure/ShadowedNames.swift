import Tokenizer

/// What a standard name — `Task`, `Error`, `Future` — names where a rewrite writes it or reads it:
/// Swift's, or a type of the code's own that hides it. A type or type alias of that name
/// hides Swift's from the whole module when declared at its top level, and from a type's
/// body (its extensions' and its subclasses' too) when declared in that type (a client's
/// `enum Error: Swift.Error`, a coordinator's `enum Task`). Code that means Swift's writes
/// `Swift.Error` or `_Concurrency.Task` there.
/// Where code looks a name up beyond its file: its module's files and the modules it
/// imports that the run read (a project's framework, an app a test target imports
/// `@testable`).
package struct NameScope: Sendable {
    package var module: ModuleTypes?
    package var imported: [(name: String, types: ModuleTypes)]

    package init(module: ModuleTypes? = nil, imported: [(name: String, types: ModuleTypes)] = []) {
        self.module = module
        self.imported = imported
    }
}

/// A declaration that hides a standard name, and the module it comes from when another.
package struct NameShadow: Sendable {
    package var declaration: TypeSummary.Declaration
    /// The imported module that declares it; nil for the code's own module.
    package var module: String?

    package init(declaration: TypeSummary.Declaration, module: String? = nil) {
        self.declaration = declaration
        self.module = module
    }
}

extension CodeView {
    /// The declaration of a type named `name` that code at `p` would name by `name`,
    /// instead of Swift's: a generic parameter of a function or type around `p`; a type or
    /// alias declared in a function's or closure's body around `p`; one at the top level of
    /// this file or of a file of the scope's module (the other files of the module in the
    /// run, when known; not another file's `private` one), or of a module it imports (its
    /// `internal` ones too: a superset, for `@testable import`), or in the body of a type around
    /// `p` (lexically: not the outer types of the type an extension extends), of the type
    /// an extension around `p` extends, or of one of their supertypes. A type named by its
    /// last component, so a name declared twice counts for both.
    package func shadowingDeclaration(of name: String, at p: CodePosition, scope: NameScope) -> NameShadow? {
        // As Swift looks it up: generic parameters, local types, the types around `p` and
        // their supertypes, the module's top level, then the modules it imports.
        if genericParameters(around: p).contains(name) {
            return NameShadow(declaration: TypeSummary.Declaration(name: name, keyword: "generic parameter"))
        }
        let own = typeSummary()
        let ownFound = (own.declarations + own.aliases).filter { $0.name == name && $0.keyword != "extension" }
        if ownFound.contains(where: \.isLocal), let local = localDeclaration(of: name, around: p) { return NameShadow(declaration: local) }
        // Another file's `private` declarations are not in scope here, nor any body's own.
        func visible(_ declaration: TypeSummary.Declaration) -> Bool { !declaration.isLocal && !declaration.isFilePrivate }
        var found = ownFound.filter { !$0.isLocal }
        if let module = scope.module { found += module.typeNames(named: name, outside: source.path).filter(visible) }
        let imported = scope.imported.map { (module: $0.name, found: $0.types.typeNames(named: name, outside: nil).filter(visible)) }
        // Nested in a type around `p` or a supertype, the imported modules' types included
        // (a base class of another module with its own `Task`); or a generic parameter of
        // the type an extension around `p` extends.
        let nestedCandidates = found.filter { $0.outer != nil } + imported.flatMap { $0.found.filter { $0.outer != nil } }
        if let nested = nestedDeclaration(of: name, among: nestedCandidates, around: p, scope: scope) {
            return NameShadow(declaration: nested)
        }
        if let topLevel = found.first(where: { $0.outer == nil }) { return NameShadow(declaration: topLevel) }
        for (module, declarations) in imported {
            if let declared = declarations.first(where: { $0.outer == nil }) { return NameShadow(declaration: declared, module: module) }
        }
        return nil
    }

    /// The one of `found` declared in a type around `p` (lexically; of an extension, the
    /// type it extends: in `extension A.B`, `B`'s members are in scope, `A`'s are not), or in
    /// one of their supertypes, as their declarations in the module and the imported
    /// modules list them, the innermost first; or a generic parameter named `name` of the
    /// type an extension around `p` extends (`extension Box` of `struct Box<Task>`).
    private func nestedDeclaration(
        of name: String, among found: [TypeSummary.Declaration], around p: CodePosition, scope: NameScope
    ) -> TypeSummary.Declaration? {
        var pending: [String] = []
        var brace = enclosingBrace(of: p)
        while let open = brace {
            if case .type = braceKind(open), let type = typeDeclaration(open) {
                pending.append(type.simpleName)
                if type.keyword == "extension",
                    declarations(ofType: type.simpleName, scope: scope).contains(where: { $0.genericParameters.contains(name) })
                {
                    return TypeSummary.Declaration(name: name, keyword: "generic parameter")
                }
            }
            brace = enclosingBrace(of: open)
        }
        guard !found.isEmpty else { return nil }
        for type in typesAndSupertypes(of: pending, scope: scope) {
            if let nested = found.first(where: { $0.outer == type }) { return nested }
        }
        return nil
    }

    /// The declarations of the type named `type` (not its extensions) in this file, the
    /// module's other files and the imported project modules, as the run read them.
    func declarations(ofType type: String, scope: NameScope) -> [TypeSummary.Declaration] {
        typeSummary().declarations.filter { $0.name == type && $0.keyword != "extension" }
            + (scope.module?.types(named: type, outside: source.path) ?? [])
            + scope.imported.flatMap { $0.types.types(named: type, outside: nil) }
    }

    /// `types`, then their supertypes, theirs…, breadth first, each once: as their
    /// declarations (`declarations(ofType:scope:)`) and this file's extensions of them list
    /// them; at most `shadowSearchLimit` (broken code's cycles and long chains end).
    func typesAndSupertypes(of types: [String], scope: NameScope) -> [String] {
        let own = typeSummary()
        var pending = types
        var seen: [String] = []
        var next = 0
        while next < pending.count, seen.count < Self.shadowSearchLimit {
            let type = pending[next]
            next += 1
            guard !seen.contains(type) else { continue }
            seen.append(type)
            let extensions = own.declarations.filter { $0.name == type && $0.keyword == "extension" }
            for declaration in declarations(ofType: type, scope: scope) + extensions { pending += declaration.inherited }
        }
        return seen
    }

    /// A type or alias named `name` declared in a function's, closure's or block's body
    /// that holds `p`.
    private func localDeclaration(of name: String, around p: CodePosition) -> TypeSummary.Declaration? {
        for q in positions where kind(q) == .identifier && text(q) == name && q > .start && isAny(q - 1, Self.declaringKeywords) {
            guard let body = enclosingBrace(of: q), body < p, let close = partner(body), p < close else { continue }
            if case .type = braceKind(body) { continue }
            return TypeSummary.Declaration(name: name, keyword: text(q - 1), isLocal: true)
        }
        return nil
    }

    private static let declaringKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "typealias"]

    /// The types looked at, at most, around a position and up their inheritance: broken
    /// code's cycles and long chains end.
    private static let shadowSearchLimit = 64
}
