import Foundation

struct Photo: Decodable {
    let id: Int
    let title: String
}

final class PhotoRepository {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func photos(albumID: Int) async throws -> [Photo] {
        let request = URLRequest(url: URL(string: "https://photos.example/albums/\(albumID)/photos")!)
        let (data, _) = try await session.data(for: request)
        return try JSONDecoder().decode([Photo].self, from: data)
    }
}
