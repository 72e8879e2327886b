extension SupportFile {
    /// The section for async work inside a Combine pipeline: `asyncMap`, one transform at
    /// a time, in order, each in a `TaskPublisher` (cancelled with the subscription; the
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
                ) -> Combine.AnyPublisher<T, any Swift.Error> {
                    mapError { $0 as any Swift.Error }
                        .buffer(size: .max, prefetch: .keepFull, whenFull: .dropNewest)
                        .flatMap(maxPublishers: .max(1)) { value in
                            TaskPublisher<T, any Swift.Error> { try await transform(value) }
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
                            TaskPublisher<T, Failure> { await transform(value) }
                        }
                        .eraseToAnyPublisher()
                }
            }
            """
    }
}
