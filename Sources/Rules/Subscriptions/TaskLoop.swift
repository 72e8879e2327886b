import Structure
import Tokenizer

/// The code that replaces a subscription: the publisher's values buffered from the point
/// where it subscribed, and a `Task` that loops over them with the subscription's lifetime.
///
///     let queryStream = viewModel.$query.bufferedValues()
///     Task { [weak self] in
///         for await query in queryStream {
///             self?.search(query)
///         }
///     }
///     .store(in: &cancellables)
///
/// A one-value subscription (`first-value`) awaits its value instead of looping:
///
///     let userStream = session.currentUser.first().bufferedValues()
///     Task { [weak self] in
///         guard let user = await userStream.firstValueOrNil() else { return }
///         self?.greet(user)
///     }
///     .store(in: &cancellables)
///
/// Shared by the subscription rules; `bufferedValues()`, its `firstValueOrNil()` and
/// `Task.store(in:)` come from the file `combine-migrate support` writes.
struct TaskLoop {
    /// How the task's lifetime is tied to its owner, as the subscription's was.
    enum Lifetime {
        /// `.store(in: &set)`, on a line of its own or right after the closing brace.
        case store(set: String, ownLine: Bool)
        /// `target = Task { … }.cancellable`: cancelled when reassigned or released.
        case assign(target: String)
    }

    var streamName: String
    /// The publisher chain, as written (it stays at its place, so keeps its layout).
    var publisher: String
    var captures: String?
    var onMainActor: Bool
    /// The binding of each value: a name, `_`, or the names of a tuple's elements (`(old, new)`).
    var loopVariable: String
    /// The binding's type, when the closure's parameter declared one (`(language: Language)`):
    /// kept, so the value has the type the closure's code was checked with.
    var loopVariableType: String?
    /// The loop's body, already indented for three levels inside the statement (or two
    /// outside `do { }`); see `bodyIndent`.
    var body: String
    var throwing: Bool
    /// Code after the loop, when the publisher finished.
    var finished: String?
    /// The failure's name in the failure code, if it used one, and that code.
    var failureName: String?
    var failure: String?
    var lifetime: Lifetime
    /// The publisher is reached through optional chaining (`owner?.service.updates`): the
    /// subscription exists only when the chain does, so the Task is made inside
    /// `if let stream { }` and indented one level deeper (see `taskIndent`).
    var unwrapsOptional = false
    /// The one value is awaited (`guard let v = await stream.firstValueOrNil() else { return }`)
    /// instead of looped over: the body keeps its `return`s. Not with `.finished` code, which
    /// must wait for the publisher to finish (a loop does).
    var awaitsOne = false

    /// The indentation of the `Task` line for a statement indented `indent`.
    static func taskIndent(_ indent: String, unit: String, unwrapsOptional: Bool) -> String {
        unwrapsOptional ? indent + unit : indent
    }

    /// The indentation a loop body (or, `awaitsOne`, the code after the awaited value) needs
    /// under a statement indented `indent`, inside `do { }` or not.
    static func bodyIndent(_ indent: String, unit: String, inDo: Bool, awaitsOne: Bool = false) -> String {
        indent + String(repeating: unit, count: 1 + (inDo ? 1 : 0) + (awaitsOne ? 0 : 1))
    }

    /// Whether the loop sits in `do { } catch { }`: a throwing loop with `.finished` or
    /// `.failure` code. One whose completion handler did nothing is the Task's own throwing
    /// body, whose error is dropped as the handler dropped it — without an empty `catch {}`,
    /// which the compiler calls unreachable when the publisher cannot fail.
    var inDo: Bool {
        throwing && (!(finished ?? "").isEmpty || !(failure ?? "").isEmpty || failureName != nil)
    }

    /// The indentation of the `.finished` code (inside `if …isFinished {`) and of the
    /// `.failure` code (inside `catch {`): they are carried at the deeper of the two and the
    /// failure code is moved back one level.
    static func branchIndent(_ indent: String, unit: String) -> String { indent + unit + unit + unit }

