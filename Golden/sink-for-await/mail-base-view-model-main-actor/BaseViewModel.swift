import Foundation

/// What every screen's view model shares: it lives on the main actor.
@MainActor
class BaseViewModel {
    var errorMessage: String?

    func show(_ error: Error) {
        errorMessage = error.localizedDescription
    }
}
