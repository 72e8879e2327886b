import Combine
import Foundation

final class OnboardingViewController: UIViewController {
    private let permissions: PermissionCenter
    private let hintLabel = UILabel()
    private var subscriptions = Set<AnyCancellable>()

    init(permissions: PermissionCenter) {
        self.permissions = permissions
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        permissions.notificationStatus.prefix(1).sink { [unowned self] status in
            self.hintLabel.isHidden = status == .granted
        }.store(in: &subscriptions)
    }
}
