import Combine
import Foundation

struct Settings: Codable {
  var theme: String
  var notifications: Bool
}

final class CloudSettings: Sendable {
  static let shared = CloudSettings()

  func fetch(completion: @escaping (Result<Settings, Error>) -> Void) {
    completion(.success(Settings(theme: "dark", notifications: true)))
  }
}

enum SettingsSync {
  static func remoteSettings() -> AnyPublisher<Settings, Error> {
    return Deferred {
      Future { promise in
        CloudSettings.shared.fetch { promise($0) }
      }
    }
    .eraseToAnyPublisher()
  }
}
