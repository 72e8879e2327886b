/// A JSON value whose object keys keep the order they were written in, so that the
/// machine-readable formats also read well (`"type"` first).
enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// One line without `indent`; otherwise one member a line, nested `indent` spaces deeper.
    func rendered(indent: Int? = nil) -> String {
        var text = ""
        render(into: &text, indent: indent, depth: 0)
        return text
    }

    private func render(into text: inout String, indent: Int?, depth: Int) {
        switch self {
        case .string(let value): text += jsonString(value)
        case .int(let value): text += String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .array(let values):
            renderMembers(values.map { (nil, $0) }, open: "[", close: "]", into: &text, indent: indent, depth: depth)
        case .object(let members):
            renderMembers(members.map { ($0.0, $0.1) }, open: "{", close: "}", into: &text, indent: indent, depth: depth)
        }
    }

    private func renderMembers(
        _ members: [(String?, JSONValue)], open: String, close: String, into text: inout String, indent: Int?, depth: Int
    ) {
        text += open
        guard !members.isEmpty else { return text += close }
        let newline = indent.map { "\n" + String(repeating: " ", count: $0 * (depth + 1)) } ?? ""
        for (i, (key, value)) in members.enumerated() {
            text += (i == 0 ? "" : ",") + newline
            if let key { text += jsonString(key) + (indent == nil ? ":" : ": ") }
            value.render(into: &text, indent: indent, depth: depth + 1)
        }
        text += indent.map { "\n" + String(repeating: " ", count: $0 * depth) } ?? ""
        text += close
    }
}
