import Combine
import Foundation

protocol AnalyticsUploader: Sendable {
    func upload(events: [String]) async throws -> Int
}

final class AnalyticsQueue {
    private let uploader: AnalyticsUploader
    private(set) var log: [String] = []

    init(uploader: AnalyticsUploader) {
        self.uploader = uploader
    }

    func flush(events: [String]) -> AnyPublisher<Int, Error> {
        Future { promise in
            Task {
                do {
                    let sent = try await self.uploader.upload(events: events)
                    promise(.success(sent))
                    print("flushed \(sent) events")
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
