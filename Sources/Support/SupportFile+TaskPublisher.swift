extension SupportFile {
    /// The section for the bridges the one-shot rules write beside a function that became
    /// `async` while some of its callers stay in Combine: `TaskPublisher`, one async call as
    /// a publisher that is lazy, runs once per subscription, cancels its task with the
    /// subscription and keeps the call's error type (the seeds' `Future { Task { … } }` is
    /// eager, shares one result, cannot cancel and fails with `any Error`).
    static func taskPublisher(_ a: String) -> String {
        """
            // MARK: - An async call as a publisher

            /// One async call as a publisher, for code that stays in Combine while the function it
            /// calls is async. Each subscription runs the operation once, in a task of its own
            /// started on the first demand: nothing runs before a subscriber asks, `retry` runs it
            /// again, two subscribers run it twice. The result is delivered from that task (not on
            /// the main thread, unless the operation is isolated to it and returns there): one value
            /// then `.finished`, or the operation's error as the failure, of its own type (an
            /// operation that `throws(E)` makes a publisher failing with `E`, one that cannot throw
            /// a `Never` publisher). Cancelling the subscription cancels the task, which the
            /// operation sees (`URLSession`'s `data(for:)` cancels its request), and nothing is
            /// delivered after it. The publisher holds the operation, and what the operation
            /// captures, until it is released; a subscription hands it to its task, which holds it
            /// until the operation returns.
            \(a)struct TaskPublisher<Output, Failure: Swift.Error>: Combine.Publisher, NonisolatedType {
                private let operation: () async -> Swift.Result<Output, Failure>

                \(a)init(_ operation: @escaping () async throws(Failure) -> Output) {
                    // Kept as a function returning a `Result`: a function type that throws a
                    // generic error type needs the Swift 6 runtime (iOS 18, macOS 15) wherever its
                    // type metadata does, as a stored property's would.
                    self.operation = {
                        do throws(Failure) {
                            return .success(try await operation())
                        } catch {
                            return .failure(error)
                        }
                    }
                }

                \(a)func receive<S: Combine.Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
                    let subscription = TaskPublisherSubscription(operation: operation, downstream: Combine.AnySubscriber(subscriber))
                    subscriber.receive(subscription: subscription)
                }
            }

            /// The subscription to a `TaskPublisher`. `@unchecked Sendable` because `request`,
            /// `cancel` and the task may run on different threads: every stored property is read and
            /// written under `lock`; the operation is taken out once, to start the task, and the
            /// downstream once, to deliver the result (so nothing is delivered after `cancel`).
            private final class TaskPublisherSubscription<Output, Failure: Swift.Error>: Combine.Subscription, NonisolatedType,
                @unchecked Sendable
            {
                typealias Downstream = Combine.AnySubscriber<Output, Failure>

                private let lock = NSLock()
                private var operation: (() async -> Swift.Result<Output, Failure>)?
                private var downstream: Downstream?
                private var task: _Concurrency.Task<Void, Never>?

                init(operation: @escaping () async -> Swift.Result<Output, Failure>, downstream: Downstream) {
                    self.operation = operation
                    self.downstream = downstream
                }

                func request(_ demand: Combine.Subscribers.Demand) {
                    guard demand > 0, let operation = takeOperation() else { return }
                    let task = _Concurrency.Task {
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

                /// The operation, once: nil after it has started, and after `cancel`.
                private func takeOperation() -> (() async -> Swift.Result<Output, Failure>)? {
                    lock.lock()
                    defer { lock.unlock() }
                    let operation = self.operation
                    self.operation = nil
                    return downstream == nil ? nil : operation
                }

                private func deliver(_ result: Swift.Result<Output, Failure>) {
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
