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
        viewModel.$displayName.sink { [unowned self] name in
            self.nameLabel.text = name
            self.title = name
        }.store(in: &subscriptions)
        viewModel.avatar
            .compactMap { $0 }
            .sink { [unowned self] image in self.avatarView.image = image }
            .store(in: &subscriptions)
    }
}
