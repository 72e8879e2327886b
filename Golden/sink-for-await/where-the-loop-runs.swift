import Combine
import Foundation

final class Thermometer {
    @Published var celsius = 20
}

// No actor isolation: `sink` ran on the sending thread, a Task would run on the global
// executor, concurrently with the rest of the object. Left alone, with a warning.
final class TemperatureLog {
    private(set) var readings: [Int] = []
    private var cancellables = Set<AnyCancellable>()

    init(thermometer: Thermometer) {
        thermometer.$celsius
            .sink { [weak self] celsius in
                self?.readings.append(celsius)
            }
            .store(in: &cancellables)
    }
}

// On the main actor: the Task inherits it, as the code around it did.
@MainActor
final class TemperatureScreen {
    private(set) var text = ""
    private var cancellables = Set<AnyCancellable>()

    func bind(to thermometer: Thermometer) {
        thermometer.$celsius
            .sink { [weak self] celsius in
                self?.text = "\(celsius) °C"
            }
            .store(in: &cancellables)
    }

    // `nonisolated`: not on the main actor. Left alone.
    nonisolated func log(_ thermometer: Thermometer, into set: inout Set<AnyCancellable>) {
        thermometer.$celsius
            .sink { celsius in
                print(celsius)
            }
            .store(in: &set)
    }

    // Inside a closure handed to another API, which this file cannot tell the isolation
    // of (here `forEach`, which runs it at once; a queue's `async` would not). Left alone.
    func bind(to thermometers: [Thermometer]) {
        thermometers.forEach { thermometer in
            thermometer.$celsius
                .sink { celsius in
                    print(celsius)
                }
                .store(in: &cancellables)
        }
    }
}

// An extension of a main-actor class declared in this file is on the main actor too.
extension TemperatureScreen {
    func bindAgain(to thermometer: Thermometer) {
        thermometer.$celsius
            .sink { [weak self] celsius in
                self?.text = "\(celsius)"
            }
            .store(in: &cancellables)
    }
}

// An actor: the loop would run on the actor. Left alone.
actor TemperatureStore {
    private var cancellables = Set<AnyCancellable>()
    private var last = 0

    func observe(_ thermometer: Thermometer) {
        thermometer.$celsius
            .sink { celsius in
                print(celsius)
            }
            .store(in: &cancellables)
    }
}
