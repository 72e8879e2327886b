import Combine
import Foundation

final class UploadViewController: UIViewController {
    private let uploader: BackgroundUploader
    private let progressView = UIProgressView()
    private let statusLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    init(uploader: BackgroundUploader) {
        self.uploader = uploader
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        uploader.progress
            .receive(on: DispatchQueue.main)
            .sink { [weak self] progress in
                guard let self else { return }
                self.progressView.progress = Float(progress)
                self.statusLabel.text = progress >= 1 ? "Done" : "Uploading…"
            }
            .store(in: &cancellables)
    }
}
