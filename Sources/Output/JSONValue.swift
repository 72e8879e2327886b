/// A JSON value whose object keys keep the order they were written in, so that the
/// machine-readable formats also read well (`"type"` first). Every JSON the tool prints is
/// written with it: `tokens`, `--format json` and `sarif`, and the inventory.
package enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    /// Printed without a fraction when it has none (`1`, `0.25`).
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// One line without `indent`; otherwise one member a line, nested `indent` spaces deeper.
    package func rendered(indent: Int? = nil) -> String {
        var text = ""
        render(into: &text, indent: indent, depth: 0)
        return text
    }

    private func render(into text: inout String, indent: Int?, depth: Int) {
        switch self {
        case .string(let value): text += jsonString(value)
        case .int(let value): text += String(value)
        case .number(let value):
            // JSON has no NaN or infinity.
            guard value.isFinite else { return text += "null" }
            text += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        case .array(let values):
            text += "["
            for (i, value) in values.enumerated() {
                Self.startMember(i, into: &text, indent: indent, depth: depth)
                value.render(into: &text, indent: indent, depth: depth + 1)
            }
            Self.close("]", empty: values.isEmpty, into: &text, indent: indent, depth: depth)
        case .object(let members):
            text += "{"
            for (i, (key, value)) in members.enumerated() {
                Self.startMember(i, into: &text, indent: indent, depth: depth)
                text += jsonString(key)
                text += indent == nil ? ":" : ": "
                value.render(into: &text, indent: indent, depth: depth + 1)
            }
            Self.close("}", empty: members.isEmpty, into: &text, indent: indent, depth: depth)
        }
    }

    private static func startMember(_ index: Int, into text: inout String, indent: Int?, depth: Int) {
        if index > 0 { text += "," }
        if let indent { text += "\n" + String(repeating: " ", count: indent * (depth + 1)) }
    }

    private static func close(_ bracket: String, empty: Bool, into text: inout String, indent: Int?, depth: Int) {
        if !empty, let indent { text += "\n" + String(repeating: " ", count: indent * depth) }
        text += bracket
    }
}

/// A JSON string literal for `text`: quotes, backslashes and control characters (DEL
/// included) escaped, everything else as it is.
func jsonString(_ text: String) -> String {
    "\"" + jsonStringContent(text) + "\""
}

/// What goes between the quotes of `jsonString(text)`: a string given in pieces is escaped
/// a piece at a time.
func jsonStringContent(_ text: String) -> String {
    // Most strings (every key) need no escape: copy those whole.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F }) {
        return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case let c where c.value < 0x20 || c.value == 0x7F:
            let hex = String(c.value, radix: 16)
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}
