import Combine

struct EmptyPublisherError: Error {}

// The same bridges written so that every way the publisher ends resumes exactly once.
extension Publisher {
    var firstValue: Output {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                var cancellable: AnyCancellable?
                var resumed = false
                cancellable = self.first()
                    .sink(
                        receiveCompletion: { completion in
                            switch completion {
                            case .finished:
                                if !resumed {
                                    continuation.resume(throwing: EmptyPublisherError())
                                }
                            case .failure(let error):
                                continuation.resume(throwing: error)
                            }
                            cancellable?.cancel()
                        },
                        receiveValue: { value in
                            resumed = true
                            continuation.resume(returning: value)
                        }
                    )
            }
        }
    }

    // Trailing form: the completion handler first, then `receiveValue:`.
    var lastValue: Output {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                var last: Output?
                let cancellable = self.sink { completion in
                    guard case .failure(let error) = completion else {
                        if let last {
                            continuation.resume(returning: last)
                        } else {
                            continuation.resume(throwing: EmptyPublisherError())
                        }
                        return
                    }
                    continuation.resume(throwing: error)
                } receiveValue: { value in
                    last = value
                }
                _ = cancellable
            }
        }
    }
}