    /// The loop variable, with its type if it keeps one.
    private var binding: String {
        loopVariableType.map { "\(loopVariable): \($0)" } ?? loopVariable
    }

    func render(indent statementIndent: String, style: FileStyle) -> String {
        let unit = style.indentUnit
        let indent = Self.taskIndent(statementIndent, unit: unit, unwrapsOptional: unwrapsOptional)
        var lines: [String] = []
        lines.append("let \(streamName) = \(bufferedPublisher(style))")
        if unwrapsOptional { lines.append(statementIndent + "if let \(streamName) {") }
        var opening = "Task {"
        if onMainActor { opening += " @MainActor" }
        if let captures { opening += " " + captures }
        if onMainActor || captures != nil { opening += " in" }
        if case .assign(let target) = lifetime { opening = "\(target) = \(opening)" }
        lines.append(indent + opening)
        let loopIndent = indent + unit + (inDo ? unit : "")
        let effects = throwing ? "try await" : "await"
        if inDo { lines.append(indent + unit + "do {") }
        if awaitsOne {
            let value = "\(effects) \(streamName).firstValueOrNil()"
            lines.append(loopIndent + (loopVariable == "_"
                ? "guard \(value) != nil else { return }"
                : "guard let \(binding) = \(value) else { return }"))
            if !body.isEmpty { lines.append(loopIndent + body) }
        } else {
            lines.append(loopIndent + "for \(effects) \(binding) in \(streamName) {")
            if !body.isEmpty { lines.append(Self.bodyIndent(indent, unit: unit, inDo: inDo) + body) }
            lines.append(loopIndent + "}")
        }
        if inDo {
            if let finished, !finished.isEmpty {
                // Combine calls the completion only when the publisher finished, never when
                // the subscription is cancelled — and a cancelled loop ends normally too.
                lines.append(indent + unit + unit + "if \(streamName).isFinished {")
                lines.append(indent + unit + unit + unit + finished)
                lines.append(indent + unit + unit + "}")
            }
            let failureCode = failure ?? ""
            if failureCode.isEmpty && failureName == nil {
                lines.append(indent + unit + "} catch {}")
            } else {
                lines.append(indent + unit + "} catch {")
                if let failureName {
                    lines.append(indent + unit + unit + "let \(failureName) = \(streamName).failure(error)")
                }
                if !failureCode.isEmpty { lines.append(indent + unit + unit + Self.outdent(failureCode, by: unit)) }
                lines.append(indent + unit + "}")
            }
        }
        switch lifetime {
        case .store(let set, let ownLine):
            if ownLine {
                lines.append(indent + "}")
                lines.append(indent + ".store(in: &\(set))")
            } else {
                lines.append(indent + "}.store(in: &\(set))")
            }
        case .assign:
            lines.append(indent + "}.cancellable")
        }
        if unwrapsOptional { lines.append(statementIndent + "}") }
        return lines.joined(separator: style.lineEnding)
    }

    /// `text` with its lines after the first moved back one `unit` (its line breaks kept).
    static func outdent(_ text: String, by unit: String) -> String {
        LineBreak.mapLines(text) { index, line in
            index > 0 && line.hasPrefix(unit) ? String(line.dropFirst(unit.count)) : String(line)
        }
    }

    /// `publisher.bufferedValues()`, on a line of its own when the chain is written one
    /// operator a line, indented as its last line: the last operator, or the `}` that closes
    /// its closure (not `}.bufferedValues()`).
    private func bufferedPublisher(_ style: FileStyle) -> String {
        let lines = LineBreak.lines(of: publisher)
        let code = { (line: Substring) in line.drop(while: { $0 == " " || $0 == "\t" }) }
        if lines.count > 1, let last = lines.last, code(last).hasPrefix(".") || code(last).first == "}" && lines.contains(where: { code($0).hasPrefix(".") }) {
            let indent = last.prefix { $0 == " " || $0 == "\t" }
            return publisher + style.lineEnding + indent + ".bufferedValues()"
        }
        return publisher + ".bufferedValues()"
    }
}
