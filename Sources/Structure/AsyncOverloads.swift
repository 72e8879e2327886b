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
        var classMembers: Set<String>?
        // The enclosing type's and its supertypes' async methods, read on first need.
        func methods() -> Set<String> {
            if let classMembers { return classMembers }
            var found: Set<String> = []
            var pending = enclosingType(of: body.lowerBound).map { [$0.simpleName] + $0.inheritedNames } ?? []
            var seen: Set<String> = []
            var next = 0
            while next < pending.count, seen.count < Self.shadowSearchLimit {
                let type = pending[next]
                next += 1
                guard seen.insert(type).inserted else { continue }
                found.formUnion(asyncMembers(of: type))
                let declarations = own.declarations.filter { $0.name == type }
                    + (scope.module?.types(named: type, outside: source.path) ?? [])
                    + scope.imported.flatMap { $0.types.types(named: type, outside: nil) }
                for declaration in declarations { pending += declaration.inherited }
            }
            classMembers = found
            return found
        }
        for p in (body.lowerBound + 1)..<body.upperBound where kind(p) == .identifier {
            let isCall = kind(p + 1) == .leftParen || kind(p + 1) == .leftBrace && !lineBreakBefore(p + 1)
            guard isCall, !isWord(p - 1, "func") else { continue }
            if kind(p - 1) == .period, !(isWord(p - 2, "self") && kind(p - 3) != .period) { continue }
            guard !enclosingBraces(of: p, inside: body.lowerBound).contains(where: opensOwnCode) else { continue }
            let name = text(p)
            if name.first?.isUppercase == true {
                if asyncMembers(of: name).contains("init") { return p }
            } else if methods().contains(name) {
                return p
            }
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
        let own = typeSummary()
        let found = own.declarations.contains { $0.name == base && $0.keyword != "extension" }
            || scope.module?.types(named: base, outside: source.path).isEmpty == false
            || scope.imported.contains { !$0.types.types(named: base, outside: nil).isEmpty }
        guard !found else { return nil }
        let declared = Set(positions.compactMap { p in isWord(p, "func") && kind(p + 1) == .identifier ? text(p + 1) : nil })
        for p in (body.lowerBound + 1)..<body.upperBound where kind(p) == .identifier {
            let isCall = kind(p + 1) == .leftParen || kind(p + 1) == .leftBrace && !lineBreakBefore(p + 1)
            guard isCall, !isWord(p - 1, "func"), text(p).first?.isLowercase == true, !declared.contains(text(p)),
                !Self.xcTestMethods.contains(text(p))
            else { continue }
            if kind(p - 1) == .period, !(isWord(p - 2, "self") && kind(p - 3) != .period) { continue }
            guard !enclosingBraces(of: p, inside: body.lowerBound).contains(where: opensOwnCode) else { continue }
            return (base, p)
        }
        return nil
    }

    /// `XCTestCase`'s own methods a test calls, and the standard library's and Foundation's
    /// functions a test body calls alone: none has an `async` overload of its signature.
    private static let xcTestMethods: Set<String> = [
        "expectation", "wait", "waitForExpectations", "fulfillment", "addTeardownBlock", "measure", "keyValueObservingExpectation",
        "print", "debugPrint", "zip", "min", "max", "stride", "autoreleasepool", "withExtendedLifetime", "precondition",
        "assert", "fatalError", "type", "repeatElement", "sleep", "usleep", "abs", "dump", "sequence", "withUnsafePointer",
    ]
}
