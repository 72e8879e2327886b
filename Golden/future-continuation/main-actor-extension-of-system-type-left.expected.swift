import Combine
import Foundation

// An app's Combine wrapper of a system type's own callback method, in a `@MainActor`
// extension, so that no thread changes: left as it is, with a warning. The system type may
// offer that callback as an async method of the name the async function would take (Swift
// imports an Objective-C method with a completion handler as one: WebKit's
// `deleteCookie:completionHandler:` is `deleteCookie(_:) async`), which a function of the
// same name here would make ambiguous; no file of the run declares the type, so the run
// cannot tell. The extension of a type the run declares migrates.
@MainActor
extension URLSession {
    func pendingTasksPublisher() -> Future<Int, Never> {
        Future { promise in
            self.getAllTasks { tasks in
                promise(.success(tasks.count))
            }
        }
    }
}

@MainActor
final class Downloads {
    private var running: [URL] = []

    func whenIdle(_ completion: @escaping @Sendable (Int) -> Void) {
        completion(running.count)
    }
}

@MainActor
extension Downloads {
    func runningCount() async -> Int {
        await withCheckedContinuation { continuation in
            self.whenIdle { count in
                continuation.resume(returning: count)
            }
        }
    }
}

@MainActor
final class DownloadsViewModel {
    private let downloads = Downloads()
    private(set) var pending = 0
    private(set) var running = 0
    private var cancellables = Set<AnyCancellable>()

    func refresh() {
        URLSession.shared.pendingTasksPublisher()
            .sink { [weak self] count in self?.pending = count }
            .store(in: &cancellables)
        Task { [weak self, downloads] in
            let count = await downloads.runningCount()
            guard !Task.isCancelled else { return }
            self?.running = count
        }
        .store(in: &cancellables)
    }
}
