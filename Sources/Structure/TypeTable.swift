/// What the files of a run declare about types, merged from each file's `declaredTypes()`:
/// which type a chain of members reaches (`client.session.shared`), and whether one type is
/// another's subtype. Types are known by their last name component.
///
/// A type the run only extends (`extension URLSession`), or does not mention, is declared
/// outside the run: the members the run does not declare for it have types declared
/// outside the run too (`.foreign`), unless it is generic (`[Repository].first`).
package struct TypeTable: Sendable {
    typealias TypeReference = CodeView.TypeReference
    package typealias ChainLink = CodeView.ChainLink

    package struct Entry: Sendable {
        /// A `class`, `struct`, `enum`, `actor` or `protocol` declaration of it is in the run.
        var isDeclared = false
        /// Superclass and protocols, from the declaration and every extension, in order.
        var supertypes: [String] = []
        var genericParameters: Set<String> = []
        package var properties: [String: CodeView.DeclaredMemberType] = [:]
        var methods: [String: CodeView.DeclaredMemberType] = [:]
    }

    /// By name; "" holds the files' top-level declarations.
    package private(set) var entries: [String: Entry] = [:]

    package init() {}

    /// Chains followed through initializers at most this deep (`let a = b`, `let b = c`, …).
    static let depthLimit = 8

    /// Adds one file's declarations.
    package mutating func add(_ types: [CodeView.DeclaredType]) {
        for type in types {
            var entry = entries[type.name] ?? Entry()
            if type.keyword != "extension" && !type.keyword.isEmpty { entry.isDeclared = true }
            for name in type.inherited where !entry.supertypes.contains(name) { entry.supertypes.append(name) }
            entry.genericParameters.formUnion(type.genericParameters)
            Self.merge(type.properties, into: &entry.properties)
            Self.merge(type.methods, into: &entry.methods)
            entries[type.name] = entry
        }
    }

    private static func merge(
        _ members: [String: CodeView.DeclaredMemberType], into table: inout [String: CodeView.DeclaredMemberType]
    ) {
        for (name, type) in members {
            if let existing = table[name], existing != type { table[name] = .unknown } else { table[name] = type }
        }
    }

    /// Whether the run declares the type (not only extends it).
    package func isDeclared(_ name: String) -> Bool { entries[name]?.isDeclared ?? false }

    /// Whether `name` is `target` or inherits from it or conforms to it, as far as the run's
    /// declarations and extensions say.
    package func isSubtype(_ name: String, of target: String) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            if next == target { return true }
            guard seen.insert(next).inserted else { continue }
            pending += entries[next]?.supertypes ?? []
        }
        return false
    }

    /// The type of the chain `links`, its first link read inside the type named `context`
    /// (nil: at the top level).
    func type(of links: [ChainLink], in context: String?, depth: Int = 0) -> ValueType {
        guard let first = links.first else { return .unknown }
        return member(links.dropFirst(), of: firstLink(first, in: context, depth: depth), depth: depth)
    }

    /// The type the links reach from a value of type `base`.
    func member(_ links: ArraySlice<ChainLink>, of base: ValueType, depth: Int = 0) -> ValueType {
        links.reduce(base) { member($1, of: $0, depth: depth) }
    }

    /// The type of a chain's first link inside the type named `context`: `self`, a member of
    /// the type (or of its supertypes), a top-level name, a type's name (`Repository`,
    /// `Repository()`).
    package func firstLink(_ link: ChainLink, in context: String?, depth: Int = 0) -> ValueType {
        switch link.name {
        case "self": return context.map { .instance(TypeReference(name: $0, isGeneric: false)) } ?? .unknown
        case "Self": return context.map { .metatype($0) } ?? .unknown
        case "super":
            guard let context, let superclass = entries[context]?.supertypes.first else { return .unknown }
            return .instance(TypeReference(name: superclass, isGeneric: false))
        default: break
        }
        if let context, let found = lookup(link, in: context, depth: depth) { return found }
        if let found = lookup(link, in: "", depth: depth) { return found }
        if link.name.first?.isUppercase == true {
            return link.isCall ? .instance(TypeReference(name: link.name, isGeneric: false)) : .metatype(link.name)
        }
        return context.map { missing(in: $0) } ?? .unknown
    }

    /// The type of `link` applied to a value of type `base`.
    func member(_ link: ChainLink, of base: ValueType, depth: Int = 0) -> ValueType {
        switch base {
        case .unknown, .foreign:
            return base
        case .metatype(let name):
            if link.name == "init", link.isCall { return .instance(TypeReference(name: name, isGeneric: false)) }
            if link.name == "self" { return base }
            if let found = lookup(link, in: name, depth: depth) { return found }
            if link.name.first?.isUppercase == true {
                return link.isCall ? .instance(TypeReference(name: link.name, isGeneric: false)) : .metatype(link.name)
            }
            // `URLSession.shared`, `FileManager.default`: a type's own instance, by convention.
            if !isDeclared(name), Self.singletons.contains(link.name), !link.isCall {
                return .instance(TypeReference(name: name, isGeneric: false))
            }
            return missing(in: name)
        case .instance(let type):
            if link.name == "[]" { return entries[type.name] == nil && !type.isGeneric ? .foreign : .unknown }
            if let found = lookup(link, in: type.name, depth: depth) { return found }
            if entries[type.name] == nil, type.isGeneric { return .unknown }
            return missing(in: type.name)
        }
    }

    /// Names of a type's shared instance in the SDKs' conventions.
    static let singletons: Set<String> = ["shared", "default", "standard", "current", "main"]

    /// A member the run declares for neither the type nor its supertypes: declared outside
    /// the run when the type or one of its supertypes is; else a declaration not followed.
    private func missing(in name: String) -> ValueType {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            guard let entry = entries[next], entry.isDeclared else { return .foreign }
            pending += entry.supertypes
        }
        return .unknown
    }

    /// The member `link` names, declared by the type `name` or one of its supertypes.
    private func lookup(_ link: ChainLink, in name: String, depth: Int) -> ValueType? {
        var seen: Set<String> = []
        var pending = [name]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard seen.insert(next).inserted, let entry = entries[next] else { continue }
            if let declared = link.isCall ? entry.methods[link.name] : entry.properties[link.name] {
                return type(of: declared, declaredIn: next, entry, depth: depth)
            }
            if link.isCall, entry.properties[link.name] != nil { return .unknown }  // a closure property
            pending += entry.supertypes
        }
        return nil
    }

    private func type(
        of declared: CodeView.DeclaredMemberType, declaredIn name: String, _ entry: Entry, depth: Int
    ) -> ValueType {
        switch declared {
        case .unknown:
            return .unknown
        case .written(let type):
            if type.name == "Self" { return .instance(TypeReference(name: name, isGeneric: false)) }
            return entry.genericParameters.contains(type.name) ? .unknown : .instance(type)
        case .initializer(let links):
            guard depth < Self.depthLimit else { return .unknown }
            return self.type(of: links, in: name.isEmpty ? nil : name, depth: depth + 1)
        }
    }
}

/// What a value can be, as far as the run's declarations tell (`TypeTable`).
package enum ValueType: Equatable, Sendable {
    /// A value of the type (or of one of its subtypes).
    case instance(CodeView.TypeReference)
    /// The type itself: `Repository` in `Repository.shared`.
    case metatype(String)
    /// A value of a type declared outside the run, reached through one (an SDK's client).
    case foreign
    /// The run cannot tell (a closure's parameter, a call's result it does not follow).
    case unknown

    /// The type's name, for an instance or the type itself.
    package var typeName: String? {
        switch self {
        case .instance(let type): return type.name
        case .metatype(let name): return name
        case .foreign, .unknown: return nil
        }
    }
}
