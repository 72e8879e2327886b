import Combine
import Foundation

/// Explains the migration in the app's developer menu. Nothing here is a subscription:
/// the Combine code is in strings, comments and a regex literal.
struct MigrationHelp {
    // Before: viewModel.$query.sink { [weak self] query in self?.search(query) }.store(in: &cancellables)
    /* After: a Task looping over viewModel.$query.bufferedValues(), stored in cancellables. */
    let before = "viewModel.$query.sink { [weak self] query in self?.search(query) }.store(in: &cancellables)"
    let multiline = """
        api.fetch()
            .sink(receiveCompletion: { _ in }, receiveValue: { value in print(value) })
            .store(in: &bag)
        """
    let subscriptionPattern = #/\.sink\s*\{\s*(\[weak self\])?\s*\w+ in .*\}\s*\.store\(in: &\w+\)/#

    func looksLikeSubscription(_ line: String) -> Bool {
        line.contains(subscriptionPattern)
    }
}

final class HelpScreen {
    private var cancellables = Set<AnyCancellable>()
}
