import Tokenizer

extension CodeView {
    /// The first call in `body` (a function's `{` … `}`, not in a closure of it) that would pick
    /// an `async` overload once the function is `async`: Swift prefers one in async code, so
    /// an unchanged synchronous call stops compiling (`Realm(configuration:)` beside Realm's
    /// `init(configuration:downloadBeforeOpen:) async`; a base class's `write { … }` beside its
    /// `write(_:) async`). What the run sees: an initializer of a type the code names, declared
    /// `async` in the type's body or an extension in a file that declares the type; a method
    /// called alone or on `self`, declared `async` in the enclosing type or a supertype. A call
    /// on another receiver, or of a function of another module the run does not read, is not
    /// known.
    package func callPickingAsyncOverload(in body: ClosedRange<CodePosition>, scope: NameScope) -> CodePosition? {
        let own = typeSummary()
        func asyncMembers(of type: String) -> Set<String> {
            var found = Set(own.asyncFunctions.filter { $0.outer == type }.map(\.name))
            found.formUnion(scope.module?.asyncMembers(ofType: type, outside: source.path) ?? [])
            for (_, types) in scope.imported { found.formUnion(types.asyncMembers(ofType: type, outside: nil)) }
            return found
        }
        // The enclosing type's and its supertypes' async methods, read on first need.
        var methods: Set<String>?
        for p in ownCalls(in: body) {
            let name = text(p)
            if name.first?.isUppercase == true {
                if asyncMembers(of: name).contains("init") { return p }
                continue
            }
            let types = enclosingType(of: body.lowerBound).map { [$0.simpleName] } ?? []
            methods = methods ?? typesAndSupertypes(of: types, scope: scope).reduce(into: []) { $0.formUnion(asyncMembers(of: $1)) }
            if methods?.contains(name) == true { return p }
        }
        return nil
    }

    /// The base class of the type around `body` when the run does not read it (no file of the
    /// module or of the project modules its file imports declares it), and `body` calls, in its
    /// own code, a method alone or on `self` that the file does not declare (`try write { … }`):
    /// one the base class may declare, with an `async` overload the run cannot see. Nil for a
    /// base class of XCTest's own (`XCTestCase`).
    package func unreadBaseClassMethodCall(in body: ClosedRange<CodePosition>, scope: NameScope) -> (base: String, call: CodePosition)? {
        guard let type = enclosingType(of: body.lowerBound), let base = type.inheritedNames.first,
            !["XCTestCase", "NSObject"].contains(base)
        else { return nil }
        guard declarations(ofType: base, scope: scope).isEmpty else { return nil }
        let declared = Set(positions.compactMap { p in isWord(p, "func") && kind(p + 1) == .identifier ? text(p + 1) : nil })
        let call = ownCalls(in: body).first { p in
            text(p).first?.isLowercase == true && !declared.contains(text(p)) && !Self.xcTestMethods.contains(text(p))
        }
        return call.map { (base, $0) }
    }

    /// The calls in `body`'s own code (not in a closure of it) of a name alone or on `self`
    /// (`load()`, `self.write { … }`, `Store(…)`): the name's positions, in order.
    private func ownCalls(in body: ClosedRange<CodePosition>) -> [CodePosition] {
        ((body.lowerBound + 1)..<body.upperBound).filter { p in
            // `write { … }` is a call; `switch result {` and `if done {` are not.
            guard kind(p) == .identifier,
                kind(p + 1) == .leftParen || kind(p + 1) == .leftBrace && !lineBreakBefore(p + 1) && braceKind(p + 1) == .closure,
                !isWord(p - 1, "func")
            else { return false }
            if kind(p - 1) == .period, !(isWord(p - 2, "self") && kind(p - 3) != .period) { return false }
            return !enclosingBraces(of: p, inside: body.lowerBound).contains(where: opensOwnCode)
        }
    }

    /// `XCTestCase`'s own methods a test calls, and the standard library's and Foundation's
    /// functions a test body calls alone: none has an `async` overload of its signature.
    private static let xcTestMethods: Set<String> = [
        "expectation", "wait", "waitForExpectations", "fulfillment", "addTeardownBlock", "measure", "keyValueObservingExpectation",
        "print", "debugPrint", "zip", "min", "max", "stride", "autoreleasepool", "withExtendedLifetime", "precondition",
        "assert", "fatalError", "type", "repeatElement", "sleep", "usleep", "abs", "dump", "sequence", "withUnsafePointer",
    ]
}
