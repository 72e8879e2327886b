import Combine
import Foundation

final class SignInViewController: UIViewController {
    private let viewModel = SignInViewModel()
    private let signInButton = UIButton()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$username
            // Validate as the user types.
            .map { $0.count >= 3 }
            /* Only report changes. */
            .removeDuplicates()
            .sink { [weak self] isValid in
                // The button follows the validation.
                self?.signInButton.isEnabled = isValid // also when it turns invalid again
            }
            .store(in: &cancellables)
    }
}
