import Combine
import Foundation

// A completion handler whose `defer` runs on both paths: its code goes after the
// `do`/`catch`, where it runs once the value and `.finished` code, or the `.failure` code,
// have run — and not when the Task is cancelled, as no completion came then.
struct SyncReport: Sendable {
    let changed: Int
}

actor SyncEngine {
    func run() throws -> SyncReport { SyncReport(changed: 3) }
}

final class SyncService {
    private let engine = SyncEngine()

    func sync() -> AnyPublisher<SyncReport, Error> {
        Future { promise in
            Task {
                do {
                    let report = try await self.engine.run()
                    promise(.success(report))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

@MainActor
final class SyncButtonController {
    private let service = SyncService()
    private var subscriptions = Set<AnyCancellable>()
    private(set) var isSpinning = false
    private(set) var status = ""

    func syncTapped(onEnd: @escaping () -> Void) {
        isSpinning = true
        service.sync()
            .sink(
                receiveCompletion: { [weak self] completion in
                    defer { onEnd() }
                    guard case .failure(let error) = completion else {
                        self?.status = "Up to date"
                        return
                    }
                    self?.status = "Sync failed: \(error.localizedDescription)"
                },
                receiveValue: { [weak self] report in
                    self?.isSpinning = false
                    print("changed", report.changed)
                }
            )
            .store(in: &subscriptions)
    }
}
