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
        let titleStream = player.$nowPlaying.map(\.title).bufferedValues()
        Task { [weak self] in
            for await value in titleStream {
                self?.title = value
            }
        }.store(in: &disposeBag)
        let subtitleStream = player.$nowPlaying.map(\.artist).bufferedValues()
        Task { [weak self] in
            for await value in subtitleStream {
                self?.subtitle = value
            }
        }.store(in: &bag)
        let isPlayingStream = player.$state
            .map { $0 == .playing }
            .bufferedValues()
        Task { [weak self] in
            for await value in isPlayingStream {
                self?.isPlaying = value
            }
        }
        .store(in: &self.bag)
    }

    func rebind(to other: MediaPlayer) {
        disposeBag.removeAll()
        let titleStream = other.$nowPlaying.map(\.title).bufferedValues()
        Task { [weak self] in
            for await value in titleStream {
                self?.title = value
            }
        }.store(in: &disposeBag)
    }
}
