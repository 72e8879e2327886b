extension SupportFile {
    /// The section for async work inside a Combine pipeline: `asyncMap`, one transform at
    /// a time, in order, each in a task that is cancelled with the subscription (the
    /// seeds' version leaves its tasks running and reorders values).
    static func asyncMap(_ a: String) -> String {
        """
            // MARK: - An async transform inside a pipeline

            extension Combine.Publisher {
                /// Transforms each value with an async function, inside a Combine pipeline. Values
                /// are transformed one at a time, in the order they arrive, and none is dropped:
                /// values that arrive while a transform runs wait in an unbounded buffer. A transform
                /// that throws fails the publisher with its error. Cancelling the subscription
                /// cancels the task running the transform.
                \(a)nonisolated func asyncMap<T>(
                    _ transform: @escaping @Sendable (Output) async throws -> T
                ) -> Combine.AnyPublisher<T, any Error> {
                    mapError { $0 as any Error }
                        .buffer(size: .max, prefetch: .keepFull, whenFull: .dropNewest)
                        .flatMap(maxPublishers: .max(1)) { value in
                            AsyncCall<T, any Error> {
                                do {
                                    return .success(try await transform(value))
                                } catch {
                                    return .failure(error)
                                }
                            }
                        }
                        .eraseToAnyPublisher()
                }

                /// `asyncMap` with a transform that cannot throw: the publisher keeps its failure
                /// type (`Never` stays `Never`).
                \(a)nonisolated func asyncMap<T>(
                    _ transform: @escaping @Sendable (Output) async -> T
                ) -> Combine.AnyPublisher<T, Failure> {
                    buffer(size: .max, prefetch: .keepFull, whenFull: .dropNewest)
                        .flatMap(maxPublishers: .max(1)) { value in
                            AsyncCall<T, Failure> { .success(await transform(value)) }
                        }
                        .eraseToAnyPublisher()
                }
            }

            /// One async call as a publisher: the call starts in a task on the first demand, its
            /// result is sent once, and cancelling the subscription cancels the task.
            private struct AsyncCall<Output, Failure: Error>: Combine.Publisher, NonisolatedType {
                let operation: () async -> Result<Output, Failure>

                func receive<S: Combine.Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                    let subscription = AsyncCallSubscription(operation: operation, downstream: Combine.AnySubscriber(subscriber))
                    subscriber.receive(subscription: subscription)
                }
            }

            /// The subscription to an `AsyncCall`. `@unchecked Sendable` because `request`, `cancel`
            /// and the call's task may run on different threads: every stored property is read and
            /// written under `lock`; the operation is taken out once, to start the task, and the
            /// downstream once, to deliver the result (so nothing is delivered after `cancel`).
            private final class AsyncCallSubscription<Output, Failure: Error>: Combine.Subscription, NonisolatedType,
                @unchecked Sendable
            {
                typealias Downstream = Combine.AnySubscriber<Output, Failure>

                private let lock = NSLock()
                private var operation: (() async -> Result<Output, Failure>)?
                private var downstream: Downstream?
                private var task: Task<Void, Never>?

                init(operation: @escaping () async -> Result<Output, Failure>, downstream: Downstream) {
                    self.operation = operation
                    self.downstream = downstream
                }

                func request(_ demand: Combine.Subscribers.Demand) {
                    guard demand > 0, let operation = takeOperation() else { return }
                    let task = Task {
                        let result = await operation()
                        self.deliver(result)
                    }
                    lock.lock()
                    let cancelled = downstream == nil
                    if !cancelled { self.task = task }
                    lock.unlock()
                    if cancelled { task.cancel() }
                }

                func cancel() {
                    lock.lock()
                    let task = self.task
                    self.task = nil
                    operation = nil
                    downstream = nil
                    lock.unlock()
                    task?.cancel()
                }

                private func takeOperation() -> (() async -> Result<Output, Failure>)? {
                    lock.lock()
                    defer { lock.unlock() }
                    let operation = self.operation
                    self.operation = nil
                    return downstream == nil ? nil : operation
                }

                private func deliver(_ result: Result<Output, Failure>) {
                    lock.lock()
                    let downstream = self.downstream
                    self.downstream = nil
                    task = nil
                    lock.unlock()
                    guard let downstream else { return }
                    switch result {
                    case .success(let value):
                        _ = downstream.receive(value)
                        downstream.receive(completion: .finished)
                    case .failure(let error):
                        downstream.receive(completion: .failure(error))
                    }
                }
            }
            """
    }
}
