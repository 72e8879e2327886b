import Combine
import Foundation

final class PlayerViewController: UIViewController {
    private let player: AudioPlayer
    private let progressLabel = UILabel()
    private let titleLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    init(player: AudioPlayer) {
        self.player = player
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        player.$progress
            .map { Int($0 * 100) }
            // Update the label on every tick.
            .sink { [weak self] percent in
                self?.progressLabel.text = "\(percent)%"
            }
            .store(in: &cancellables)
        player.$trackTitle
            .removeDuplicates() // the title repeats on every seek
            .sink { [weak self] title in
                self?.titleLabel.text = title
            }
            .store(in: &cancellables)
    }
}
