// validation: runnable
// An interactor whose Futures complete at once (a counter, a typed failure on a bad value):
// the async functions return the same values and errors, and the view model's subscribers,
// the last code of their functions, see them in the same order; a caller that logs after
// subscribing stays on the publisher, which keeps its body.
import Combine
import Foundation

enum CounterError: Error {
    case negative(Int)
}

final class Counter {
    var value = 0
}

final class CounterInteractor {
    private let counter: Counter

    init(counter: Counter) {
        self.counter = counter
    }

    func increment(by step: Int) -> AnyPublisher<Int, Never> {
        Future { [unowned self] promise in
            counter.value += step
            promise(.success(counter.value))
        }
        .eraseToAnyPublisher()
    }

    func increment(by step: Int) async -> Int {
        counter.value += step
        return counter.value
    }

    func reset(to value: Int) async throws(CounterError) -> Int {
        guard value >= 0 else {
            throw .negative(value)
        }
        self.counter.value = value
        return value
    }
}

@MainActor
final class CounterViewModel {
    private let interactor: CounterInteractor
    private var subscriptions = Set<AnyCancellable>()
    private(set) var log: [String] = []

    init(interactor: CounterInteractor) {
        self.interactor = interactor
    }

    func increment() {
        Task { [weak self, interactor] in
            let value = await interactor.increment(by: 2)
            guard !Task.isCancelled else { return }
            self?.log.append("value \(value)")
        }
        .store(in: &subscriptions)
    }

    // The value is logged during the call, before "reported": this caller stays on the
    // publisher, which keeps its body.
    func incrementAndReport() {
        interactor.increment(by: 1)
            .sink { [weak self] value in
                self?.log.append("now \(value)")
            }
            .store(in: &subscriptions)
        log.append("reported")
    }

    func resetCounter(to value: Int) {
        Task { [weak self, interactor] in
            do throws(CounterError) {
                let value2 = try await interactor.reset(to: value)
                guard !Task.isCancelled else { return }
                self?.log.append("reset to \(value2)")
            } catch {
                guard !Task.isCancelled else { return }
                self?.log.append("failed \(error)")
            }
        }
        .store(in: &subscriptions)
    }
}

// Top-level code runs on the main thread.
MainActor.assumeIsolated {
    let viewModel = CounterViewModel(interactor: CounterInteractor(counter: Counter()))
    viewModel.increment()
    RunLoop.main.run(until: Date().addingTimeInterval(0.2))
    viewModel.increment()
    RunLoop.main.run(until: Date().addingTimeInterval(0.2))
    viewModel.resetCounter(to: -1)
    RunLoop.main.run(until: Date().addingTimeInterval(0.2))
    viewModel.resetCounter(to: 10)
    RunLoop.main.run(until: Date().addingTimeInterval(0.2))
    viewModel.increment()
    RunLoop.main.run(until: Date().addingTimeInterval(0.2))
    viewModel.incrementAndReport()
    RunLoop.main.run(until: Date().addingTimeInterval(0.2))
    print(viewModel.log.joined(separator: "\n"))
    print("end")
}
