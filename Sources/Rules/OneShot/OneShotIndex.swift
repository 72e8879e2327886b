import Core
import Structure
import Tokenizer

/// What the one-shot rules know about a run.
struct OneShotIndex: RunFacts {
    /// The functions migrated in this run, by key (`fetchUser(id:)`).
    var functions: [String: MigratedFunction]
    /// Functions a rule could migrate that the run leaves alone, by key, with the reason.
    var excluded: [String: String]
    /// The functions left alone because a call may be theirs on a receiver whose type the
    /// run cannot tell: those calls get a note.
    var unresolved: [String: MigratedFunction] = [:]
    /// The `public`/`open` functions that keep their publisher, as a bridge, and gain an
    /// async sibling (`AsyncSibling`); their calls stay as they are.
    var siblings: [String: MigratedFunction] = [:]
    /// The functions whose module deploys below their rule's `requiredAvailability` and
    /// whose new body calls the support file's back-deployed form of it (`backDeploys`).
    var backDeployed: Set<String> = []
    /// The keys of `excluded` whose reason is a note, not a warning.
    var notes: Set<String> = []
    /// What the run's files declare about types.
    var types = TypeTable()
    /// The members the run's files declare only in extensions of `Publisher` and
    /// `AnyPublisher` (`singleOutput()`): chained on a call, they pick its publisher.
    var publisherOperators: Set<String> = []

    static var none: OneShotIndex { OneShotIndex(functions: [:], excluded: [:]) }

    /// Their calls are rewritten in any file of the run.
    var anchorNames: [String] { functions.values.map(\.name) }
}

extension RunContext {
    /// What the one-shot preparation found (nothing before it ran).
    var oneShot: OneShotIndex { self[OneShotIndex.self] }
}

/// A function a one-shot rule turns from returning a publisher into an `async` function.
struct MigratedFunction: Sendable, Equatable {
    init(_ function: PublisherFunction, rule: String, throwing: Bool) {
        name = function.name
        labels = function.labels
        defaulted = function.parameters.map(\.hasDefault)
        self.rule = rule
        isPublic = function.isPublic
        isFilePrivate = function.isFilePrivate
        output = function.output
        failure = function.failure
        self.throwing = throwing
        typeName = function.enclosingType?.simpleName
        isStatic = function.modifiers.contains("static") || function.modifiers.contains("class")
    }

    /// `name(label:label:)`, `_` for an unlabeled parameter.
    var key: String { "\(name)(\(labels.map { $0 + ":" }.joined()))" }

    /// Whether a call with these argument labels (`_` for none) is one of this function's:
    /// its labels in order, but for parameters with a default value the call leaves out, as
    /// Swift matches them.
    func isCalled(withLabels written: [String]) -> Bool {
        var next = 0
        for (label, hasDefault) in zip(labels, defaulted) {
            if next < written.count, written[next] == label {
                next += 1
            } else if !hasDefault {
                return false
            }
        }
        return next == written.count
    }
    /// The async function's name (`PublisherFunction.asyncName`; checked before a function
    /// is kept, so never nil here), and its key. A bridge, which goes, keeps its own.
    var asyncName: String { isBridge ? name : PublisherFunction.asyncName(of: name) ?? name }
    var asyncKey: String { "\(asyncName)(\(labels.map { $0 + ":" }.joined()))" }
    var name: String
    var labels: [String]
    /// For each parameter, whether it has a default value (a call may leave it out).
    var defaulted: [Bool]
    /// The rule that migrates it.
    var rule: String
    /// `public` or `open`: callers outside the run use its publisher (kept, as a bridge to an
    /// async sibling).
    var isPublic: Bool
    /// `public` with an async version of its own name: an overload (`public-async-overload`),
    /// whose calls the run reads as an `internal` function's, and which keeps its bridge.
    var isPublicOverload: Bool { isPublic && asyncName == name }
    /// `private` or `fileprivate`: every caller is in its file.
    var isFilePrivate: Bool
    /// The publisher's output and failure types as written (`User`, `Error`, `Never`, `APIError`).
    var output: String
    var failure: String
    /// Whether the `async` function throws.
    var throwing: Bool
    /// The type (or extended type) it is declared in, by its last name component; nil for a
    /// top-level function.
    var typeName: String?
    var isStatic: Bool
    /// An earlier run's bridge to an async function, which the run removes (`BridgeRemoval`).
    var isBridge = false
    /// Such a bridge of the async function's own name and labels (a `TaskPublisher` overload).
    var bridgeSharesName = false
    /// Whether it could keep its publisher as a bridge for the callers in the run that stay
    /// in Combine (`OneShotPlan.Migration.bridge`).
    var bridge = OneShotPlan.Migration.Bridge.none
    /// Some of its callers in the run stay in Combine: it becomes async all the same, and
    /// keeps its publisher as a bridge for them (`AsyncSibling`).
    var keepsBridge = false
    /// When and where its publisher delivered (`OneShotPlan.Migration.delivery`).
    var delivery = PublisherDelivery.asItCompletes
}

/// How the output type of a publisher reads.
enum OutputType {
    /// `Void`: the async function returns nothing, and its call is a statement of its own.
    static func isVoid(_ type: String) -> Bool { ["Void", "()", "Swift.Void"].contains(type) }
}

/// How the failure type of a publisher reads.
enum FailureType {
    static func isNever(_ type: String) -> Bool { type == "Never" || type == "Swift.Never" }
    static func isUntyped(_ type: String) -> Bool {
        ["Error", "any Error", "Swift.Error", "any Swift.Error"].contains(type)
    }
    /// Untyped as written, `Error` or `any Error`, unqualified: a type of the code's own
    /// named `Error` would be what it means.
    static func namesError(_ type: String) -> Bool { type == "Error" || type == "any Error" }
    /// Foundation's `URLError`, what `dataTaskPublisher` fails with.
    static func isURLError(_ type: String) -> Bool { type == "URLError" || type == "Foundation.URLError" }
}
