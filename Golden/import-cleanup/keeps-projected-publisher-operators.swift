import Combine
import Foundation

/// No Combine type is named here, but `$state` is a `@Published` publisher and the
/// operators called on it are Combine's: the import stays.
@MainActor
final class DownloadChecks {
    func failureIsReported() async throws -> Bool {
        let model = DownloadModel()
        let failed = model.$state
            .compactMap { $0.failure }
            .first()
            .promise()
        model.start(url: URL(string: "https://example.invalid/file")!)
        let error = try await failed.value
        return error.code == .cannotFindHost
    }

    func finishedIsReported() async throws {
        let model = DownloadModel()
        let finished = model.completionPublisher.first().promise()
        model.start(url: URL(string: "https://example.com/file")!)
        _ = try await finished.value
    }
}
