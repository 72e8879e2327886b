/// What `OTHER_SWIFT_FLAGS` says of the facts: `-swift-version 6`, `-enable-upcoming-feature
/// X`, `-strict-concurrency=complete`, `-default-isolation MainActor` (each as the compiler
/// takes it, the last of a kind winning; `-Xfrontend` before one is looked through).
struct SwiftFlags: Equatable {
    /// The version `-swift-version` (or `-language-mode`) gives, as written.
    var languageVersion: String?
    var upcomingFeatures: [String] = []
    var strictConcurrency: String?
    var defaultIsolation: String?

    init(_ text: String) {
        let words = Self.words(text).filter { $0 != "-Xfrontend" }
        var index = 0
        func argument(_ flag: String) -> String? {
            if words[index] == flag, index + 1 < words.count {
                index += 1
                return words[index]
            }
            return words[index].hasPrefix(flag + "=") ? String(words[index].dropFirst(flag.count + 1)) : nil
        }
        while index < words.count {
            if let version = argument("-swift-version") ?? argument("-language-mode") {
                languageVersion = version
            } else if let feature = argument("-enable-upcoming-feature") {
                enable(feature)
            } else if let feature = argument("-enable-experimental-feature") {
                if feature.hasPrefix("StrictConcurrency") { enable(feature) }
            } else if let level = argument("-strict-concurrency") {
                strictConcurrency = level
            } else if words[index] == "-warn-concurrency" {
                strictConcurrency = "complete"
            } else if let isolation = argument("-default-isolation") {
                defaultIsolation = isolation
            }
            index += 1
        }
        upcomingFeatures = Array(Set(upcomingFeatures)).sorted()
    }

    /// An upcoming feature on (`X:migrate` only warns, so it is not on); `StrictConcurrency`
    /// (`=targeted`) is the checking level.
    private mutating func enable(_ feature: String) {
        if feature.hasSuffix(":migrate") { return }
        if feature == "StrictConcurrency" {
            strictConcurrency = "complete"
        } else if feature.hasPrefix("StrictConcurrency=") {
            strictConcurrency = String(feature.dropFirst("StrictConcurrency=".count))
        } else {
            upcomingFeatures.append(feature)
        }
    }

    /// The words of a list-valued setting as Xcode splits them: on spaces, with `"…"`,
    /// `'…'` and `\` quoting.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var hasWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                hasWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                hasWord = true
            } else if character == " " || character == "\t" || character == "\n" {
                if hasWord || !word.isEmpty { words.append(word) }
                word = ""
                hasWord = false
            } else {
                word.append(character)
            }
        }
        if hasWord || !word.isEmpty { words.append(word) }
        return words
    }
}

/// `SWIFT_VERSION` and `-swift-version` values as language modes.
enum LanguageModeSetting {
    /// `4`, `4.2` → 4; `5`, `5.0` → 5; `6`, `6.0` → 6; nil for anything else.
    static func major(_ version: String) -> Int? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, let major = Int(first), (4...6).contains(major),
              parts.dropFirst().allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return major
    }
}
