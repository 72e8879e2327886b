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
        let progressStream = uploader.progress.bufferedValues()
        Task { [weak self] in
            for await progress in progressStream {
                guard let self else { continue }
                self.progressView.progress = Float(progress)
                self.statusLabel.text = progress >= 1 ? "Done" : "Uploading…"
            }
        }
        .store(in: &cancellables)
    }
}
