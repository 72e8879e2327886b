extension SupportFile {
    /// The section the loops of the rewrites iterate: `bufferedValues()`, a publisher's
    /// values subscribed to and buffered from the moment of the call (`BufferedValues`,
    /// `BufferedThrowingValues`), so nothing sent before the loop starts is lost.
    static func bufferedValues(_ a: String) -> String {
        """
            // MARK: - Values buffered from the moment of subscription

            extension Combine.Publisher where Failure == Never {
                /// Subscribes now and buffers every value until a `for await` loop takes it.
                /// Unlike `values`, which subscribes when iteration starts and requests one
                /// value at a time, nothing sent after this call is lost. The subscription ends
                /// when the loop ends or its task is cancelled; after cancellation no buffered
                /// value is delivered.
                \(a)nonisolated func bufferedValues() -> BufferedValues<Output> {
                    BufferedValues(self)
                }
            }

            extension Combine.Publisher {
                /// Like `bufferedValues()` for a publisher that can fail: iterate with
                /// `for try await`; the loop throws the publisher's failure.
                \(a)nonisolated func bufferedValues() -> BufferedThrowingValues<Output, Failure> {
                    BufferedThrowingValues(self)
                }
            }

            /// How a buffer's subscription ended.
            private enum BufferEnd: NonisolatedType {
                case finished
                case failed(any Swift.Error)
                /// The loop was cancelled, or it and every copy of its values are gone.
                case cancelled
            }

            /// The values a subscription sent that its loop has not taken yet, and how the
            /// subscription ended. `@unchecked Sendable` because the publisher's callbacks, the
            /// loop and its cancellation handler may each run on a different thread: every
            /// stored property is read and written under `lock`.
            private final class ValueBuffer<Element>: NonisolatedType, @unchecked Sendable {
                private let lock = NSLock()
                private var values: [Element] = []
                /// The values before this index were taken (the array is emptied when all are).
                private var taken = 0
                private var end: BufferEnd?
                /// Whether the loop has reached the end (ended, or thrown the failure).
                private var endTaken = false
                private var waiter: CheckedContinuation<Void, Never>?
                private var subscription: Combine.AnyCancellable?
                /// Whether the subscription was cancelled with what it sent kept (`stopHearing`).
                private var stopped = false

                var isFinished: Bool {
                    lock.lock()
                    defer { lock.unlock() }
                    if case .finished = end { return true }
                    return false
                }

                func hold(_ cancellable: Combine.AnyCancellable) {
                    lock.lock()
                    var cancelled = false
                    if case .cancelled = end { cancelled = true } else { subscription = cancellable }
                    lock.unlock()
                    if cancelled { cancellable.cancel() }
                }

                func receive(_ value: Element) {
                    lock.lock()
                    guard end == nil, !stopped else { lock.unlock(); return }
                    values.append(value)
                    let waiter = self.waiter
                    self.waiter = nil
                    lock.unlock()
                    waiter?.resume()
                }

                /// The first end counts, except that cancelling also overrides a finish or a
                /// failure the loop has not reached: a cancelled sink hears no value and no
                /// completion. Cancelling drops the values not taken and cancels the
                /// subscription; finishing or failing leaves them to be taken first.
                /// `unlessSomethingCame`: nothing happens when a value or the end came and was
                /// not taken yet (a timeout that lost the race to it). Whether it ended it.
                @discardableResult
                func complete(_ outcome: BufferEnd, unlessSomethingCame: Bool = false) -> Bool {
                    lock.lock()
                    if unlessSomethingCame, taken < values.count || end != nil && !endTaken {
                        lock.unlock()
                        return false
                    }
                    let overrides: Bool
                    switch (outcome, end) {
                    // A cancelled sink hears no completion either.
                    case (.finished, nil) where stopped, (.failed, nil) where stopped: overrides = false
                    case (_, nil): overrides = true
                    case (.cancelled, .finished?), (.cancelled, .failed?): overrides = !endTaken
                    default: overrides = false
                    }
                    guard overrides else { lock.unlock(); return false }
                    end = outcome
                    var subscription: Combine.AnyCancellable?
                    if case .cancelled = outcome {
                        subscription = self.subscription
                        self.subscription = nil
                        values.removeAll()
                        taken = 0
                    }
                    let waiter = self.waiter
                    self.waiter = nil
                    lock.unlock()
                    subscription?.cancel()
                    waiter?.resume()
                    return true
                }

                /// Ends the subscription when a test's wait times out, on the test's actor
                /// (`isolation`: naming it makes the timer's closure that calls this run there):
                /// unless a value or the end came first, which the test takes instead. Whether it
                /// ended it.
                func timeOut(on isolation: isolated (any Actor)?) -> Bool {
                    complete(.cancelled, unlessSomethingCame: true)
                }

                /// Cancels the subscription and hears nothing more, keeping what it sent before
                /// to be taken: what a `sink` cancelled before the test's wait had heard.
                func stopHearing() {
                    lock.lock()
                    let subscription = self.subscription
                    self.subscription = nil
                    stopped = true
                    lock.unlock()
                    subscription?.cancel()
                }

                /// The next value, `nil` at the end, or the publisher's failure, in the order
                /// the publisher sent them. Runs on the loop's actor (`isolation`), so the
                /// check for cancellation and the hand-over of the value happen there, right
                /// before the loop's body: nothing is delivered once the loop's task is
                /// cancelled. A value sent while the loop waits resumes it through the global
                /// executor (as a continuation does), then the actor; one sent while the
                /// body runs is taken when the body ends.
                func next(isolation: isolated (any Actor)?) async throws -> Element? {
                    while true {
                        if _Concurrency.Task.isCancelled { complete(.cancelled) }
                        switch try take() {
                        case .value(let value): return value
                        case .end: return nil
                        case .nothingYet:
                            await withTaskCancellationHandler {
                                // Named here, `isolation` keeps this closure on the loop's actor (as of
                                // Swift 6.3, an unnamed one hops off it first): the wait begins at
                                // once, before work queued on the actor (a value sent there) can run.
                                await withCheckedContinuation(isolation: isolation) { (continuation: CheckedContinuation<Void, Never>) in
                                    wait(with: continuation)
                                }
                            } onCancel: {
                                complete(.cancelled)
                            }
                        }
                    }
                }

                private enum Taken {
                    case value(Element)
                    case end
                    case nothingYet
                }

                /// The oldest value the loop has not taken, else a failure it has not thrown;
                /// nil when nothing more came. Takes nothing.
                func untaken() -> Swift.Result<Element, any Swift.Error>? {
                    lock.lock()
                    defer { lock.unlock() }
                    if taken < values.count { return .success(values[taken]) }
                    if !endTaken, case .failed(let error)? = end { return .failure(error) }
                    return nil
                }

                /// Every value the loop has not taken, oldest first. Takes nothing.
                func untakenValues() -> [Element] {
                    lock.lock()
                    defer { lock.unlock() }
                    return Array(values[taken...])
                }

                /// The failure the loop has not thrown, if the subscription failed. Takes nothing.
                func untakenFailure() -> (any Swift.Error)? {
                    lock.lock()
                    defer { lock.unlock() }
                    if !endTaken, case .failed(let error)? = end { return error }
                    return nil
                }

                /// The failure the subscription ended with, thrown by the loop or not; nil when it
                /// finished, was cancelled or has not ended. Takes nothing.
                func endingFailure() -> (any Swift.Error)? {
                    lock.lock()
                    defer { lock.unlock() }
                    if case .failed(let error)? = end { return error }
                    return nil
                }

                /// The oldest value not taken; else the end, throwing a failure once.
                private func take() throws -> Taken {
                    lock.lock()
                    defer { lock.unlock() }
                    if taken < values.count {
                        let value = values[taken]
                        taken += 1
                        if taken == values.count {
                            values.removeAll(keepingCapacity: true)
                            taken = 0
                        }
                        return .value(value)
                    }
                    guard let end else { return .nothingYet }
                    let first = !endTaken
                    endTaken = true
                    if first, case .failed(let error) = end { throw error }
                    return .end
                }

                /// Stores the continuation, or resumes it at once if there is something to take.
                /// One loop at a time takes the values, as with `AsyncStream`: a second one
                /// waiting at the same time is a programming error, stopped here rather than
                /// left to wait forever.
                private func wait(with continuation: CheckedContinuation<Void, Never>) {
                    lock.lock()
                    let ready = taken < values.count || end != nil
                    let second = !ready && waiter != nil
                    if !ready, !second { waiter = continuation }
                    lock.unlock()
                    if second { fatalError("bufferedValues(): two loops wait for the values of one subscription at once") }
                    if ready { continuation.resume() }
                }

                /// Subscribes to `publisher`, which fails with `Failure`.
                static func subscribing<P: Combine.Publisher>(to publisher: P) -> ValueBuffer where P.Output == Element {
                    let buffer = ValueBuffer()
                    buffer.hold(publisher.sink(
                        receiveCompletion: { completion in
                            switch completion {
                            case .finished: buffer.complete(.finished)
                            case .failure(let error): buffer.complete(.failed(error))
                            }
                        },
                        receiveValue: { value in
                            // Handed from the subscription to the loop, never shared: the
                            // buffer is the only other place it lives.
                            nonisolated(unsafe) let value = value
                            buffer.receive(value)
                        }
                    ))
                    return buffer
                }
            }

            /// Ends the subscription when the values and every iterator over them are gone (a
            /// loop that `break`s, or whose task finished), as releasing a sink's cancellable did.
            private final class SubscriptionLifetime<Element>: NonisolatedType, Sendable {
                let buffer: ValueBuffer<Element>

                init(_ buffer: ValueBuffer<Element>) {
                    self.buffer = buffer
                }

                deinit {
                    buffer.complete(.cancelled)
                }
            }

            /// A publisher's values, subscribed to and buffered at creation.
            \(a)struct BufferedValues<Element>: AsyncSequence, NonisolatedType {
                private let lifetime: SubscriptionLifetime<Element>

                init<P: Combine.Publisher>(_ publisher: P) where P.Output == Element, P.Failure == Never {
                    lifetime = SubscriptionLifetime(.subscribing(to: publisher))
                }

                /// Whether the publisher finished (as opposed to the loop being cancelled).
                \(a)var isFinished: Bool { lifetime.buffer.isFinished }

                /// Never called for a publisher that cannot fail; here so that rewritten
                /// completion handlers read the same whatever the failure type.
                \(a)func failure(_ error: any Swift.Error) -> Never {
                    fatalError("a publisher whose Failure is Never failed: \\(error)")
                }

                /// The first value, or `nil` when the publisher finished without one or the
                /// awaiting task is cancelled: a one-value subscription's loop, without the loop.
                \(a)func firstValueOrNil(isolation: isolated (any Actor)? = #isolation) async -> Element? {
                    // A publisher that cannot fail: nothing is thrown.
                    (try? await lifetime.buffer.next(isolation: isolation)) ?? nil
                }

                \(a)func makeAsyncIterator() -> Iterator {
                    Iterator(lifetime: lifetime)
                }

                /// Takes the values on the loop's actor; see `ValueBuffer.next(isolation:)`.
                \(a)struct Iterator: AsyncIteratorProtocol {
                    fileprivate let lifetime: SubscriptionLifetime<Element>

                    #if compiler(>=6.2)
                    /// Runs on the loop's actor (`nonisolated(nonsending)`): called by a `for await`
                    /// loop deploying below iOS 18 and macOS 15, which has no `next(isolation:)`.
                    \(a)nonisolated(nonsending) mutating func next() async -> Element? {
                        (try? await lifetime.buffer.next(isolation: #isolation)) ?? nil
                    }
                    #else
                    /// Runs off the loop's actor (compilers before Swift 6.2 cannot say otherwise):
                    /// each value reaches the loop through the global executor.
                    \(a)mutating func next() async -> Element? {
                        (try? await lifetime.buffer.next(isolation: nil)) ?? nil
                    }
                    #endif

                    /// Runs on the loop's actor: called by a `for await` loop where the standard
                    /// library has it (iOS 18, macOS 15 and later, and Linux).
                    \(a)mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
                        (try? await lifetime.buffer.next(isolation: actor)) ?? nil
                    }
                }
            }

            /// Values of a `Sendable` type can be iterated in another task than the one that
            /// subscribed (the buffer is `Sendable`).
            extension BufferedValues: Sendable where Element: Sendable {}

            /// A failing publisher's values, subscribed to and buffered at creation.
            \(a)struct BufferedThrowingValues<Element, Failure: Swift.Error>: AsyncSequence, NonisolatedType {
                private let lifetime: SubscriptionLifetime<Element>

                init<P: Combine.Publisher>(_ publisher: P) where P.Output == Element, P.Failure == Failure {
                    lifetime = SubscriptionLifetime(.subscribing(to: publisher))
                }

                /// Whether the publisher finished (as opposed to the loop being cancelled).
                \(a)var isFinished: Bool { lifetime.buffer.isFinished }

                /// The publisher's own failure, for an error a loop over these values threw.
                \(a)func failure(_ error: any Swift.Error) -> Failure {
                    error as! Failure
                }

                /// The first value, or `nil` when the publisher finished without one or the
                /// awaiting task is cancelled; throws the publisher's failure (see `failure(_:)`).
                \(a)func firstValueOrNil(isolation: isolated (any Actor)? = #isolation) async throws -> Element? {
                    try await lifetime.buffer.next(isolation: isolation)
                }

                \(a)func makeAsyncIterator() -> Iterator {
                    Iterator(lifetime: lifetime)
                }

                /// Takes the values on the loop's actor, as `BufferedValues.Iterator` does.
                \(a)struct Iterator: AsyncIteratorProtocol {
                    fileprivate let lifetime: SubscriptionLifetime<Element>

                    #if compiler(>=6.2)
                    \(a)nonisolated(nonsending) mutating func next() async throws -> Element? {
                        try await lifetime.buffer.next(isolation: #isolation)
                    }
                    #else
                    \(a)mutating func next() async throws -> Element? {
                        try await lifetime.buffer.next(isolation: nil)
                    }
                    #endif

                    \(a)mutating func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
                        try await lifetime.buffer.next(isolation: actor)
                    }
                }
            }

            extension BufferedThrowingValues: Sendable where Element: Sendable {}
            """
    }
}
