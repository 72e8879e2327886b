import Combine
import Foundation

final class ProfileViewController: UIViewController {
    private let viewModel: ProfileViewModel
    private let nameLabel = UILabel()
    private let avatarView = UIImageView()
    private var subscriptions = Set<AnyCancellable>()

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let nameStream = viewModel.$displayName.bufferedValues()
        Task { [unowned self] in
            for await name in nameStream {
                self.nameLabel.text = name
                self.title = name
            }
        }.store(in: &subscriptions)
        let imageStream = viewModel.avatar
            .compactMap { $0 }
            .bufferedValues()
        Task { [unowned self] in
            for await image in imageStream {
                self.avatarView.image = image
            }
        }
        .store(in: &subscriptions)
    }
}
