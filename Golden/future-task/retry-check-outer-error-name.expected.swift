import Combine
import Foundation

// The failure code names the failure `receivedError` and also reads an `error` of its
// own (the one the check expects): the `catch` binds `receivedError`, so that `error` is
// still the outer one. The value closure's capture list and the call's receiver name the
// same `client`: captured once.
struct ServiceError: Error, Equatable {
    let code: Int
}

actor FailingEndpoint {
    func call(failing error: ServiceError, times: Int) throws -> Int {
        throw error
    }
}

final class MockClient {
    private let endpoint = FailingEndpoint()

    func mockThrowError(_ error: ServiceError, times: Int) async throws -> Int {
        let value = try await self.endpoint.call(failing: error, times: times)
        return value
    }
}

final class RetryLimitCheck {
    private let client = MockClient()
    private var cancellables: Set<AnyCancellable> = []
    private(set) var failures: [String] = []

    func exceedRetryLimit(signalDone: @escaping () -> Void) {
        let error = ServiceError(code: 503)
        Task {
            do {
                let value = try await client.mockThrowError(error, times: 4)
                guard !Task.isCancelled else { return }
                self.failures.append("should not receive value: \(value)")
                self.failures.append("should not finish normally")
            } catch let receivedError {
                guard !Task.isCancelled else { return }
                if let serviceError = receivedError as? ServiceError {
                    if serviceError != error {
                        self.failures.append("got \(serviceError.code)")
                    }
                }
                else {
                    self.failures.append("unexpected \(receivedError)")
                }
            }
            signalDone()
        }
        .store(in: &cancellables)
    }

    func importNotDetected(onFailure: @escaping () -> Void) {
        let client = self.client
        Task { [client] in
            do {
                _ = try await client.mockThrowError(ServiceError(code: 404), times: 1)
                guard !Task.isCancelled else { return }
                print("unexpected value from", client)
            } catch {
                guard !Task.isCancelled else { return }
                print("failed with", client)
                onFailure()
            }
        }.store(in: &cancellables)
    }
}
