import Combine
import Foundation

final class ImageLoader {
    private var cancellables = Set<AnyCancellable>()

    // The caller owns the subscription: the sink is returned, not stored here.
    func load(_ url: URL, into imageView: UIImageView) -> AnyCancellable {
        return image(at: url).sink { image in imageView.image = image }
    }

    func prefetch(_ urls: [URL]) {
        for url in urls {
            cancellables.insert(image(at: url).sink { _ in })
        }
    }

    func warmUp(_ url: URL) {
        register(image(at: url).sink { image in Log.info("warmed up: \(image != nil)") })
    }

    private func register(_ cancellable: AnyCancellable) {
        cancellables.insert(cancellable)
    }

    private func image(at url: URL) -> AnyPublisher<UIImage?, Never> {
        Just(nil).eraseToAnyPublisher()
    }
}
