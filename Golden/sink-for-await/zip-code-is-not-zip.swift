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
        $address
            .map(\.zip)
            .removeDuplicates()
            .sink { [weak self] zip in
                self?.suggestedCity = directory.city(forPostalCode: zip)
            }
            .store(in: &cancellables)
    }
}
