import Combine
import Foundation

struct CheckoutState {
    var canNavigateBack = false
    var pageTitle = ""
    var failed = false
}

final class CheckoutWebViewModel {
    @Published var url: URL?
    @Published var canGoBack = false
    @Published var title = ""
    @Published var progress = 0.0
}

/// The `url` and `canGoBack` handlers both write `state`: the main queue ran them in the
/// order the web view sent them, which two loops would not keep. Both stay in Combine. The
/// `progress` handler uses members of its own, and migrates.
final class CheckoutFlowViewModel {
    private var cancellables = Set<AnyCancellable>()
    private var canGoBackCancellable: AnyCancellable?
    private(set) var state = CheckoutState()
    private(set) var progressText = ""
    let webViewModel: CheckoutWebViewModel

    init(webViewModel: CheckoutWebViewModel) {
        self.webViewModel = webViewModel
    }

    func setUpObservers() {
        webViewModel.$url
            .receive(on: DispatchQueue.main)
            .sink { [weak self] url in
                guard let strongSelf = self else { return }
                strongSelf.state.canNavigateBack = url?.path != "/checkout"
            }
            .store(in: &cancellables)

        canGoBackCancellable = webViewModel.$canGoBack
            .receive(on: DispatchQueue.main)
            .sink { [weak self] value in
                guard let currentURL = self?.webViewModel.url else { return }
                self?.state.canNavigateBack = value && currentURL.path != "/checkout"
            }

        webViewModel.$progress
            .receive(on: DispatchQueue.main)
            .sink { [weak self] progress in
                self?.progressText = "\(Int(progress * 100)) %"
            }
            .store(in: &cancellables)
    }
}

/// Look-alikes: two handlers that use members of the same name on other objects (`label.text`,
/// `banner.text`) and each their own member of the type share nothing, and both migrate.
final class CheckoutHeader {
    private var cancellables = Set<AnyCancellable>()
    private(set) var titleText = ""
    private(set) var isLoading = false
    let webViewModel: CheckoutWebViewModel

    init(webViewModel: CheckoutWebViewModel) {
        self.webViewModel = webViewModel
    }

    func bind(label: Label, banner: Label) {
        webViewModel.$title
            .receive(on: DispatchQueue.main)
            .sink { [weak self] title in
                label.text = title
                self?.titleText = title
            }
            .store(in: &cancellables)
        webViewModel.$progress
            .receive(on: DispatchQueue.main)
            .sink { [weak self] progress in
                banner.text = progress < 1 ? "Loading" : ""
                self?.isLoading = progress < 1
            }
            .store(in: &cancellables)
    }
}

final class Label {
    var text = ""
}

/// A subscription Combine keeps (`debounce`) delivers on the main queue too: the `clear`
/// handler, which writes the same `results`, stays with it.
final class SearchResultsModel {
    private var cancellables = Set<AnyCancellable>()
    private(set) var results: [String] = []

    func bind(query: PassthroughSubject<String, Never>, clear: PassthroughSubject<Void, Never>) {
        query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] text in
                self?.results = [text]
            }
            .store(in: &cancellables)
        clear
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.results = []
            }
            .store(in: &cancellables)
    }
}

/// A member inherited from a superclass the type does not declare (`self.title`, as a view
/// controller's) is shared state too: both stay. `assign(to: \.title, on: self)` writes it.
class CheckoutScreen {
    var title = ""
}

final class CheckoutSummaryScreen: CheckoutScreen {
    private var cancellables = Set<AnyCancellable>()

    func bind(_ webViewModel: CheckoutWebViewModel, step: PassthroughSubject<String, Never>) {
        webViewModel.$title
            .receive(on: DispatchQueue.main)
            .sink { [weak self] title in
                self?.title = title
            }
            .store(in: &cancellables)
        step
            .receive(on: DispatchQueue.main)
            .assign(to: \.title, on: self)
            .store(in: &cancellables)
    }
}
