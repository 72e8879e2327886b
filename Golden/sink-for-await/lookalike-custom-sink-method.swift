import Combine
import Foundation

/// An audio pipeline stage; its `sink` has nothing to do with Combine.
final class AudioSink {
    private(set) var frames: [Float] = []

    func sink(_ buffer: [Float]) {
        frames += buffer
    }

    func sink(onDrain handler: @escaping (Int) -> Void) {
        handler(frames.count)
    }
}

final class AudioEngine {
    private let audioSink = AudioSink()
    private var cancellables = Set<AnyCancellable>()
    private(set) var drained = 0

    func render(_ buffer: [Float]) {
        audioSink.sink(buffer)
        audioSink.sink { [weak self] count in
            self?.drained = count
        }
    }
}
