import Foundation

struct Token: Sendable {
  let value: String
}

enum TokenProvider {
  static func refresh(using refreshToken: String) async throws -> Token {
    try await Task.sleep(nanoseconds: 1_000)
    return Token(value: refreshToken + "-renewed")
  }
}
