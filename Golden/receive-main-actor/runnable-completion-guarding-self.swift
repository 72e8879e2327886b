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
        results
            .receive(on: DispatchQueue.main)
            .sink { [weak self] completion in
                guard let self = self else { return }
                switch completion {
                case .failure(let error):
                    self.shown.append("failed: \(error)")
                case .finished:
                    break
                }
            } receiveValue: { [weak self] name in
                self?.shown.append("welcome \(name)")
            }
            .store(in: &cancellables)

        statuses
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished:
                    print("statuses finished")
                case .failure( _):
                    break
                }
            }, receiveValue: { [weak self] status in
                self?.statusLog.append("status \(status)")
            })
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
