import Combine
import Foundation

final class UploadViewModel {
    @Published private(set) var isUploading = false
    @Published private(set) var progress = 0.0
    private let uploader: Uploader
    private var cancellables = Set<AnyCancellable>()

    init(uploader: Uploader) {
        self.uploader = uploader
    }

    func upload(_ data: Data) {
        uploader.upload(data)
            .sink(receiveCompletion: { _ in
                self.isUploading = false
            }, receiveValue: { [weak self] fraction in
                self?.progress = fraction
            })
            .store(in: &cancellables)
    }
}
