import Combine
import Foundation

final class ScrollHeaderViewController: UIViewController {
    private let scrollOffsets = PassthroughSubject<Double, Never>()
    private let headerLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollOffsets
            .throttle(for: .milliseconds(100), scheduler: DispatchQueue.global(), latest: true)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] offset in
                self?.headerLabel.isHidden = offset > 120
            }
            .store(in: &cancellables)
        scrollOffsets
            .share()
            .receive(on: RunLoop.main)
            .sink { offset in Log.info("offset \(offset)") }
            .store(in: &cancellables)
    }
}
