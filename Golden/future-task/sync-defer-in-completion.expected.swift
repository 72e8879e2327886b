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

    func sync() async throws -> SyncReport {
        let report = try await self.engine.run()
        return report
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
        Task { [weak self, service] in
            do {
                let report = try await service.sync()
                guard !Task.isCancelled else { return }
                self?.isSpinning = false
                print("changed", report.changed)
                self?.status = "Up to date"
            } catch {
                guard !Task.isCancelled else { return }
                self?.status = "Sync failed: \(error.localizedDescription)"
            }
            onEnd()
        }
        .store(in: &subscriptions)
    }
}
