import Combine
import Foundation

final class DownloadRowView {
    let titleLabel = UILabel()
    private(set) var percentText = ""
    private var cancellables = Set<AnyCancellable>()

    func bind(to download: DownloadTask) {
        download.percent
            .map { "\($0)%" }
            .receive(on: DispatchQueue.main)
            .assign(to: \.percentText, on: self)
            .store(in: &cancellables)
        download.title
            .map { Optional($0) }
            .receive(on: DispatchQueue.main, options: nil)
            .assign(to: \.text, on: titleLabel)
            .store(in: &cancellables)
    }
}
