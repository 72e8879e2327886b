import Combine
import Foundation

final class DownloadRowView {
    let titleLabel = UILabel()
    private(set) var percentText = ""
    private var cancellables = Set<AnyCancellable>()

    func bind(to download: DownloadTask) {
        let percentTextStream = download.percent
            .map { "\($0)%" }
            .bufferedValues()
        Task { @MainActor [weak self] in
            for await value in percentTextStream {
                self?.percentText = value
            }
        }
        .store(in: &cancellables)
        let textStream = download.title
            .map { Optional($0) }
            .bufferedValues()
        Task { @MainActor [weak titleLabel] in
            for await value in textStream {
                titleLabel?.text = value
            }
        }
        .store(in: &cancellables)
    }
}
