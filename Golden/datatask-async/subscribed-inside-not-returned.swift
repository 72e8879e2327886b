import Combine
import Foundation

/// Downloads an avatar into a subject that several screens observe.
final class AvatarStore {
    private let session: URLSession
    private let subject = CurrentValueSubject<Data?, Never>(nil)
    private var download: AnyCancellable?

    init(session: URLSession) {
        self.session = session
    }

    func avatar(from url: URL) -> AnyPublisher<Data?, Never> {
        download = session.dataTaskPublisher(for: url)
            .map { Optional($0.data) }
            .replaceError(with: nil)
            .subscribe(subject)
        return subject.eraseToAnyPublisher()
    }
}
