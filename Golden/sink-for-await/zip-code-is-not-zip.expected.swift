import Combine
import Foundation

@MainActor
final class AddressFormViewModel {
    @Published var address = PostalAddress(street: "", zip: "", city: "")
    @Published private(set) var suggestedCity: String?
    private let directory: CityDirectory
    private var cancellables = Set<AnyCancellable>()

    init(directory: CityDirectory) {
        self.directory = directory
        // `zip` here is the postal code, not Combine's `zip` operator.
        let zipStream = $address
            .map(\.zip)
            .removeDuplicates()
            .bufferedValues()
        Task { [weak self] in
            for await zip in zipStream {
                self?.suggestedCity = directory.city(forPostalCode: zip)
            }
        }
        .store(in: &cancellables)
    }
}
