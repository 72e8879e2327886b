// Stubs for the app types that Golden/sink-for-await cases name. Compiled in the same
// module as each case of that folder (input and expected output alike), so nothing here
// may clash with a declaration in a case (runnable cases included: `Recorder`, `Listener`,
// `Loader`, `LoadError`). Declarations only: no top-level code.
//
// The UIKit names are stand-ins (there is no UIKit on Linux): plain classes with the few
// members the cases use, not marked `@MainActor`.
import Combine
import Foundation

// MARK: - UIKit stand-ins

class UIView {
    var isHidden = false
    // Written out: under default main-actor isolation an implicit one would be nonisolated
    // here and main-actor in the subclasses, which do not compile as overrides.
    init() {}
}

final class UILabel: UIView {
    var text: String?
}

final class UIButton: UIView {
    var isEnabled = true
}

final class UIImage {}

final class UIImageView: UIView {
    var image: UIImage?
}

class UITableViewCell: UIView {
    func prepareForReuse() {}
}

class UIViewController {
    var title: String?
    init() {}
    func viewDidLoad() {}
}

// MARK: - App services and models

enum APIError: Error {
    case offline
    case server(Int)
}

enum Log {
    static func info(_ message: String) {}
    static func error(_ error: Error) {}
}

enum Analytics {
    static func track(_ event: String) {}
}

final class AnalyticsClient {
    func log(_ event: String, _ value: String) {}
}

final class SearchService {
    func localMatches(for query: String) -> [String] { [] }
}

final class TypeaheadService {
    func suggestions(for query: String) -> [String] { [] }
}

final class ProfileViewModel {
    @Published var displayName = ""
    let avatar = CurrentValueSubject<UIImage?, Never>(nil)
}

struct Note {
    let title: String
    let isArchived: Bool
}

final class NotesAPI {
    func fetchNotes() -> AnyPublisher<[Note], APIError> { Empty().eraseToAnyPublisher() }
}

final class NotesCache {
    func replaceAll(with notes: [Note]) {}
}

struct Post {
    let id: Int
}

struct FeedPage {
    let posts: [Post]
}

final class FeedClient {
    func page(after cursor: String) -> AnyPublisher<FeedPage, APIError> { Empty().eraseToAnyPublisher() }
}

final class SettingsService {
    func update(notifications: Bool) -> AnyPublisher<Bool, APIError> { Empty().eraseToAnyPublisher() }
}

struct Receipt {
    let id: String
}

final class PaymentService {
    func charge(_ amount: Decimal) -> AnyPublisher<Receipt, APIError> { Empty().eraseToAnyPublisher() }
}

final class Uploader {
    func upload(_ data: Data) -> AnyPublisher<Double, APIError> { Empty().eraseToAnyPublisher() }
}

struct Product {
    let name: String
    let formattedPrice: String
}

final class Catalog {
    func product(at index: Int) -> AnyPublisher<Product, Never> { Empty().eraseToAnyPublisher() }
}

struct Coordinate {
    let latitude: Double
    let longitude: Double
    let accuracy: Double
}

final class LocationService {
    let locations = PassthroughSubject<Coordinate, Never>()
    let headings = PassthroughSubject<Double, Never>()
}

struct CartItem {
    let sku: String
}

final class CartStore {
    @Published var items: [CartItem] = []
}

final class SignInViewModel {
    @Published var username = ""
}

final class AudioPlayer {
    @Published var progress = 0.0
    @Published var trackTitle = ""
    var volume = 1.0
}

struct Message {
    let text: String
    let isSpam: Bool
}

final class Inbox {
    let newMessages = PassthroughSubject<[Message], Never>()
}

final class PriceFeed {
    let prices = PassthroughSubject<Double, Never>()
}

struct Download {
    let url: URL
    let isFinished: Bool
}

final class DownloadManager {
    let downloads = CurrentValueSubject<[Download], Never>([])
}

struct Order {
    let id: Int
    let date: Date
}

final class OrderRepository {
    let orders = CurrentValueSubject<[Order], Never>([])
}

struct Track {
    let id: Int
}

final class Playlist {
    @Published var upcoming: [Track] = []
}

final class TrackCache {
    func preload(_ track: Track) {}
}

final class AppSettings {
    @Published var darkMode = false
    @Published var volume = 0.5
    var minimumVolume = 0.2
}

struct Account {
    let name: String
}

final class AccountAPI {
    func account() -> AnyPublisher<Account, APIError> { Empty().eraseToAnyPublisher() }
}

struct Forecast {
    let day: String
}

final class WeatherService {
    func forecast(for city: String) -> AnyPublisher<[Forecast], APIError> { Empty().eraseToAnyPublisher() }
}

struct Transfer {
    let amount: Decimal
}

final class BankAPI {
    func transfers() -> AnyPublisher<[Transfer], APIError> { Empty().eraseToAnyPublisher() }
}

struct PostalAddress {
    var street: String
    var zip: String
    var city: String
}

final class CityDirectory {
    func city(forPostalCode code: String) -> String? { nil }
}

final class FavoritesStore {
    let changes = PassthroughSubject<[String], Never>()
}

final class AppRouter {
    let screens = PassthroughSubject<String, Never>()
}

final class SettingsRepository {
    let extraSections = PassthroughSubject<[String], Never>()
}

// MARK: - Combine API that OpenCombine 0.14 does not have
//
// Signatures only (Apple's Combine has them; the keep-list cases name them and are never
// run): `combineLatest`, `Publishers.CombineLatest`, `merge(with:)`, `collect(.byTime…)`.

extension Publishers {
    struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        typealias Output = (A.Output, B.Output)
        typealias Failure = A.Failure

        init(_ a: A, _ b: B) {}

        func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            fatalError("signature stub")
        }
    }

    enum TimeGroupingStrategy<Context: Scheduler> {
        case byTime(Context, Context.SchedulerTimeType.Stride)
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }
}

extension Publisher {
    func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure>
    where P.Output == Output, P.Failure == Failure {
        fatalError("signature stub")
    }

    func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>) -> AnyPublisher<[Output], Failure> {
        fatalError("signature stub")
    }
}
