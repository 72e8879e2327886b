import Combine
import Foundation

enum DownloadError: Error {
    case badURL
    case emptyResponse
}

/// An SDK whose downloads call back on a queue of their own.
final class AssetDownloader {
    func download(_ url: URL, completion: @escaping @Sendable (Data?, Error?) -> Void) {
        DispatchQueue.global().async {
            completion(Data(), nil)
        }
    }
}

final class AssetRepository {
    private let downloader = AssetDownloader()

    func asset(named name: String) -> AnyPublisher<Data, Error> {
        guard let url = URL(string: "https://cdn.example.com/assets/\(name)") else {
            return Fail(error: DownloadError.badURL).eraseToAnyPublisher()
        }
        return Future { promise in
            // The SDK calls back on its own queue.
            self.downloader.download(url) { data, error in
                if let error {
                    promise(.failure(error))
                } else if let data, !data.isEmpty {
                    promise(.success(data))
                } else {
                    // Neither data nor error: treat as empty.
                    promise(.failure(DownloadError.emptyResponse))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
