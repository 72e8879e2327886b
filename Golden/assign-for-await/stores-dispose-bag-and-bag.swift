import Combine
import Foundation

@MainActor
final class PlayerControlsViewModel {
    @Published private(set) var title = ""
    @Published private(set) var subtitle = ""
    @Published private(set) var isPlaying = false
    private let player: MediaPlayer
    private var disposeBag = Set<AnyCancellable>()
    private var bag = Set<AnyCancellable>()

    init(player: MediaPlayer) {
        self.player = player
        player.$nowPlaying.map(\.title).assign(to: \.title, on: self).store(in: &disposeBag)
        player.$nowPlaying.map(\.artist).assign(to: \.subtitle, on: self).store(in: &bag)
        player.$state
            .map { $0 == .playing }
            .assign(to: \.isPlaying, on: self)
            .store(in: &self.bag)
    }

    func rebind(to other: MediaPlayer) {
        disposeBag.removeAll()
        other.$nowPlaying.map(\.title).assign(to: \.title, on: self).store(in: &disposeBag)
    }
}
