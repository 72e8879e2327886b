extension SupportFile {
    /// The section for awaiting one value: `firstValue()` throws (`firstValueOrNil()`
    /// returns nil) when the publisher finishes empty, where the seeds' version hangs, and
    /// cancels its subscription when the awaiting task is cancelled.
    static func firstValue(_ a: String) -> String {
        """
            // MARK: - The first value, without hanging

            /// Why `firstValue()` has no value to return.
            \(a)enum FirstValueError: Swift.Error, Sendable {
                /// The publisher finished without sending a value.
                case finishedWithoutValue
            }

            extension Combine.Publisher {
                /// The publisher's first value. Subscribes, requests one value, and cancels the
                /// subscription once it arrives. Throws `FirstValueError.finishedWithoutValue` when
                /// the publisher finishes without a value (instead of hanging), the publisher's
                /// failure when it fails, and `CancellationError` when the awaiting task is cancelled
                /// — which also cancels the subscription. Runs on the caller's actor, so a publisher
                /// that is not `Sendable` can be awaited from `@MainActor` code.
                \(a)func firstValue(isolation: isolated (any Actor)? = #isolation) async throws -> Output {
                    let subscriber = FirstValueSubscriber<Output, Failure>()
                    guard let value = try await subscriber.value(of: self) else {
                        throw FirstValueError.finishedWithoutValue
                    }
                    return value
                }

                /// The publisher's first value, or `nil` when it finishes without one. Throws the
                /// publisher's failure, and `CancellationError` when the awaiting task is cancelled
                /// (which also cancels the subscription).
                \(a)func firstValueOrNil(
                    isolation: isolated (any Actor)? = #isolation
                ) async throws -> Output? {
                    try await FirstValueSubscriber<Output, Failure>().value(of: self)
                }
            }

            extension Combine.Publisher where Failure == Never {
                /// The publisher's first value, or `nil` when it finishes without one or the
                /// awaiting task is cancelled (which also cancels the subscription).
                \(a)func firstValueOrNil(isolation: isolated (any Actor)? = #isolation) async -> Output? {
                    try? await FirstValueSubscriber<Output, Failure>().value(of: self)
                }
            }

            /// Waits for one value. `@unchecked Sendable` because the publisher's callbacks, the
            /// awaiting task and its cancellation handler may each run on a different thread: every
            /// stored property is read and written under `lock`, and `end(with:)` lets exactly one
            /// of them resume the continuation and cancel the subscription.
            private final class FirstValueSubscriber<Input, Failure: Swift.Error>: Combine.Subscriber, NonisolatedType,
                @unchecked Sendable
            {
                let combineIdentifier = CombineIdentifier()
                private let lock = NSLock()
                private var continuation: CheckedContinuation<Void, Swift.Error>?
                private var subscription: (any Combine.Subscription)?
                private var outcome: Swift.Result<Input?, Swift.Error>?

                func value<P: Combine.Publisher>(
                    of publisher: P, isolation: isolated (any Actor)? = #isolation
                ) async throws -> Input? where P.Output == Input, P.Failure == Failure {
                    try await withTaskCancellationHandler {
                        // Named here, `isolation` keeps this closure on the caller's actor (as of
                        // Swift 6.3, an unnamed one hops off it first): it subscribes at once,
                        // before work queued on the actor can run.
                        try await withCheckedThrowingContinuation(isolation: isolation) { continuation in
                            if wait(with: continuation) { publisher.subscribe(self) }
                        }
                    } onCancel: {
                        end(with: .failure(CancellationError()))
                    }
                    return try takeOutcome()
                }

                func receive(subscription: any Combine.Subscription) {
                    lock.lock()
                    let ended = outcome != nil
                    if !ended { self.subscription = subscription }
                    lock.unlock()
                    if ended { subscription.cancel() } else { subscription.request(.max(1)) }
                }

                func receive(_ input: Input) -> Combine.Subscribers.Demand {
                    end(with: .success(input))
                    return .none
                }

                func receive(completion: Combine.Subscribers.Completion<Failure>) {
                    switch completion {
                    case .finished: end(with: .success(nil), cancelling: false)
                    case .failure(let error): end(with: .failure(error), cancelling: false)
                    }
                }

                /// Stores the continuation, or resumes it at once if the task was already cancelled.
                private func wait(with continuation: CheckedContinuation<Void, Swift.Error>) -> Bool {
                    lock.lock()
                    let ended = outcome != nil
                    if !ended { self.continuation = continuation }
                    lock.unlock()
                    if ended { continuation.resume() }
                    return !ended
                }

                /// The first outcome wins: it resumes the waiting task and, unless the publisher
                /// completed, cancels the subscription.
                private func end(with result: Swift.Result<Input?, Swift.Error>, cancelling: Bool = true) {
                    lock.lock()
                    guard outcome == nil else { lock.unlock(); return }
                    outcome = result
                    let continuation = self.continuation
                    let subscription = self.subscription
                    self.continuation = nil
                    self.subscription = nil
                    lock.unlock()
                    if cancelling { subscription?.cancel() }
                    continuation?.resume()
                }

                private func takeOutcome() throws -> Input? {
                    lock.lock()
                    defer { lock.unlock() }
                    return try outcome!.get()
                }
            }
            """
    }
}
