import Foundation

actor ImageStore {
    private var images: [URL: Data] = [:]

    func cached(_ url: URL) -> Data? {
        images[url]
    }

    func download(_ url: URL) async throws -> Data {
        let data = Data()
        images[url] = data
        return data
    }
}

final class AvatarLoader {
    private let store = ImageStore()

    func avatar(at url: URL) async throws -> Data {
        if let data = await self.store.cached(url) {
            return data
        } else {
            do {
                let data = try await self.store.download(url)
                return data
            } catch {
                throw error
            }
        }
    }
}
