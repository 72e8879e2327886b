import Foundation
import OpenCombine

// A project that uses OpenCombine instead of Combine deploys below iOS 13, where async/await
// and Task are not available: left alone, with a warning.
@MainActor
final class RegionBanner {
    @Published var region = "EU"
    private(set) var text = ""
    private var subscriptions = Set<AnyCancellable>()

    func bind() {
        $region
            .sink { [weak self] region in
                self?.text = "Region: \(region)"
            }
            .store(in: &subscriptions)
    }
}
