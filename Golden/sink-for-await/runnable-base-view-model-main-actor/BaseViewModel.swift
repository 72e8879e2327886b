import Foundation

/// The view models' base class: on the main actor, which its subclasses inherit.
@MainActor
class BaseViewModel {
    var isLoading = false
}
