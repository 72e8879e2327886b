/// Code whose subject is Combine itself — an extension of `Publisher` (or of a type in
/// `Publishers`), a custom `Publisher`, `Subscriber` or `Subscription` — subscribes because
/// that is what it implements: the subscription rules leave it, with a note the inventory
/// counts as *keep*.
enum CombineImplementation {
    static let protocols: Set<String> = ["Publisher", "Subscriber", "Subscription", "ConnectablePublisher"]

    /// Why the code at `p` is Combine's own, if it is.
    static func reason(at p: Int, in view: CodeView) -> String? {
        var brace = view.enclosingBrace(of: p)
        while let open = brace {
            if let type = view.typeDeclaration(open) {
                let name = type.name.split(separator: ".").first.map(String.init) ?? type.name
                let conformances = type.inherited.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
                if type.keyword == "extension", protocols.contains(name) || name == "Publishers" {
                    return "kept in Combine: `\(type.name)` — an extension of Combine's own types implements Combine; left as it is"
                }
                if let conformance = conformances.first(where: protocols.contains) {
                    return "kept in Combine: `\(conformance)` — a custom \(conformance.lowercased()) implements Combine; left as it is"
                }
            }
            brace = view.enclosingBrace(of: open)
        }
        return nil
    }
}
