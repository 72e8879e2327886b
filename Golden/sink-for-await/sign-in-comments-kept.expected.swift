import Combine
import Foundation

final class SignInViewController: UIViewController {
    private let viewModel = SignInViewModel()
    private let signInButton = UIButton()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        let isValidStream = viewModel.$username
            // Validate as the user types.
            .map { $0.count >= 3 }
            /* Only report changes. */
            .removeDuplicates()
            .bufferedValues()
        Task { [weak self] in
            for await isValid in isValidStream {
                // The button follows the validation.
                self?.signInButton.isEnabled = isValid // also when it turns invalid again
            }
        }
        .store(in: &cancellables)
    }
}
