import Foundation

final class ImageLoader: RequestProviding {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func imageData() async throws -> Data {
        let (data, _) = try await session.data(for: request)
        return data
    }
}
