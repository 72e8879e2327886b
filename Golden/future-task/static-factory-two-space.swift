import Combine
import Foundation

struct Token: Sendable {
  let value: String
}

enum TokenProvider {
  static func refresh(using refreshToken: String) -> AnyPublisher<Token, Error> {
    Future { promise in
      Task {
        do {
          try await Task.sleep(nanoseconds: 1_000)
          promise(.success(Token(value: refreshToken + "-renewed")))
        } catch {
          promise(.failure(error))
        }
      }
    }
    .eraseToAnyPublisher()
  }
}
