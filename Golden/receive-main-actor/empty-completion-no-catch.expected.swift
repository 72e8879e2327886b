import Combine
import Foundation

final class LessonDownloader {
    @Published private(set) var downloadResult: Result<Int, Error>?
}

/// An empty completion handler beside the values: the loop is the Task's own throwing body,
/// with no empty `catch {}` (the compiler calls it unreachable when, as for a `@Published`
/// property, the publisher cannot fail).
@MainActor
final class LessonsViewModel {
    private var cancellables = Set<AnyCancellable>()
    private(set) var refreshCount = 0

    func observe(_ downloader: LessonDownloader) {
        let downloadResultStream = downloader
            .$downloadResult
            .bufferedValues()
        Task { [weak self] in
            for try await _ in downloadResultStream {
                self?.didDownloadLessons()
            }
        }
        .store(in: &cancellables)
    }

    private func didDownloadLessons() {
        refreshCount += 1
    }
}
