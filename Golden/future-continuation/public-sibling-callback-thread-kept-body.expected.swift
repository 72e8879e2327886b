import Combine
import Foundation

public struct Reading: Sendable {
    public let value: Double
}

public final class SensorSDK: @unchecked Sendable {
    public init() {}

    public func read(completion: @escaping @Sendable (Reading?, Error?) -> Void) {
        completion(Reading(value: 1), nil)
    }
}

// The callbacks run on a thread of the SDK's choosing, which callers outside this run may
// rely on: no bridge could keep it, so the public publisher keeps its own body and its async
// sibling is written after it. The internal function migrates in place.
public final class Sensor: @unchecked Sendable {
    private let sdk = SensorSDK()

    public init() {}

    public func readingPublisher() -> AnyPublisher<Reading, Error> {
        Future { promise in
            self.sdk.read { reading, error in
                if let reading {
                    DispatchQueue.main.async {
                        promise(.success(reading))
                    }
                } else {
                    promise(.failure(error ?? URLError(.unknown)))
                }
            }
        }
        .eraseToAnyPublisher()
    }

    public func reading() async throws -> Reading {
        try await withCheckedThrowingContinuation { continuation in
            self.sdk.read { reading, error in
                if let reading {
                    DispatchQueue.main.async {
                        continuation.resume(returning: reading)
                    }
                } else {
                    continuation.resume(throwing: error ?? URLError(.unknown))
                }
            }
        }
    }

    func value() async throws -> Double {
        try await withCheckedThrowingContinuation { continuation in
            self.sdk.read { reading, error in
                if let reading {
                    continuation.resume(returning: reading.value)
                } else {
                    continuation.resume(throwing: error ?? URLError(.unknown))
                }
            }
        }
    }
}
