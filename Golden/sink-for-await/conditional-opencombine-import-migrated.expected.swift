#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

// Combine where the platform has it, OpenCombine elsewhere (Linux): the rules apply.
@MainActor
final class PlaylistHeader {
    @Published var title = ""
    private(set) var shownTitle = ""
    private var subscriptions = Set<AnyCancellable>()

    func bind() {
        let titleStream = $title.bufferedValues()
        Task { [weak self] in
            for await title in titleStream {
                self?.shownTitle = title
            }
        }
        .store(in: &subscriptions)
    }
}
