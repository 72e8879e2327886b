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
        $title
            .sink { [weak self] title in
                self?.shownTitle = title
            }
            .store(in: &subscriptions)
    }
}
