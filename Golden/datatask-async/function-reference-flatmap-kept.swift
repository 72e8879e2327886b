import Combine
import Foundation

// A function named as a value, not called — `.flatMap(funds)`, as a request type's
// publisher chains its steps — needs its publisher form: it stays as it is, with a warning
// naming that use. `balance(url:)`, called and subscribed to, migrates with its caller; a property of
// the same name is no reference to it.
enum AppError: Error {
    case network
    case parseFailed
}

struct FundsRequest {
    let url: URL

    var publisher: AnyPublisher<(String, String), AppError> {
        URLSession.shared.dataTaskPublisher(for: url)
            .map { $0.data }
            .mapError { _ in AppError.network }
            .flatMap(funds)
            .eraseToAnyPublisher()
    }

    func funds(data: Data) -> AnyPublisher<(String, String), AppError> {
        URLSession.shared.dataTaskPublisher(for: url)
            .tryMap { output -> (String, String) in
                guard let text = String(data: output.data, encoding: .utf8) else { throw AppError.parseFailed }
                return (text, text)
            }
            .mapError { _ in AppError.parseFailed }
            .eraseToAnyPublisher()
    }
}

final class BalanceAPI {
    func balance(url: URL) -> AnyPublisher<String, Error> {
        URLSession.shared.dataTaskPublisher(for: url)
            .map { String(decoding: $0.data, as: UTF8.self) }
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}

// `balance` named alone here is the property, not a reference to `balance(url:)`.
final class BalanceModel {
    private let api: BalanceAPI
    private var cancellables = Set<AnyCancellable>()
    private(set) var balance = ""

    init(api: BalanceAPI) {
        self.api = api
    }

    func refresh(url: URL) {
        api.balance(url: url)
            .replaceError(with: "")
            .sink { [weak self] text in
                self?.balance = text
            }
            .store(in: &cancellables)
    }
}
