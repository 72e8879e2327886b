import Tokenizer
import Structure

/// Code whose subject is Combine itself — an extension of `Publisher` (or of a type in
/// `Publishers`), a custom `Publisher`, `Subscriber` or `Subscription`, a file that exists
/// to offer a Combine API (`MPRemoteCommandCenter+Combine.swift`, an SDK's Combine wrapper) —
/// subscribes and returns publishers because that is what it is for: the rules leave it,
/// with a note the inventory counts as *keep*.
package enum CombineImplementation {
    /// Why the whole file is Combine's own, if its name says so: an SDK's Combine wrapper
    /// (`MPRemoteCommandCenter+Combine.swift`, `ParseUser+combine.swift`,
    /// `URLSessionCombine.swift`) or its tests (`ParseUserCombineTests.swift`): "in
    /// `X+Combine.swift`, a file that exists to offer a Combine API".
    package static func fileReason(path: String?) -> String? {
        guard let path else { return nil }
        let file = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...]
        guard file.hasSuffix(".swift") else { return nil }
        var stem = file.dropLast(".swift".count)
        for tests in ["Tests", "Test"] where stem.hasSuffix(tests) {
            stem = stem.dropLast(tests.count)
            break
        }
        let wrapper = stem.lowercased().hasSuffix("+combine") || (stem.hasSuffix("Combine") && stem.count > "Combine".count)
        return wrapper ? "in `\(file)`, a file that exists to offer a Combine API" : nil
    }

    static let protocols: Set<String> = ["Publisher", "Subscriber", "Subscription", "ConnectablePublisher"]
    private static let modules: Set<String> = ["Combine", "OpenCombine"]

    /// Why the code at `p` is Combine's own, if it is.
    package static func reason(at p: CodePosition, in view: CodeView) -> String? {
        var brace = view.enclosingBrace(of: p).flatMap(view.typeBrace(atOrAbove:))
        while let open = brace {
            if let type = view.typeDeclaration(open) {
                // `Publisher`, `Combine.Publisher`, `Publishers.Map`: the first name after the module.
                let components = type.name.split(separator: ".").map(String.init)
                let name = components.first.map { modules.contains($0) && components.count > 1 ? components[1] : $0 } ?? type.name
                if type.keyword == "extension", protocols.contains(name) || name == "Publishers" {
                    return "kept in Combine: `\(type.name)` — an extension of Combine's own types implements Combine; left as it is"
                }
                if let conformance = type.inheritedNames.first(where: protocols.contains) {
                    return "kept in Combine: `\(conformance)` — a custom \(conformance.lowercased()) implements Combine; left as it is"
                }
            }
            brace = view.enclosingBrace(of: open).flatMap(view.typeBrace(atOrAbove:))
        }
        return nil
    }
}
