import Combine

final class SettingsModel {
    @Published var theme = "light"
    var applied: [String] = []
    private var observer: Task<Void, Never>?
    private var worker: Task<Void, Never>?

    func observe() {
        // Kept in a property that nothing cancels.
        observer = Task {
            for await theme in self.$theme.values {
                self.applied.append(theme)
            }
        }
    }

    func watch(_ stream: AsyncStream<Int>) {
        // Thrown away explicitly.
        _ = Task.detached(priority: .background) {
            for await value in stream {
                self.applied.append(String(value))
            }
        }
    }

    func startWorker() {
        // Cancelled in `deinit`… which never runs while the Task holds `self`, but the
        // audit takes a `.cancel()` as cancellation (and so stays quiet).
        worker = Task {
            for await theme in self.$theme.values {
                self.applied.append(theme)
            }
        }
    }

    deinit {
        worker?.cancel()
    }
}
