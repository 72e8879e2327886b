// A run that declares a `sink` of one closure on `Future`s of `Void` (Canvas's Core): a
// trailing closure on a chain that may end in a `Future` may call it, and then is a
// completion handler, which a loop over values cannot be: it stays, saying so. A
// `@Published` property's projection is no `Future`: its subscription migrates as usual.
import Combine
import Foundation

extension Future where Output == Void {
    func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        sink(receiveCompletion: receiveCompletion, receiveValue: {})
    }
}

final class FileUploader {
    @Published var progress = 0
    func upload() -> Future<Void, Error> {
        Future { promise in promise(.success(())) }
    }
}

@MainActor
final class FileUploadViewModel {
    var finished = false
    var progress = 0
    private let uploader = FileUploader()
    private var cancellables = Set<AnyCancellable>()

    func start() {
        uploader.upload()
            .sink { [weak self] completion in
                if case .finished = completion { self?.finished = true }
            }
            .store(in: &cancellables)
        uploader.$progress
            .receive(on: DispatchQueue.main)
            .sink { [weak self] progress in
                self?.progress = progress
            }
            .store(in: &cancellables)
    }
}
