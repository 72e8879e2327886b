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
        let nameStream = session.currentUser
            .compactMap { $0?.name }
            .first()
            .bufferedValues()
        Task { [weak self] in
            for await name in nameStream {
                self?.greetingLabel.text = "Welcome, \(name)"
            }
        }
        .store(in: &cancellables)
    }
}
