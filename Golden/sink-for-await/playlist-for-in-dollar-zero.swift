import Combine
import Foundation

final class PlaylistPreloader {
    private let playlist: Playlist
    private let cache: TrackCache
    private var cancellables = Set<AnyCancellable>()

    init(playlist: Playlist, cache: TrackCache) {
        self.playlist = playlist
        self.cache = cache
        playlist.$upcoming
            .sink { for track in $0.prefix(3) { cache.preload(track) } }
            .store(in: &cancellables)
    }
}
