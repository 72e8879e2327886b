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
        settings.$volume
            .sink { player.volume = max($0, value) }
            .store(in: &cancellables)
    }
}
