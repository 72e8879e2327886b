import Combine
import Foundation

final class WelcomeViewController: UIViewController {
    private let session: AppSession
    private let greetingLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    init(session: AppSession) {
        self.session = session
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        session.currentUser
            .compactMap { $0?.name }
            .first()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] name in
                self?.greetingLabel.text = "Welcome, \(name)"
            }
            .store(in: &cancellables)
    }
}
