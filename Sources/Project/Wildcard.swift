/// `*` (any run of characters) and `?` (any one) patterns, as build-setting conditions
/// (`[sdk=iphonesimulator*]`) and the names of XcodeGen's globs write them.
enum Wildcard {
    /// Whether `text` matches `pattern` whole. Iterative (backtracking to the last `*`
    /// only), so linear in practice whatever the input.
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern.unicodeScalars)
        let text = Array(text.unicodeScalars)
        var p = 0
        var t = 0
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Whether `pattern` has a wildcard in it.
    static func isPattern(_ text: String) -> Bool {
        text.contains("*") || text.contains("?")
    }
}
