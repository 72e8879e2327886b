import Combine
import Foundation

@MainActor
final class WorkoutTimerViewModel {
    @Published private(set) var elapsedText = "00:00"
    @Published private(set) var heartRate = 0
    private let clock: WorkoutClock
    private let sensor: HeartRateSensor
    private var clockCancellable: AnyCancellable?
    private var sensorCancellable: AnyCancellable?

    init(clock: WorkoutClock, sensor: HeartRateSensor) {
        self.clock = clock
        self.sensor = sensor
    }

    func start() {
        self.clockCancellable = clock.ticks
            .map { String(format: "%02d:%02d", $0 / 60, $0 % 60) }
            .assign(to: \.elapsedText, on: self)
        sensorCancellable = sensor.beatsPerMinute.assign(to: \.heartRate, on: self)
    }

    func stop() {
        clockCancellable = nil
        sensorCancellable = nil
    }
}
