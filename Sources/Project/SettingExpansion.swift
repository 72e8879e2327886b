/// The expansion of a setting's value for one context: `$(inherited)` (the value below),
/// `$(NAME)` and `${NAME}` (another setting, all levels considered; nested, as in
/// `$(SWIFT_VERSION_$(XCODE_VERSION_MAJOR))`), and the operators `:default=`, `:upper`,
/// `:lower`, `:identifier`, `:c99extidentifier`, `:rfc1034identifier`. Bounded in depth and in
/// work, so cycles (`A = $(B)`, `B = $(A)`) and blow-ups end as unknown.
struct SettingExpansion {
    static let maximumDepth = 32
    static let maximumLookups = 4096

    let settings: BuildSettings
    let context: SettingContext
    private var lookups = 0

    init(settings: BuildSettings, context: SettingContext) {
        self.settings = settings
        self.context = context
    }

    /// What a lookup or an expansion gives.
    private enum Outcome {
        /// A value; `isExact` false when it refers to a setting nothing sets (taken as empty).
        case value(String, isExact: Bool, origin: String?)
        case notSet
        /// Depends on a file not read, or went too deep.
        case blocked
    }

    mutating func resolve(_ name: String, lenient: Bool) -> SettingValue {
        switch evaluate(name, below: settings.entries.count, depth: 0) {
        case .value(let text, let isExact, let origin):
            guard isExact || lenient else { return .unknown }
            return .set(text, origin: origin ?? "Xcode's default")
        case .notSet: return .notSet
        case .blocked: return .unknown
        }
    }

    /// The value of `name` from the entries below `limit`.
    private mutating func evaluate(_ name: String, below limit: Int, depth: Int) -> Outcome {
        lookups += 1
        guard depth < Self.maximumDepth, lookups < Self.maximumLookups else { return .blocked }
        switch settings.assignment(of: name, below: limit, in: context) {
        case .blocked:
            return .blocked
        case .notSet:
            guard let fallback = settings.defaults[name] else { return .notSet }
            return expand(fallback, of: name, inheritedBelow: 0, depth: depth + 1, origin: nil)
        case .found(let index):
            let entry = settings.entries[index]
            guard let assignment = entry.assignment else { return .blocked }
            let below = entry.isTable ? entry.levelStart : index
            let conditions = assignment.conditions.filter { $0.pattern != "*" }.map { "[\($0.parameter)=\($0.pattern)]" }.joined()
            let origin = conditions.isEmpty ? assignment.origin : "\(assignment.origin), \(conditions)"
            return expand(assignment.value, of: name, inheritedBelow: below, depth: depth + 1, origin: origin)
        }
    }

    /// `value` (of the setting `name`) with its references replaced.
    private mutating func expand(_ value: String, of name: String, inheritedBelow: Int, depth: Int, origin: String?) -> Outcome {
        guard depth < Self.maximumDepth else { return .blocked }
        let scalars = Array(value.unicodeScalars)
        var text = String.UnicodeScalarView()
        var isExact = true
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "$", index + 1 < scalars.count, scalars[index + 1] == "(" || scalars[index + 1] == "{",
                  let close = Self.closing(scalars, from: index + 1)
            else {
                text.append(scalars[index])
                index += 1
                continue
            }
            let inner = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
            guard case .value(let reference, let innerExact, _) = expand(inner, of: name, inheritedBelow: inheritedBelow, depth: depth + 1, origin: nil),
                  case .value(let replacement, let exact, _) = self.reference(reference, of: name, inheritedBelow: inheritedBelow, depth: depth + 1)
            else { return .blocked }
            text.append(contentsOf: replacement.unicodeScalars)
            isExact = isExact && innerExact && exact
            index = close + 1
        }
        return .value(String(text), isExact: isExact, origin: origin)
    }

    /// The value of one reference, `NAME` or `NAME:operator…` (its own references expanded).
    private mutating func reference(_ spec: String, of name: String, inheritedBelow: Int, depth: Int) -> Outcome {
        var parts = spec.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let referenced = parts.removeFirst()
        var text: String
        var isExact: Bool
        let isInherited = referenced == "inherited" || referenced == name
        switch evaluate(isInherited ? name : referenced, below: isInherited ? inheritedBelow : settings.entries.count, depth: depth) {
        case .blocked: return .blocked
        case .value(let value, let exact, _): (text, isExact) = (value, exact)
        // Nothing sets it: empty, as Xcode has it — which is exact for `$(inherited)` only.
        case .notSet: (text, isExact) = ("", isInherited)
        }
        for operation in parts {
            if operation.hasPrefix("default=") {
                if text.isEmpty { (text, isExact) = (String(operation.dropFirst("default=".count)), true) }
            } else if let transformed = Self.apply(operation, to: text) {
                text = transformed
            } else {
                isExact = false
            }
        }
        return .value(text, isExact: isExact, origin: nil)
    }

    /// The index of the `)` or `}` closing the bracket at `open`; nil when unclosed.
    private static func closing(_ scalars: [Unicode.Scalar], from open: Int) -> Int? {
        let opening = scalars[open]
        let closing: Unicode.Scalar = opening == "(" ? ")" : "}"
        var depth = 0
        for index in open..<scalars.count {
            if scalars[index] == opening { depth += 1 }
            if scalars[index] == closing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// A text operator of Xcode's; nil for one not supported here.
    static func apply(_ operation: String, to text: String) -> String? {
        switch operation {
        case "upper": return text.uppercased()
        case "lower": return text.lowercased()
        case "identifier", "c99extidentifier": return identifier(text)
        case "rfc1034identifier":
            return String(String.UnicodeScalarView(text.unicodeScalars.map { isASCIIAlphanumeric($0) || $0 == "." ? $0 : "-" }))
        default: return nil
        }
    }

    /// `text` made a C identifier as Xcode makes a module name of a target's: each character
    /// that is not a letter, digit or `_` becomes `_`, and a leading digit gets a `_` before it.
    static func identifier(_ text: String) -> String {
        var scalars = String.UnicodeScalarView(text.unicodeScalars.map { isASCIIAlphanumeric($0) || $0 == "_" || ($0.value >= 0x80 && $0.properties.isAlphabetic) ? $0 : "_" })
        if let first = scalars.first, ("0"..."9").contains(first) { scalars.insert("_", at: scalars.startIndex) }
        return String(scalars)
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
