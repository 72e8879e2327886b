import Combine
import Foundation

final class SearchViewModel {
    private var cancellables = Set<AnyCancellable>()
    var results: [String] = []
}
