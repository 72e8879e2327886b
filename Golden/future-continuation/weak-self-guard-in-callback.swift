import Combine
import Foundation

final class FeedAPI {
    func fetchFeed(page: Int, completion: @escaping (Result<[String], Error>) -> Void) {
        completion(.success([]))
    }
}

final class FeedStore {
    private let api = FeedAPI()
    private var pages: [Int: [String]] = [:]

    func page(_ number: Int) -> AnyPublisher<[String], Error> {
        Future { promise in
            self.api.fetchFeed(page: number) { [weak self] result in
                guard let self else { return }
                if case .success(let items) = result {
                    self.pages[number] = items
                }
                promise(result)
            }
        }
        .eraseToAnyPublisher()
    }
}
