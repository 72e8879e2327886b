import Tokenizer

// The values the `continuation-resume` walk carries: the set of resume counts reachable at a
// point (`PathSet`, each with a `Witness` path), where a block's paths go (`Flow`), and the
// `sink` shapes that can end without a resume (`SinkHang`). The walk is in ResumePaths.swift.
extension ResumePaths {
    /// One path of each reachable (count, failure-branch) pair: where it resumed and left.
    package struct Witness: Equatable {
        /// Code positions of the first and second resume on the path.
        package var first: CodePosition?
        package var second: CodePosition?
        /// Where the path left the closure (`return`, `throw`, or the closing brace).
        package var exit: CodePosition?
    }

    /// The set of reachable states: resume count 0, 1 or 2+ (index `count`), and whether
    /// the path is in a `sink` completion handler's `.failure` branch (index `+ 3`).
    package struct PathSet: Equatable {
        var slots: [Witness?] = Array(repeating: nil, count: 6)

        static let empty = PathSet()
        package static var start: PathSet {
            var set = PathSet()
            set.slots[0] = Witness()
            return set
        }

        var isEmpty: Bool { slots.allSatisfy { $0 == nil } }

        package func has(count: Int) -> Bool { slots[count] != nil || slots[count + 3] != nil }
        package func witness(count: Int) -> Witness? { slots[count] ?? slots[count + 3] }
        var counts: [Int] { (0..<3).filter { has(count: $0) } }

        mutating func formUnion(_ other: PathSet) {
            for i in 0..<6 where slots[i] == nil { slots[i] = other.slots[i] }
        }

        package func union(_ other: PathSet) -> PathSet {
            var result = self
            result.formUnion(other)
            return result
        }

        /// Every path, one resume more (at code position `p`).
        func resuming(at p: CodePosition) -> PathSet {
            var single = PathSet()
            single.slots[1] = Witness(first: p)
            return adding(single)
        }

        /// Every path followed by each path of `nested` (a closure called once).
        func adding(_ nested: PathSet) -> PathSet {
            var result = PathSet()
            for i in 0..<6 {
                guard let w = slots[i] else { continue }
                for j in 0..<6 {
                    guard let v = nested.slots[j] else { continue }
                    let c = i % 3
                    let s = j % 3
                    let failure = i >= 3 || j >= 3
                    let index = min(2, c + s) + (failure ? 3 : 0)
                    var witness = Witness(first: w.first ?? v.first, second: w.second, exit: w.exit)
                    if witness.second == nil {
                        witness.second = c >= 1 && s >= 1 ? v.first : (c == 0 ? v.second : nil)
                    }
                    if result.slots[index] == nil { result.slots[index] = witness }
                }
            }
            return result
        }

        /// The same paths, marked as in (or out of) a `.failure` branch.
        func tagged(failure: Bool) -> PathSet {
            var result = PathSet()
            for i in 0..<6 {
                guard let w = slots[i] else { continue }
                let index = i % 3 + (failure ? 3 : 0)
                if result.slots[index] == nil { result.slots[index] = w }
            }
            return result
        }

        /// The paths of one tag only.
        func only(failure: Bool) -> PathSet {
            var result = PathSet()
            for i in 0..<6 where (i >= 3) == failure { result.slots[i] = slots[i] }
            return result
        }

        /// The same paths, leaving at `p` (where they have not left already).
        package func leaving(at p: CodePosition) -> PathSet {
            var result = self
            for i in 0..<6 where result.slots[i] != nil && result.slots[i]!.exit == nil { result.slots[i]!.exit = p }
            return result
        }
    }

    /// Where the paths of a block go.
    package struct Flow {
        package var normal = PathSet.empty
        package var returns = PathSet.empty
        var breaks = PathSet.empty
        var continues = PathSet.empty
        /// Paths that throw (a `try` or `throw`): to the `catch` clauses, or out.
        var throwing = PathSet.empty

        /// Every path that leaves the closure, with `close` as the exit of those that run
        /// off its end.
        package func exits(close: CodePosition) -> PathSet {
            normal.leaving(at: close).union(returns).union(throwing.leaving(at: close))
                .union(breaks.leaving(at: close)).union(continues.leaving(at: close))
        }
    }

    /// A `sink` whose handlers leave a way for the publisher to end without a resume.
    package struct SinkHang {
        package enum Kind {
            /// The value handler resumes; no `.finished` path of the completion handler does
            /// (or there is no completion handler).
            case finishedWithoutValue(hasCompletion: Bool)
            /// Something resumes, but no path of the `.failure` branch does.
            case failure
        }

        package let sink: CodePosition
        package let kind: Kind
    }
}
