import Tokenizer

/// Local constants whose members nothing can change: a `let` holding a value of a type with
/// value semantics all the way down (`let start = Date()`, `let response =
/// FileUploadResponse(name: "a", url: url)` of a struct the file declares with stored
/// properties of such types). Reading `start.timeIntervalSince1970` now or later gives the
/// same; reading a member of an object (`let store = Store()`) may not.
extension CodeView {
    /// Types of the standard library and Foundation whose properties read nothing but the
    /// value (`Date`'s `timeIntervalSinceNow`, which reads the clock, aside).
    static let plainValueTypes: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Decimal", "String", "Character", "Date", "URL", "Data", "UUID", "CGPoint", "CGSize", "CGRect",
    ]

    /// Properties of those types that read more than the value.
    static let changingProperties: Set<String> = ["timeIntervalSinceNow"]

    /// Containers whose value semantics are their elements'.
    static let valueContainers: Set<String> = ["Array", "Dictionary", "Set", "Optional"]

    /// Whether `name.member` at `p` (the name's position) reads a property (and properties of
    /// it, not called nor subscripted) of a local constant whose value nothing can change: its type, written
    /// or its initializer's (`Date()`, `Response(…)`), is one of `plainValueTypes`, or a
    /// `struct` this file declares once whose property `member` is stored (no accessors, no
    /// attribute such as a property wrapper) with a type built of those types, containers and
    /// the struct's generic parameters — these only where the initializer's arguments are
    /// literals (`AnyResults(results: [["a": "b"]])`), which no object can be.
    package func readsConstantValue(at p: CodePosition) -> Bool {
        guard kind(p + 1) == .period, kind(p + 2) == .identifier else { return false }
        let member = text(p + 2)
        // Then only properties of the value read (`json.results.first`): no calls, no subscripts.
        var q = p + 2
        while kind(q + 1) == .period, kind(q + 2) == .identifier {
            if Self.changingProperties.contains(text(q + 2)) { return false }
            q += 2
        }
        if let next = kind(q + 1), [.leftParen, .leftBracket, .postfixOperator, .period].contains(next) { return false }
        // The constant's type, written or its initializer's (`Date()`, `Data(base64Encoded: s)`),
        // as `valueType` reads a local's; no more than the file tells.
        guard let local = localDeclarations(visibleAt: p)[text(p)], local.binding == .constant, let declared = local.position,
            case .instance(let type) = valueType(of: p..<(p + 1), at: p, types: TypeTable())
        else { return false }
        if Self.plainValueTypes.contains(type.name) { return !Self.changingProperties.contains(member) }
        guard let stored = storedPropertyTypes(ofStructNamed: type.name)?[member] else { return false }
        return stored.isValue(stored.generics.isEmpty || initializerArguments(declaredAt: declared).map(isLiteral) == true)
    }

    /// The arguments of the initializer call a constant declared at `position` is given
    /// (`let json = Results(results: [["a": "b"]])`), if it is one.
    private func initializerArguments(declaredAt position: CodePosition) -> Range<CodePosition>? {
        guard isWord(position + 1, "="), kind(position + 2) == .identifier, kind(position + 3) == .leftParen,
            let close = partner(position + 3)
        else { return nil }
        return (position + 4)..<close
    }

    /// Whether the arguments are literals only: strings without interpolations, numbers,
    /// `true`, `false`, `nil`, array and dictionary literals of them, and argument labels.
    private func isLiteral(_ arguments: Range<CodePosition>) -> Bool {
        arguments.allSatisfy { q in
            switch kind(q) {
            case .integerLiteral, .floatLiteral, .stringStart, .stringSegment, .stringEnd, .leftBracket, .rightBracket, .comma,
                .colon:
                return true
            case .prefixOperator: return text(q) == "-"
            case .keyword: return isAny(q, of: ["true", "false", "nil"])
            case .identifier: return kind(q + 1) == .colon && (q == arguments.lowerBound || kind(q - 1) == .comma)
            default: return false
            }
        }
    }

    /// A stored property's written type: its names, and those that are the struct's generic
    /// parameters.
    struct StoredType {
        var names: [String]
        var generics: [String]

        /// Whether values of the type have value semantics, generic parameters counting as
        /// such where `genericsAreValues`.
        func isValue(_ genericsAreValues: Bool) -> Bool {
            names.allSatisfy { name in
                CodeView.plainValueTypes.contains(name) || CodeView.valueContainers.contains(name)
                    || generics.contains(name) && genericsAreValues
            }
        }
    }

    /// The stored properties of the one `struct` this file declares under `name` (nil when
    /// it declares none, or more than one type of that name): each with its written type.
    /// A property with an attribute (a property wrapper may hold an object), accessors or
    /// no written type is left out.
    private func storedPropertyTypes(ofStructNamed name: String) -> [String: StoredType]? {
        let bodies = (typeBodies()[name] ?? []).compactMap(typeDeclaration).filter { $0.keyword != "extension" }
        guard bodies.count == 1, let body = bodies.first, body.keyword == "struct", let close = partner(body.open) else {
            return nil
        }
        let generics = genericParameterNames(ofTypeAt: body.open)
        let modifiers: Set<String> = ["private", "fileprivate", "internal", "public", "package"]
        var properties: [String: StoredType] = [:]
        for statement in statements(in: (body.open + 1)..<close) {
            var q = statement.lowerBound
            while q < statement.upperBound, modifiers.contains(text(q)) || kind(q) == .leftParen || kind(q) == .rightParen
                || isWord(q, "set")
            {
                q += 1
            }
            guard isAny(q, of: ["let", "var"]), kind(q + 1) == .identifier, kind(q + 2) == .colon,
                !statement.contains(where: { kind($0) == .leftBrace || kind($0) == .atSign })
            else { continue }
            var names: [String] = []
            var t = q + 3
            while t < statement.upperBound, !isWord(t, "=") {
                if kind(t) == .identifier { names.append(text(t)) }
                // `[String: Int]`, `String?`, `Array<Int>`.
                else if ![.leftBracket, .rightBracket, .colon, .comma, .postfixOperator].contains(kind(t)), !isAny(t, of: ["<", ">", "?"]) {
                    names.append("")
                }
                t += 1
            }
            properties[text(q + 1)] = StoredType(names: names, generics: generics)
        }
        return properties
    }

    /// The generic parameters' names of the type whose body opens at `open` (`struct
    /// Results<U: Codable>`).
    private func genericParameterNames(ofTypeAt open: CodePosition) -> [String] {
        guard let head = statementHead(ofBrace: open) else { return [] }
        let keyword = declarationKeyword(from: head, before: open)
        guard isAny(keyword + 2, of: ["<"]) else { return [] }
        var names: [String] = []
        var q = keyword + 3
        var depth = 0
        while q < open, !(depth == 0 && isAny(q, of: [">"])) {
            if isAny(q, of: ["<"]) { depth += 1 }
            if isAny(q, of: [">"]) { depth -= 1 }
            if depth == 0, kind(q) == .identifier, kind(q - 1) == .comma || q == keyword + 3 { names.append(text(q)) }
            q += 1
        }
        return names
    }
}
