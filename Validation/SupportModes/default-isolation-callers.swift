// Calls of the support file's helpers as combine-migrate's rewrites write them, compiled with
// the support file by Scripts/support-modes.sh under default main-actor isolation
// (`-default-isolation MainActor`): `Feed` is on the main actor without saying so, `Explicit`
// says so, and `refresh(from:)` opts out with `nonisolated`. Compiled through SIL, never run.
import Combine
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class Feed {
    private(set) var items: [String] = []
    private(set) var failures = 0
    private var cancellables = Set<AnyCancellable>()
    private var list: [AnyCancellable] = []
    private var held: AnyCancellable?
    let names = PassthroughSubject<String, Never>()
    let pages = PassthroughSubject<[String], URLError>()

    func start() {
        let nameStream = names.removeDuplicates().bufferedValues()
        Task { [weak self] in
            for await name in nameStream {
                guard let self else { continue }
                self.items.append(name)
            }
        }
        .store(in: &cancellables)
        let pageStream = pages.bufferedValues()
        held = Task { [weak self] in
            do {
                for try await page in pageStream {
                    self?.items += page
                }
                if pageStream.isFinished { self?.items.append("end") }
            } catch {
                let error: URLError = pageStream.failure(error)
                self?.failures += error.code == .cancelled ? 0 : 1
            }
        }.cancellable
        Task {}.store(in: &list)
        // first-value: one value awaited from the buffered stream.
        let firstNameStream = names.first().bufferedValues()
        Task { [weak self] in
            guard let name = await firstNameStream.firstValueOrNil() else { return }
            self?.items.insert(name, at: 0)
        }
        .store(in: &cancellables)
        let firstPageStream = pages.first().bufferedValues()
        Task { [weak self] in
            do {
                guard let page = try await firstPageStream.firstValueOrNil() else { return }
                self?.items += page
            } catch {
                let error: URLError = firstPageStream.failure(error)
                self?.failures += error.code == .cancelled ? 0 : 1
            }
        }
        .store(in: &cancellables)
    }

    func first() async throws -> String {
        try await names.firstValue()
    }

    func firstPage() async throws -> [String]? {
        try await pages.firstValueOrNil()
    }

    func firstOrNil() async -> [String]? {
        await pages.replaceError(with: []).firstValueOrNil()
    }

    // expectation-async: a test's awaits, on the main actor and in a nonisolated async test.
    func awaitedLikeATest() async throws {
        let values = pages.testValues()
        let page = try await values.next(timeout: 1)
        items += page
        for name in try await names.testValues().next(2, timeout: 1) {
            items.append(name)
        }
        let error = try await pages.testValues().failure(timeout: 1, ignoringValues: true)
        failures += error.code == .cancelled ? 0 : 1
        // Every value until the end; two awaits sharing one deadline.
        for page in try await pages.testValues().untilFinished(timeout: 1) {
            items += page
        }
        let first = pages.testValues()
        let second = names.testValues()
        let deadline = Date().addingTimeInterval(1)
        items += try await first.next(timeout: deadline.timeIntervalSinceNow)
        items.append(try await second.next(timeout: deadline.timeIntervalSinceNow))
        try first.checkNothingMore()
        // Every value until any end, then the code that read the completion.
        let ended = pages.testValues()
        for page in try await ended.untilCompletion(timeout: 1) {
            items += page
        }
        let completion = ended.receivedCompletion()
        if case .failure = completion { failures += 1 }
        // Counted values that meet a condition.
        for page in try await pages.testValues().next(2, timeout: 1, where: { page in !page.isEmpty }) {
            items += page
        }
    }

    nonisolated func awaitedInANonisolatedTest(_ subject: PassthroughSubject<Int, Never>) async throws -> Int {
        let values = subject.testValues()
        return try await values.next(timeout: 1)
    }

    func lengths() -> AnyPublisher<Int, Never> {
        names.asyncMap { name in name.count }
    }

    func numbers() -> AnyPublisher<Int, any Error> {
        AsyncStream<Int> { $0.finish() }.asyncPublisher.eraseToAnyPublisher()
    }
}

@MainActor
final class Explicit {
    var cancellables = Set<AnyCancellable>()

    func bind(_ feed: Feed) {
        let stream = feed.names.bufferedValues()
        Task { @MainActor in
            for await name in stream { print(name) }
        }
        .store(in: &cancellables)
        let firstStream = feed.names.first().bufferedValues()
        Task { @MainActor in
            guard let name = await firstStream.firstValueOrNil() else { return }
            print(name)
        }
        .store(in: &cancellables)
    }
}

nonisolated func refresh(from subject: CurrentValueSubject<Int, Never>) async throws -> Int {
    let stream = subject.bufferedValues()
    Task.detached {
        for await value in stream { print(value) }
    }
    .cancellable
    .cancel()
    return try await subject.firstValue()
}

enum ProfileError: Error {
    case missing
}

/// A leaf made async, with the bridges the one-shot rules write beside it for the callers
/// that stay in Combine (`TaskPublisher`): typed, untyped and `Never`, on a type that is on
/// the main actor by default, and on a `nonisolated` one.
final class ProfileClient {
    let session = URLSession.shared
    let url = URL(fileURLWithPath: "/")

    func name(id: Int) async throws(ProfileError) -> String {
        if id < 0 { throw .missing }
        return "user \(id)"
    }

    func name(id: Int) -> AnyPublisher<String, ProfileError> {
        TaskPublisher { () throws(ProfileError) in try await self.name(id: id) }
            .eraseToAnyPublisher()
    }

    func data() async throws -> Data {
        try await session.data(from: url).0
    }

    func data() -> AnyPublisher<Data, Error> {
        TaskPublisher { try await self.data() }
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }

    /// Below iOS 15 / macOS 12, `datatask-async` awaits `backDeployedData(from:)`, from code on
    /// the main actor by default too.
    func legacyData() async throws(URLError) -> Data {
        do {
            let (data, _) = try await session.backDeployedData(from: url)
            return data
        } catch let error as URLError {
            throw error
        } catch {
            throw URLError(error is CancellationError ? .cancelled : .unknown)
        }
    }

    func count() async -> Int { 1 }

    func count() -> AnyPublisher<Int, Never> {
        TaskPublisher { await self.count() }
            .eraseToAnyPublisher()
    }
}

nonisolated struct Endpoint {
    let session: URLSession

    func data(from url: URL) async throws -> Data {
        try await session.data(from: url).0
    }

    func data(for request: URLRequest) async throws -> Data {
        try await session.backDeployedData(for: request).0
    }

    func data(from url: URL) -> AnyPublisher<Data, Error> {
        TaskPublisher { try await self.data(from: url) }
            .eraseToAnyPublisher()
    }
}
