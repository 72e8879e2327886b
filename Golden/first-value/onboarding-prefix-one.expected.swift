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
        let statusStream = permissions.notificationStatus.prefix(1).bufferedValues()
        Task { [unowned self] in
            guard let status = await statusStream.firstValueOrNil() else { return }
            self.hintLabel.isHidden = status == .granted
        }.store(in: &subscriptions)
    }
}
