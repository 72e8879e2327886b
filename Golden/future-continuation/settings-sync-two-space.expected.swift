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
  static func remoteSettings() async throws -> Settings {
    return try await withCheckedThrowingContinuation { continuation in
      CloudSettings.shared.fetch { continuation.resume(with: $0) }
    }
  }
}
