import Combine
import Foundation

final class LoginViewController: UIViewController {
    private let viewModel = LoginViewModel()
    private let errorLabel = UILabel()
    private let loginButton = UIButton()
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$errorText
            .assign(to: \.text, on: errorLabel)
            .store(in: &subscriptions)
        viewModel.$canSubmit
            .assign(to: \.isEnabled, on: loginButton)
            .store(in: &subscriptions)
    }
}
