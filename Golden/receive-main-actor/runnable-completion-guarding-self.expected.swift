// validation: runnable
// A completion handler that starts with `guard let self = self else { return }` before its
// `switch`: the guard leads the branch that runs code (here the failure's, in `catch`), so
// where `self` is gone the Task ends as the handler did. A `switch` whose failure case
// binds nothing (`.failure(_)`) reads as one that names no error.
import Combine
import Foundation

enum LoginError: Error { case rejected }

final class LoginScreen {
    private var cancellables = Set<AnyCancellable>()
    var shown: [String] = []
    var statusLog: [String] = []

    func bind(to results: PassthroughSubject<String, LoginError>, statuses: PassthroughSubject<Int, LoginError>) {
        let nameStream = results.bufferedValues()
        Task { @MainActor [weak self] in
            do {
                for try await name in nameStream {
                    self?.shown.append("welcome \(name)")
                }
            } catch {
                let error = nameStream.failure(error)
                guard let self = self else { return }
                self.shown.append("failed: \(error)")
            }
        }
        .store(in: &cancellables)

        let statusStream = statuses.bufferedValues()
        Task { @MainActor [weak self] in
            do {
                for try await status in statusStream {
                    self?.statusLog.append("status \(status)")
                }
                if statusStream.isFinished {
                    print("statuses finished")
                }
            } catch {}
        }
        .store(in: &cancellables)
    }
}

let results = PassthroughSubject<String, LoginError>()
let statuses = PassthroughSubject<Int, LoginError>()
let screen = LoginScreen()
screen.bind(to: results, statuses: statuses)
DispatchQueue.global().async {
    results.send("ada")
    results.send(completion: .failure(.rejected))
    statuses.send(200)
    statuses.send(completion: .finished)
}
RunLoop.main.run(until: Date().addingTimeInterval(0.5))
print("shown \(screen.shown) statuses \(screen.statusLog)")
