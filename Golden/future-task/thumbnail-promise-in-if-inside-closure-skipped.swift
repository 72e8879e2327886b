import Combine
import Foundation

// The promise is called in an `if` inside a closure of the Task: that closure's, not the
// Task's, so no `return` can stand for it.
actor ThumbnailRenderer {
    func render(_ size: Int) -> Data? { size > 0 ? Data(count: size) : nil }
}

final class ThumbnailProvider {
    private let renderer = ThumbnailRenderer()

    func thumbnail(size: Int) -> AnyPublisher<Data, Never> {
        Future { promise in
            Task {
                let data = await self.renderer.render(size)
                DispatchQueue.main.async {
                    if let data {
                        promise(.success(data))
                    } else {
                        promise(.success(Data()))
                    }
                }
            }
        }
        .eraseToAnyPublisher()
    }
}
