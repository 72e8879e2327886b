// validation: runnable
// `assign(to:on:)` on an object reached through a property path: the path is read once,
// where the Task is made (as `assign` read it where it subscribed), into a weak capture
// named after its last component (the last two joined when the function names the last one
// on its own: `view`) — the button replaced later receives nothing, as with `assign`. An object reached through a force unwrap stays, with a warning.
import Combine
import Foundation

final class Button {
    var isEnabled = false
    var isHidden = false
    let view = Label()
}

final class Label {
    var text: String? = nil
    var isHidden = false
}

final class NavigationActionView {
    var isHidden = false
    var nextButton = Button()
    let skipButton = Button()
    var titleLabel: Label? = Label()
}

final class ReportViewModel {
    @Published var isNextButtonEnabled = false
    @Published var isSkipButtonHidden = false
    @Published var title: String? = nil
}

@MainActor
final class ReportViewController {
    let viewModel = ReportViewModel()
    let navigationActionView = NavigationActionView()
    let view = NavigationActionView()
    private var observations = Set<AnyCancellable>()

    func viewDidLoad() {
        view.isHidden = false
        viewModel.$isNextButtonEnabled
            .receive(on: DispatchQueue.main)
            .assign(to: \.isEnabled, on: navigationActionView.nextButton)
            .store(in: &observations)

        viewModel.$isSkipButtonHidden
            .receive(on: DispatchQueue.main)
            .assign(to: \.isHidden, on: self.navigationActionView.skipButton)
            .store(in: &observations)

        viewModel.$isSkipButtonHidden
            .map { !$0 }
            .receive(on: DispatchQueue.main)
            .assign(to: \.isHidden, on: navigationActionView.nextButton.view)
            .store(in: &observations)

        viewModel.$title
            .receive(on: DispatchQueue.main)
            .assign(to: \.text, on: navigationActionView.titleLabel!)
            .store(in: &observations)
    }
}

MainActor.assumeIsolated {
    let controller = ReportViewController()
    let first = controller.navigationActionView.nextButton
    controller.viewDidLoad()
    controller.navigationActionView.nextButton = Button()
    controller.viewModel.isNextButtonEnabled = true
    controller.viewModel.isSkipButtonHidden = true
    RunLoop.main.run(until: Date().addingTimeInterval(0.3))
    print("first \(first.isEnabled) replacement \(controller.navigationActionView.nextButton.isEnabled) skip hidden \(controller.navigationActionView.skipButton.isHidden) first's view hidden \(first.view.isHidden)")
}
