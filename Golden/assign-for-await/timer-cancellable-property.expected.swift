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
        let elapsedTextStream = clock.ticks
            .map { String(format: "%02d:%02d", $0 / 60, $0 % 60) }
            .bufferedValues()
        self.clockCancellable = Task { [weak self] in
            for await value in elapsedTextStream {
                self?.elapsedText = value
            }
        }.cancellable
        let heartRateStream = sensor.beatsPerMinute.bufferedValues()
        sensorCancellable = Task { [weak self] in
            for await value in heartRateStream {
                self?.heartRate = value
            }
        }.cancellable
    }

    func stop() {
        clockCancellable = nil
        sensorCancellable = nil
    }
}
