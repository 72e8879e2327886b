// Stubs for Golden/receive-main-actor/nested-main-queue-hops-three-deep.
import Combine
import Foundation

final class DownloadQueue {
    let activeCount = PassthroughSubject<Int, Never>()
    let errors = PassthroughSubject<Error, Never>()
    func progress(ofItem index: Int) -> AnyPublisher<Double, Never> { Just(0).eraseToAnyPublisher() }
}

final class BadgeLabel {
    var text: String?
    var fraction: Double = 0
    var errorText: String?
}
