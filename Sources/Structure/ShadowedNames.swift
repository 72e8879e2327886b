import Tokenizer

/// What a standard name — `Task`, `Error` — names where a rewrite writes it or reads it:
/// Swift's, or a type of the code's own that hides it. A type or type alias of that name
/// hides Swift's from the whole module when declared at its top level, and from a type's
/// body (its extensions' and its subclasses' too) when declared in that type (a client's
/// `enum Error: Swift.Error`, a coordinator's `enum Task`). Code that means Swift's writes
/// `Swift.Error` or `_Concurrency.Task` there.
extension CodeView {
    /// The declaration of a type named `name` that code at `p` would name by `name`,
    /// instead of Swift's: one at the top level of this file or of a file of `module` (the
    /// other files of the module in the run, when known), or in the body of a type around
    /// `p` (lexically: not the outer types of the type an extension extends), of the type
    /// an extension around `p` extends, or of one of their supertypes. A type named by its
    /// last component, so a name declared twice counts for both.
    package func shadowingDeclaration(of name: String, at p: CodePosition, module: ModuleTypes?) -> TypeSummary.Declaration? {
        let own = typeSummary()
        var found = (own.declarations + own.aliases).filter { $0.name == name && $0.keyword != "extension" }
        if let module { found += module.typeNames(named: name, outside: source.path) }
        guard !found.isEmpty else { return nil }
        if let topLevel = found.first(where: { $0.outer == nil }) { return topLevel }
        // The types around `p`, lexically; of an extension, the type it extends: in
        // `extension A.B`, `B`'s members are in scope, `A`'s are not.
        var pending: [String] = []
        var brace = enclosingBrace(of: p)
        while let open = brace {
            if case .type = braceKind(open), let type = typeDeclaration(open) { pending.append(type.simpleName) }
            brace = enclosingBrace(of: open)
        }
        // Then their supertypes, as their declarations in the module list them.
        var seen: Set<String> = []
        while let next = pending.popLast(), seen.count < Self.shadowSearchLimit {
            guard seen.insert(next).inserted else { continue }
            if let nested = found.first(where: { $0.outer == next }) { return nested }
            let declarations = own.declarations.filter { $0.name == next } + (module?.types(named: next, outside: source.path) ?? [])
            for declaration in declarations { pending += declaration.inherited }
        }
        return nil
    }

    /// The types looked at, at most, around a position and up their inheritance: broken
    /// code's cycles and long chains end.
    private static let shadowSearchLimit = 64
}
