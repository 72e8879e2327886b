extension SupportFile {
    /// The section the migrated tests await (`expectation-async`): `testValues()`, a
    /// publisher's values subscribed to and buffered at the call (the buffer of
    /// `bufferedValues()`), taken one at a time with a timeout, so that a value that never
    /// comes fails the test as `wait(for:timeout:)` did, instead of hanging it.
    static func testValues(_ a: String) -> String {
        """
            // MARK: - Values a test awaits, with a timeout

            /// Why a test awaiting `TestValues` got no value (or no failure): thrown, so the test
            /// fails where `wait(for:timeout:)` would have failed.
            \(a)enum TestValuesError: Swift.Error, Sendable, CustomStringConvertible {
                /// Nothing came within the timeout, in seconds.
                case timedOut(Double)
                /// Values came, but the publisher did not end within the timeout, in seconds.
                case notEnded(Double)
                /// Fewer values than awaited came within the timeout: how many, of how many, in
                /// how many seconds.
                case tooFew(Int, of: Int, Double)
                /// The publisher finished instead of sending what the test waited for.
                case finished
                /// A value came where the test waited for a failure (described).
                case unexpectedValue(String)

                \(a)var description: String {
                    switch self {
                    case .timedOut(let seconds): return "nothing arrived within \\(seconds) s"
                    case .notEnded(let seconds): return "the publisher did not end within \\(seconds) s"
                    case .tooFew(let came, let awaited, let seconds): return "only \\(came) of \\(awaited) values arrived within \\(seconds) s"
                    case .finished: return "the publisher finished instead"
                    case .unexpectedValue(let value): return "unexpected value: \\(value)"
                    }
                }
            }

            extension Combine.Publisher {
                /// Subscribes now and buffers every value and the completion until a test takes
                /// them with `next(timeout:)` or `failure(timeout:)`: the subscription starts here,
                /// before the action that makes the values come, so none is lost. It ends when the
                /// returned values are released.
                \(a)nonisolated func testValues() -> TestValues<Output, Failure> {
                    TestValues(self)
                }
            }

            /// A publisher's values, subscribed to at creation, for a test to await in order.
            \(a)struct TestValues<Element, Failure: Swift.Error>: NonisolatedType {
                private let lifetime: SubscriptionLifetime<Element>

                init<P: Combine.Publisher>(_ publisher: P) where P.Output == Element, P.Failure == Failure {
                    lifetime = SubscriptionLifetime(.subscribing(to: publisher))
                }

                /// Ends the subscription where the test cancelled its `sink` (`c.cancel()` before
                /// the wait): nothing sent after this is heard, and what came before can still be
                /// taken; a wait for more times out, as the original's did.
                \(a)func cancel() {
                    lifetime.buffer.stopHearing()
                }

                /// The next value in the order the publisher sent them. Throws the publisher's
                /// failure, `TestValuesError.finished` when it finished first, and
                /// `TestValuesError.timedOut` when nothing came within `timeout` seconds (the
                /// subscription is then cancelled). Runs on the caller's actor, so a value the
                /// publisher delivers on the main queue reaches a `@MainActor` test while it waits.
                \(a)func next(timeout: Double, isolation: isolated (any Actor)? = #isolation) async throws -> Element {
                    guard let value = try await take(timeout: timeout, isolation: isolation) else {
                        throw TestValuesError.finished
                    }
                    return value
                }

                /// The next value, as `next(timeout:)` takes it, and every value that came with it
                /// (by the time the test resumes), in order: those that ran the value closure of an
                /// expectation that does not fail when fulfilled again before its wait returned.
                \(a)func nextAndArrived(timeout: Double, isolation: isolated (any Actor)? = #isolation) async throws -> [Element] {
                    try await nextAndArrived(1, timeout: timeout, isolation: isolation)
                }

                /// The next `count` values, as `next(_:timeout:)` takes them, and every value that
                /// came with them (by the time the test resumes), in order: for such an expectation
                /// whose `expectedFulfillmentCount` is `count`.
                \(a)func nextAndArrived(
                    _ count: Int, timeout: Double, isolation: isolated (any Actor)? = #isolation
                ) async throws -> [Element] {
                    var values = try await next(count, timeout: timeout, isolation: isolation)
                    while case .success? = lifetime.buffer.untaken(), let value = try await lifetime.buffer.next(isolation: isolation) {
                        values.append(value)
                    }
                    return values
                }

                /// The next `count` values, in order, all within `timeout` seconds (the timeout of
                /// the wait they replace covers them all). Throws as `next(timeout:)` does.
                \(a)func next(
                    _ count: Int, timeout: Double, isolation: isolated (any Actor)? = #isolation
                ) async throws -> [Element] {
                    let deadline = Date().addingTimeInterval(timeout)
                    var values: [Element] = []
                    while values.count < count {
                        do {
                            values.append(try await next(timeout: deadline.timeIntervalSinceNow, isolation: isolation))
                        } catch TestValuesError.timedOut {
                            throw values.isEmpty ? TestValuesError.timedOut(timeout) : TestValuesError.tooFew(values.count, of: count, timeout)
                        }
                    }
                    return values
                }

                /// The next value that `isAwaited` accepts, within `timeout` seconds for them all
                /// (those it turns away are dropped, as a value closure's `guard … else { return }`
                /// did not fulfil the expectation for them). Throws as `next(timeout:)` does, and
                /// what `isAwaited` throws.
                \(a)func next(
                    timeout: Double, where isAwaited: (Element) throws -> Bool, isolation: isolated (any Actor)? = #isolation
                ) async throws -> Element {
                    let deadline = Date().addingTimeInterval(timeout)
                    while true {
                        let value: Element
                        if case .success? = lifetime.buffer.untaken() {
                            // Already here (sent before the wait, say): taken whatever the time,
                            // as the closure had run for it.
                            guard let ready = try await lifetime.buffer.next(isolation: isolation) else { throw TestValuesError.finished }
                            value = ready
                        } else {
                            let left = deadline.timeIntervalSinceNow
                            guard left > 0 else { throw TestValuesError.timedOut(timeout) }
                            do {
                                value = try await next(timeout: left, isolation: isolation)
                            } catch TestValuesError.timedOut {
                                throw TestValuesError.timedOut(timeout)
                            }
                        }
                        if try isAwaited(value) { return value }
                    }
                }

                /// The next `count` values that `isAwaited` accepts, in order, all within `timeout`
                /// seconds (those it turns away are dropped, as a value closure's `guard … else {
                /// return }` did not fulfil the expectation for them): for an expectation whose
                /// `expectedFulfillmentCount` is `count`. Throws as `next(timeout:where:)` does.
                \(a)func next(
                    _ count: Int, timeout: Double, where isAwaited: (Element) throws -> Bool,
                    isolation: isolated (any Actor)? = #isolation
                ) async throws -> [Element] {
                    let deadline = Date().addingTimeInterval(timeout)
                    var values: [Element] = []
                    while values.count < count {
                        do {
                            values.append(try await next(timeout: deadline.timeIntervalSinceNow, where: isAwaited, isolation: isolation))
                        } catch TestValuesError.timedOut {
                            throw values.isEmpty ? TestValuesError.timedOut(timeout) : TestValuesError.tooFew(values.count, of: count, timeout)
                        }
                    }
                    return values
                }

                /// Every value until the publisher finishes, in the order it sent them, all within
                /// `timeout` seconds (the timeout of the wait for the completion they replace,
                /// which came after every value). Throws the publisher's failure, and
                /// `TestValuesError.timedOut` (`.notEnded`, when values came) when it did not
                /// finish in time.
                \(a)func untilFinished(timeout: Double, isolation: isolated (any Actor)? = #isolation) async throws -> [Element] {
                    try await untilEnd(timeout: timeout, throwingFailure: true, isolation: isolation)
                }

                /// Every value until the publisher completes, finished or failed, as
                /// `untilFinished(timeout:)` takes them: for a completion handler that fulfilled
                /// the expectation either way and did not fail the test. Throws only
                /// `TestValuesError.timedOut` (`.notEnded`, when values came), when it did not
                /// complete in time.
                \(a)func untilCompletion(timeout: Double, isolation: isolated (any Actor)? = #isolation) async throws -> [Element] {
                    try await untilEnd(timeout: timeout, throwingFailure: false, isolation: isolation)
                }

                /// How the publisher completed, once `untilCompletion(timeout:)` has returned: failed
                /// with its failure, else finished. For a completion handler that ran code on
                /// finishing and on failing alike (`print(completion)`) before it fulfilled the
                /// expectation, code that now runs after the values.
                \(a)func receivedCompletion() -> Combine.Subscribers.Completion<Failure> {
                    if let failure = lifetime.buffer.endingFailure() as? Failure { return .failure(failure) }
                    return .finished
                }

                private func untilEnd(timeout: Double, throwingFailure: Bool, isolation: isolated (any Actor)?) async throws -> [Element] {
                    let deadline = Date().addingTimeInterval(timeout)
                    var values: [Element] = []
                    while true {
                        do {
                            guard let value = try await take(timeout: deadline.timeIntervalSinceNow, isolation: isolation) else {
                                return values
                            }
                            values.append(value)
                        } catch TestValuesError.timedOut {
                            throw values.isEmpty ? TestValuesError.timedOut(timeout) : TestValuesError.notEnded(timeout)
                        } catch {
                            if throwingFailure { throw error }
                            return values
                        }
                    }
                }

                /// The failure the publisher ends with. Throws `TestValuesError.unexpectedValue`
                /// for a value that comes first (unless `ignoringValues`), `.finished` when it
                /// finished, and `.timedOut` when it did not fail within `timeout` seconds (one
                /// timeout for the values ignored and the failure).
                \(a)func failure(
                    timeout: Double, ignoringValues: Bool = false, isolation: isolated (any Actor)? = #isolation
                ) async throws -> Failure {
                    let deadline = Date().addingTimeInterval(timeout)
                    do {
                        while let value = try await take(timeout: deadline.timeIntervalSinceNow, isolation: isolation) {
                            if !ignoringValues { throw TestValuesError.unexpectedValue("\\(value)") }
                        }
                    } catch TestValuesError.timedOut {
                        throw TestValuesError.timedOut(timeout)
                    } catch let error as TestValuesError {
                        throw error
                    } catch {
                        return error as! Failure
                    }
                    throw TestValuesError.finished
                }

                /// Throws when more came than the test took: the oldest value not taken
                /// (`TestValuesError.unexpectedValue`), else the publisher's failure. For a test
                /// taken in steps, whose earlier `sink`s stayed subscribed while a later step
                /// waited: another value would have fulfilled their expectation a second time (an
                /// API violation, which fails the test), a failure run their `XCTFail`.
                \(a)func checkNothingMore() throws {
                    try checkNothingMore(where: { _ in true })
                }

                /// `checkNothingMore()` for values that had to meet a condition to count (a value
                /// closure's leading `guard` or `if`): throws for the oldest value not taken that
                /// `isCounted` accepts — it had fulfilled the expectation a second time — else the
                /// publisher's failure. Those it turns away had fulfilled nothing.
                \(a)func checkNothingMore(where isCounted: (Element) throws -> Bool) throws {
                    for value in lifetime.buffer.untakenValues() where try isCounted(value) {
                        throw TestValuesError.unexpectedValue("\\(value)")
                    }
                    if let error = lifetime.buffer.untakenFailure() { throw error }
                }

                /// The next value, or nil at the end; a timer ends the subscription after
                /// `timeout` seconds, which the wait then reports as `timedOut`. What came
                /// already is taken however little time is left (none, once a shared deadline
                /// has passed): it came before the wait gave up.
                private func take(timeout: Double, isolation: isolated (any Actor)?) async throws -> Element? {
                    let buffer = lifetime.buffer
                    if buffer.untaken() != nil || buffer.isFinished { return try await buffer.next(isolation: isolation) }
                    guard timeout > 0 else { throw TestValuesError.timedOut(max(timeout, 0)) }
                    // The timer runs on the test's actor (its closure names `isolation`), where the
                    // test subscribed: a subscription that must end on the thread that made it (a
                    // Realm's notification token) ends there. A value that came before it fired is
                    // taken, not dropped: the wait would have counted it.
                    let timer = _Concurrency.Task<Bool, Never> {
                        try? await _Concurrency.Task.sleep(nanoseconds: UInt64(max(timeout, 0) * 1_000_000_000))
                        guard !_Concurrency.Task.isCancelled else { return false }
                        return buffer.timeOut(on: isolation)
                    }
                    defer { timer.cancel() }
                    if let value = try await buffer.next(isolation: isolation) { return value }
                    if buffer.isFinished { return nil }
                    timer.cancel()
                    if await timer.value { throw TestValuesError.timedOut(timeout) }
                    throw CancellationError()
                }
            }
            """
    }
}
