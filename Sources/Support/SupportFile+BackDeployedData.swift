extension SupportFile {
    /// The section `datatask-async` calls in a module that deploys below iOS 15, macOS 12,
    /// tvOS 15 or watchOS 8, where `URLSession.data(for:)` and `data(from:)` do not exist:
    /// the same request and result, from `dataTask(with:completionHandler:)` in a checked
    /// continuation, with the data task cancelled when the awaiting task is. Its names are
    /// its own, so that it never competes with Apple's methods where they exist.
    static func backDeployedData(_ a: String) -> String {
        """
            // MARK: - URLSession.data(for:) before iOS 15

            extension URLSession {
                /// `data(for:)` wherever Combine runs (iOS 13, macOS 10.15, tvOS 13, watchOS 6), for
                /// code that deploys where Apple's does not exist (before iOS 15, macOS 12, tvOS 15,
                /// watchOS 8). The request starts when it is awaited; its result is what
                /// `dataTaskPublisher(for:)` delivered: the data (empty when there is none) and the
                /// response, whatever its status code, or the task's `URLError` (`URLError(.unknown)`
                /// when the session reports neither). Cancelling the awaiting task cancels the data
                /// task, which then fails with `URLError(.cancelled)`; a task cancelled already does not
                /// start the request.
                \(a)nonisolated func backDeployedData(for request: URLRequest) async throws -> (Data, URLResponse) {
                    try await backDeployedData { completion in self.dataTask(with: request, completionHandler: completion) }
                }

                /// `data(from:)` wherever Combine runs: see `backDeployedData(for:)`.
                \(a)nonisolated func backDeployedData(from url: URL) async throws -> (Data, URLResponse) {
                    try await backDeployedData { completion in self.dataTask(with: url, completionHandler: completion) }
                }

                /// Runs the data task `makeTask` makes with a completion handler that resumes the
                /// continuation, exactly once (a data task calls its handler once).
                private nonisolated func backDeployedData(
                    _ makeTask: (@escaping @Sendable (Data?, URLResponse?, (any Swift.Error)?) -> Void) -> URLSessionDataTask
                ) async throws -> (Data, URLResponse) {
                    let running = RunningDataTask()
                    return try await withTaskCancellationHandler {
                        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, URLResponse), any Swift.Error>) in
                            let task = makeTask { data, response, error in
                                switch (response, error) {
                                case (let response?, nil):
                                    continuation.resume(returning: (data ?? Data(), response))
                                case (_, let error as URLError):
                                    continuation.resume(throwing: error)
                                default:
                                    continuation.resume(throwing: URLError(.unknown))
                                }
                            }
                            running.start(task)
                        }
                    } onCancel: {
                        running.cancel()
                    }
                }
            }

            /// The data task of one `backDeployedData` call, and whether its awaiting task was
            /// cancelled: the cancellation handler may run before the data task exists (the task was
            /// cancelled already) or while it is made, so whichever of `start` and `cancel` comes
            /// second cancels it. `@unchecked Sendable` because they may run on different threads:
            /// both properties are read and written under `lock`.
            private final class RunningDataTask: NonisolatedType, @unchecked Sendable {
                private let lock = NSLock()
                private var task: URLSessionDataTask?
                private var cancelled = false

                /// Starts the request, or, after `cancel`, cancels it unstarted (its handler then
                /// reports `URLError(.cancelled)`).
                func start(_ task: URLSessionDataTask) {
                    lock.lock()
                    self.task = task
                    let cancelled = self.cancelled
                    lock.unlock()
                    if cancelled {
                        task.cancel()
                    } else {
                        task.resume()
                    }
                }

                func cancel() {
                    lock.lock()
                    cancelled = true
                    let task = self.task
                    lock.unlock()
                    task?.cancel()
                }
            }
            """
    }
}
