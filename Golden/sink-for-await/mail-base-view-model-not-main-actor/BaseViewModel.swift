import Foundation

/// What every screen's view model shares; no actor of its own.
class BaseViewModel: NSObject {
    var errorMessage: String?

    func show(_ error: Error) {
        errorMessage = error.localizedDescription
    }
}
