import Combine
import Foundation

final class Uploader {
    func upload(_ data: Data, completion: @escaping (Result<URL, Error>) -> Void) {
        completion(.success(URL(fileURLWithPath: "/tmp/upload")))
    }
}

final class AttachmentService {
    private let uploader = Uploader()

    func upload(_ data: Data) -> AnyPublisher<URL, Error> {
        Future { promise in
            self.uploader.upload(data) { result in
                if case .failure(let error) = result {
                    promise(.failure(error))
                }
                promise(result)
            }
        }
        .eraseToAnyPublisher()
    }
}
