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

            /// Cancels a subscription from any thread, and remembers whether it finished.
            private final class SubscriptionBox: NonisolatedType, @unchecked Sendable {
                private let lock = NSLock()
                private var cancellable: Combine.AnyCancellable?
                private var isCancelled = false
                private var finished = false

                var isFinished: Bool {
                    lock.lock()
                    defer { lock.unlock() }
                    return finished
                }

                func finish() {
                    lock.lock()
                    finished = true
                    lock.unlock()
                }

                func hold(_ cancellable: Combine.AnyCancellable) {
                    lock.lock()
                    let cancelled = isCancelled
                    if !cancelled { self.cancellable = cancellable }
                    lock.unlock()
                    if cancelled { cancellable.cancel() }
                }

                func cancel() {
                    lock.lock()
                    isCancelled = true
                    let cancellable = self.cancellable
                    self.cancellable = nil
                    lock.unlock()
                    cancellable?.cancel()
                }
            }

            /// A publisher's values, subscribed to and buffered at creation.
            \(a)struct BufferedValues<Element>: AsyncSequence, NonisolatedType {
                private let stream: AsyncStream<Element>
                private let box = SubscriptionBox()

                init<P: Combine.Publisher>(_ publisher: P) where P.Output == Element, P.Failure == Never {
                    let box = self.box
                    stream = AsyncStream(bufferingPolicy: .unbounded) { continuation in
                        continuation.onTermination = { _ in box.cancel() }
                        box.hold(publisher.sink(
                            receiveCompletion: { _ in
                                box.finish()
                                continuation.finish()
                            },
                            receiveValue: { value in
                            // Handed from the subscription to the loop, never shared: the
                            // stream's buffer is the only other place it lives.
                            nonisolated(unsafe) let value = value
                            continuation.yield(value)
                        }
                        ))
                    }
                }

                /// Whether the publisher finished (as opposed to the loop being cancelled).
                \(a)var isFinished: Bool { box.isFinished }

                /// Never called for a publisher that cannot fail; here so that rewritten
                /// completion handlers read the same whatever the failure type.
                \(a)func failure(_ error: any Error) -> Never {
                    fatalError("a publisher whose Failure is Never failed: \\(error)")
                }

                /// The first value, or `nil` when the publisher finished without one or the
                /// awaiting task is cancelled: a one-value subscription's loop, without the loop.
                \(a)func firstValueOrNil(isolation: isolated (any Actor)? = #isolation) async -> Element? {
                    // `nonisolated(unsafe)`: as in `Iterator.next()`, this iterator is this call's alone.
                    nonisolated(unsafe) var iterator = makeAsyncIterator()
                    return await iterator.next()
                }

                \(a)func makeAsyncIterator() -> Iterator {
                    Iterator(base: stream.makeAsyncIterator())
                }

                \(a)struct Iterator: AsyncIteratorProtocol {
                    var base: AsyncStream<Element>.Iterator

                    \(a)mutating func next() async -> Element? {
                        if Task.isCancelled { return nil }
                        // With nonisolated(nonsending) by default (Xcode's approachable concurrency)
                        // this `next()` runs on the loop's actor and the stream's `next()` off it,
                        // which sends the stream's iterator: only this loop uses it, one call at a
                        // time, so a `nonisolated(unsafe)` copy is handed over and put back.
                        nonisolated(unsafe) var base = self.base
                        defer { self.base = base }
                        let element = await base.next()
                        return Task.isCancelled ? nil : element
                    }
                }
            }

            /// Values of a `Sendable` type can be iterated in another task than the one that
            /// subscribed (the stream and the subscription's box are `Sendable`).
            extension BufferedValues: Sendable where Element: Sendable {}

            /// A failing publisher's values, subscribed to and buffered at creation.
            \(a)struct BufferedThrowingValues<Element, Failure: Error>: AsyncSequence, NonisolatedType {
                private let stream: AsyncThrowingStream<Element, Error>
                private let box = SubscriptionBox()

                init<P: Combine.Publisher>(_ publisher: P) where P.Output == Element, P.Failure == Failure {
                    let box = self.box
                    stream = AsyncThrowingStream(bufferingPolicy: .unbounded) { continuation in
                        continuation.onTermination = { _ in box.cancel() }
                        box.hold(publisher.sink(
                            receiveCompletion: { completion in
                                switch completion {
                                case .finished:
                                    box.finish()
                                    continuation.finish()
                                case .failure(let error): continuation.finish(throwing: error)
                                }
                            },
                            receiveValue: { value in
                            // Handed from the subscription to the loop, never shared: the
                            // stream's buffer is the only other place it lives.
                            nonisolated(unsafe) let value = value
                            continuation.yield(value)
                        }
                        ))
                    }
                }

                /// Whether the publisher finished (as opposed to the loop being cancelled).
                \(a)var isFinished: Bool { box.isFinished }

                /// The publisher's own failure, for an error a loop over these values threw.
                \(a)func failure(_ error: any Error) -> Failure {
                    error as! Failure
                }

                /// The first value, or `nil` when the publisher finished without one or the
                /// awaiting task is cancelled; throws the publisher's failure (see `failure(_:)`).
                \(a)func firstValueOrNil(isolation: isolated (any Actor)? = #isolation) async throws -> Element? {
                    nonisolated(unsafe) var iterator = makeAsyncIterator()
                    return try await iterator.next()
                }

                \(a)func makeAsyncIterator() -> Iterator {
                    Iterator(base: stream.makeAsyncIterator())
                }

                \(a)struct Iterator: AsyncIteratorProtocol {
                    var base: AsyncThrowingStream<Element, Error>.Iterator

                    \(a)mutating func next() async throws -> Element? {
                        if Task.isCancelled { return nil }
                        // `nonisolated(unsafe)`: as in `BufferedValues.Iterator`.
                        nonisolated(unsafe) var base = self.base
                        defer { self.base = base }
                        let element = try await base.next()
                        return Task.isCancelled ? nil : element
                    }
                }
            }

            extension BufferedThrowingValues: Sendable where Element: Sendable {}
            """
    }
}
