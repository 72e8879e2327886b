// validation: runnable
// Every value of a @Published source reaches the property, in order, including the
// current value the publisher replays on subscription; after the set is cleared no
// further value is assigned.
import Combine
import Foundation

final class Thermostat {
    @Published var celsius = 20
}

@MainActor
final class TemperatureLabel {
    var text = ""
    private var cancellables = Set<AnyCancellable>()

    func bind(to thermostat: Thermostat) {
        let textStream = thermostat.$celsius
            .map { "\($0) °C" }
            .bufferedValues()
        Task { [weak self] in
            for await value in textStream {
                self?.text = value
            }
        }
        .store(in: &cancellables)
    }

    func unbind() {
        cancellables.removeAll()
    }
}

// The types are `@MainActor`, as the view models they stand for are: the driver runs on it.
MainActor.assumeIsolated {
    let thermostat = Thermostat()
    let label = TemperatureLabel()
    label.bind(to: thermostat)
    for value in [21, 22, 23] {
        thermostat.celsius = value
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        print("label shows \(label.text)")
    }
    label.unbind()
    thermostat.celsius = 30
    RunLoop.main.run(until: Date().addingTimeInterval(0.2))
    print("after unbind: \(label.text)")
}
