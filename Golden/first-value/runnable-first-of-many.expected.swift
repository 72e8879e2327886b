// validation: runnable
// `first()` takes one value and cancels upstream: of three values sent, only the first is
// handled, and a value sent later changes nothing.
import Combine
import Foundation

@MainActor
final class PushPermissionPrompt {
    private var cancellables = Set<AnyCancellable>()
    private(set) var answers: [Bool] = []

    func ask(_ answers: PassthroughSubject<Bool, Never>) {
        let grantedStream = answers
            .prefix(1)
            .bufferedValues()
        Task { [weak self] in
            guard let granted = await grantedStream.firstValueOrNil() else { return }
            self?.answers.append(granted)
        }
        .store(in: &cancellables)
    }
}

// The types are `@MainActor`, as the view models they stand for are: the driver runs on it.
MainActor.assumeIsolated {
    let answers = PassthroughSubject<Bool, Never>()
    let prompt = PushPermissionPrompt()
    prompt.ask(answers)
    answers.send(true)
    answers.send(false)
    answers.send(true)
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    answers.send(false)
    RunLoop.main.run(until: Date().addingTimeInterval(0.2))
    print("answers \(prompt.answers)")
}
