import Combine
import Foundation

final class LoginViewController: UIViewController {
    private let viewModel = LoginViewModel()
    private let errorLabel = UILabel()
    private let loginButton = UIButton()
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        let textStream = viewModel.$errorText.bufferedValues()
        Task { [weak errorLabel] in
            for await value in textStream {
                errorLabel?.text = value
            }
        }
        .store(in: &subscriptions)
        let isEnabledStream = viewModel.$canSubmit.bufferedValues()
        Task { [weak loginButton] in
            for await value in isEnabledStream {
                loginButton?.isEnabled = value
            }
        }
        .store(in: &subscriptions)
    }
}
