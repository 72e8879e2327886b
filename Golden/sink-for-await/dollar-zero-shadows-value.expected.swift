import Combine
import Foundation

@MainActor
final class VolumeController {
    private let player: AudioPlayer
    private var cancellables = Set<AnyCancellable>()

    init(player: AudioPlayer, settings: AppSettings) {
        self.player = player
        // The user's chosen volume is a floor while a call is active.
        let value = settings.minimumVolume
        let value2Stream = settings.$volume.bufferedValues()
        Task {
            for await value2 in value2Stream {
                player.volume = max(value2, value)
            }
        }
        .store(in: &cancellables)
    }
}
