import Foundation

extension URLSession {
    /// The body at `url`, whatever the status.
    func body(at url: URL) async throws -> Data {
        let (data, _) = try await self.data(from: url)
        return data
    }
}
