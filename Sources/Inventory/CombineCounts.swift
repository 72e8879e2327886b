import Structure
import Tokenizer

/// What the inventory counts, in code tokens only (never in strings, comments or regex
/// literals): Combine's types by name, its operators and subscriptions as calls.
package enum CombineName: String, CaseIterable, Sendable {
    case anyPublisher = "AnyPublisher"
    case publisher = "Publisher"
    case anyCancellable = "AnyCancellable"
    case sink = "sink"
    case store = "store(in:)"
    case assign = "assign"
    case flatMap = "flatMap"
    case eraseToAnyPublisher = "eraseToAnyPublisher"
    case future = "Future"
    case dataTaskPublisher = "dataTaskPublisher"
    case passthroughSubject = "PassthroughSubject"
    case currentValueSubject = "CurrentValueSubject"
    case published = "@Published"

    /// How it is counted, for `docs/inventory.md`.
    var rule: String {
        switch self {
        case .anyPublisher, .publisher, .anyCancellable, .future, .dataTaskPublisher, .passthroughSubject, .currentValueSubject:
            return "the name, anywhere in code (types, constructions, calls)"
        case .sink, .flatMap:
            return "`.\(rawValue)` followed by `(` or `{` (a call)"
        case .store:
            return "`.store(in:`"
        case .assign, .eraseToAnyPublisher:
            return "`.\(rawValue)(`"
        case .published:
            return "the attribute `@Published`"
        }
    }
}

/// Counts of `CombineName`s in one file, or added up over many.
package struct CombineCounts: Sendable, Equatable {
    package private(set) var values: [Int] = Array(repeating: 0, count: CombineName.allCases.count)

    package init() {}

    package subscript(name: CombineName) -> Int {
        get { values[Self.index(name)] }
        set { values[Self.index(name)] = newValue }
    }

    private static func index(_ name: CombineName) -> Int { CombineName.allCases.firstIndex(of: name)! }

    /// `PassthroughSubject` and `CurrentValueSubject` together.
    package var subjects: Int { self[.passthroughSubject] + self[.currentValueSubject] }

    package var total: Int { values.reduce(0, +) }

    package static func + (a: CombineCounts, b: CombineCounts) -> CombineCounts {
        var sum = a
        for i in sum.values.indices { sum.values[i] += b.values[i] }
        return sum
    }

    /// Counts the names in the code tokens of `source`.
    package init(source: TokenizedSource) {
        self.init()
        let code = CodeView(source)
        let names: [String: CombineName] = [
            "AnyPublisher": .anyPublisher, "Publisher": .publisher, "AnyCancellable": .anyCancellable,
            "Future": .future, "dataTaskPublisher": .dataTaskPublisher, "PassthroughSubject": .passthroughSubject,
            "CurrentValueSubject": .currentValueSubject,
        ]
        let calls: [String: CombineName] = [
            "sink": .sink, "store": .store, "assign": .assign, "flatMap": .flatMap, "eraseToAnyPublisher": .eraseToAnyPublisher,
        ]
        for p in code.positions where code.kind(p) == .identifier {
            let text = code.text(p)
            if let name = names[text] {
                self[name] += 1
            } else if text == "Published", code.kind(p - 1) == .atSign {
                self[.published] += 1
            } else if let name = calls[text], code.kind(p - 1) == .period {
                let next = code.kind(p + 1)
                switch name {
                case .sink, .flatMap:
                    if next == .leftParen || next == .leftBrace { self[name] += 1 }
                case .store:
                    if next == .leftParen, code.isWord(p + 2, "in"), code.kind(p + 3) == .colon { self[name] += 1 }
                default:
                    if next == .leftParen { self[name] += 1 }
                }
            }
        }
    }
}
