import Combine
import Foundation

struct Profile: Decodable {
    let name: String
}

/// The request is known (from `Routes`), but an operator of each chain has no async
/// equivalent: the chain stays whole, nothing is left hanging off an awaited result.
final class ProfileClient {
    private let session: URLSession
    private let log: (String) -> Void

    init(session: URLSession, log: @escaping (String) -> Void) {
        self.session = session
        self.log = log
    }

    func profile(id: String) -> AnyPublisher<Profile, Error> {
        session.dataTaskPublisher(for: Routes.profile(id: id))
            .map(\.data)
            .handleEvents(receiveOutput: { [log] data in log("\(data.count) bytes") })
            .decode(type: Profile.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    func sharedProfile(id: String) -> AnyPublisher<Profile, Error> {
        session.dataTaskPublisher(for: Routes.profile(id: id))
            .map(\.data)
            .decode(type: Profile.self, decoder: JSONDecoder())
            .share()
            .eraseToAnyPublisher()
    }

    func profileWithTimeout(id: String) -> AnyPublisher<Profile, Error> {
        session.dataTaskPublisher(for: Routes.profile(id: id))
            .timeout(.seconds(5), scheduler: DispatchQueue.main)
            .map(\.data)
            .decode(type: Profile.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}
