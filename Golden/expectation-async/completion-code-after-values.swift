import Combine
import Foundation
import XCTest

final class ScoreStoreCompletionCodeTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// The completion handler prints the completion, whatever it is, then fulfils the
    /// expectation (SpotifyAPI's `followedArtistsPages`): every value until the end, then the
    /// print, with the completion the handler was given.
    func testPrintsTheCompletion() {
        let exp = XCTestExpectation(description: "pages")
        ScoreStore().pages(count: 3)
            .sink(
                receiveCompletion: { completion in
                    print("pages completion: \(completion)")
                    exp.fulfill()
                },
                receiveValue: { page in
                    XCTAssertGreaterThan(page, 0)
                }
            )
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// A leading `defer` fulfils it; the code asserts on the completion, and the value closure
    /// only fails the test.
    func testDeferredFulfilmentAssertsTheEnd() {
        let exp = expectation(description: "save")
        ScoreStore(rejects: true).save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { completion in
                defer { exp.fulfill() }
                XCTAssertEqual(completion, .failure(.rejected("read-only")))
            }, receiveValue: { score in
                XCTFail("unexpected \(score)")
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// The handler ignores the completion (`_`): its code runs after the values, without it.
    func testIgnoresTheCompletion() {
        let exp = expectation(description: "pages")
        ScoreStore().pages(count: 2)
            .sink(receiveCompletion: { _ in
                print("pages done")
                exp.fulfill()
            }, receiveValue: { _ in })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
    }

    /// Three requests waited for together, each handler naming its completion `completion`:
    /// the later ones take fresh names after their values. Another closure of the test binds
    /// `completion` for itself, which a declaration beside it leaves alone.
    func testThreeRequestsPrintTheirCompletions() {
        let first = expectation(description: "first")
        let second = expectation(description: "second")
        let third = expectation(description: "third")
        let describe = { (completion: Subscribers.Completion<StoreError>) in "\(completion)" }
        ScoreStore().pages(count: 1)
            .sink(receiveCompletion: { completion in
                print("first: \(completion)")
                first.fulfill()
            }, receiveValue: { _ in })
            .store(in: &cancellables)
        ScoreStore().pages(count: 2)
            .sink(receiveCompletion: { completion in
                print("second: \(completion)")
                second.fulfill()
            }, receiveValue: { _ in })
            .store(in: &cancellables)
        ScoreStore(rejects: true).save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { completion in
                print("third: \(completion)")
                third.fulfill()
            }, receiveValue: { _ in })
            .store(in: &cancellables)
        wait(for: [first, second, third], timeout: 2)
        print(describe(.finished))
    }
}
