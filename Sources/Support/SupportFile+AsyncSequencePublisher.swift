extension SupportFile {
    /// The section for the other direction: `AsyncSequencePublisher` (`asyncPublisher`),
    /// an `AsyncSequence` as a publisher that pulls an element only on demand, iterates
    /// once per subscription and stops on cancel (the seeds' version ignores demand and
    /// restarts the iteration on every `request(_:)`).
    static func asyncSequencePublisher(_ a: String) -> String {
        """
            // MARK: - An AsyncSequence as a publisher

            extension AsyncSequence {
                /// The sequence's elements as a publisher that honours demand: see
                /// `AsyncSequencePublisher`.
                \(a)nonisolated var asyncPublisher: AsyncSequencePublisher<Self> {
                    AsyncSequencePublisher(self)
                }
            }

            /// Publishes an `AsyncSequence`'s elements. Each subscription iterates the sequence
            /// once, in one task started on the first demand; an element is pulled from the sequence
            /// only when the subscriber has demand for it (so the end of the sequence is reported
            /// when it asks for a value past the last one), the sequence's error fails the
            /// publisher, and cancelling the subscription cancels the task and sends nothing more.
            \(a)struct AsyncSequencePublisher<Base: AsyncSequence>: Combine.Publisher, NonisolatedType {
                \(a)typealias Output = Base.Element
                \(a)typealias Failure = any Swift.Error

                \(a)let base: Base

                \(a)init(_ base: Base) {
                    self.base = base
                }

                \(a)func receive<S: Combine.Subscriber>(subscriber: S)
                where S.Input == Output, S.Failure == Failure {
                    let base = self.base
                    // The subscription sees the iterator as its `next()` only, so that the task
                    // iterating it does not capture the sequence's type (Swift 6.2 warns about a
                    // task capturing a metatype that is not `Sendable`).
                    let iteration = AsyncSequenceSubscription<Output>(
                        makeIterator: {
                            // `nonisolated(unsafe)`: as in `BufferedValues.Iterator`; only the
                            // subscription's task calls `next()`, one call at a time.
                            nonisolated(unsafe) var iterator = base.makeAsyncIterator()
                            return { try await iterator.next() }
                        },
                        downstream: Combine.AnySubscriber(subscriber)
                    )
                    subscriber.receive(subscription: iteration)
                }
            }

            extension AsyncSequencePublisher: Sendable where Base: Sendable {}

            /// The subscription to an `AsyncSequencePublisher`. `@unchecked Sendable` because
            /// `request` and `cancel` may be called on any thread while the iteration task runs:
            /// every stored property is read and written under `lock`. The task takes one unit of
            /// demand before pulling each element, and waits on `waiter` while there is none.
            private final class AsyncSequenceSubscription<Element>: Combine.Subscription, NonisolatedType,
                @unchecked Sendable
            {
                typealias Downstream = Combine.AnySubscriber<Element, any Swift.Error>
                typealias Next = () async throws -> Element?

                private let lock = NSLock()
                private var makeIterator: (() -> Next)?
                private var downstream: Downstream?
                private var demand = Combine.Subscribers.Demand.none
                private var waiter: CheckedContinuation<Bool, Never>?
                private var task: _Concurrency.Task<Void, Never>?
                private var started = false

                init(makeIterator: @escaping () -> Next, downstream: Downstream) {
                    self.makeIterator = makeIterator
                    self.downstream = downstream
                }

                func request(_ more: Combine.Subscribers.Demand) {
                    guard more > 0 else { return }
                    lock.lock()
                    guard downstream != nil else { lock.unlock(); return }
                    demand += more
                    // A waiting iteration takes its unit of demand now, as `demanded()` would have.
                    let waiter = self.waiter
                    self.waiter = nil
                    if waiter != nil { demand -= 1 }
                    let start = !started
                    started = true
                    lock.unlock()
                    waiter?.resume(returning: true)
                    if start { startIterating() }
                }

                func cancel() {
                    lock.lock()
                    let task = self.task
                    let waiter = self.waiter
                    self.task = nil
                    self.waiter = nil
                    makeIterator = nil
                    downstream = nil
                    lock.unlock()
                    task?.cancel()
                    waiter?.resume(returning: false)
                }

                private func startIterating() {
                    let task = _Concurrency.Task { await self.iterate() }
                    lock.lock()
                    let cancelled = downstream == nil
                    if !cancelled { self.task = task }
                    lock.unlock()
                    if cancelled { task.cancel() }
                }

                private func iterate() async {
                    guard let next = takeMakeIterator()?() else { return }
                    do {
                        while await demanded() {
                            guard let element = try await next() else {
                                finish(.finished)
                                return
                            }
                            deliver(element)
                        }
                    } catch {
                        finish(.failure(error))
                    }
                }

                /// Takes the iterator's maker out, so that the sequence is iterated once.
                private func takeMakeIterator() -> (() -> Next)? {
                    lock.lock()
                    defer { lock.unlock() }
                    let makeIterator = self.makeIterator
                    self.makeIterator = nil
                    return makeIterator
                }

                /// Takes one unit of demand, waiting for `request` while there is none; false once
                /// cancelled.
                private func demanded() async -> Bool {
                    await withCheckedContinuation { continuation in
                        lock.lock()
                        if downstream == nil {
                            lock.unlock()
                            continuation.resume(returning: false)
                        } else if demand > 0 {
                            demand -= 1
                            lock.unlock()
                            continuation.resume(returning: true)
                        } else {
                            waiter = continuation
                            lock.unlock()
                        }
                    }
                }

                private func deliver(_ element: Element) {
                    lock.lock()
                    let downstream = self.downstream
                    lock.unlock()
                    guard let more = downstream?.receive(element), more > 0 else { return }
                    lock.lock()
                    if self.downstream != nil { demand += more }
                    lock.unlock()
                }

                private func finish(_ completion: Combine.Subscribers.Completion<any Swift.Error>) {
                    lock.lock()
                    let downstream = self.downstream
                    self.downstream = nil
                    task = nil
                    lock.unlock()
                    downstream?.receive(completion: completion)
                }
            }
            """
    }
}
