import Combine
import Foundation
import XCTest

final class ScoreStoreTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// The completion handler fulfils the expectation once the save has ended; the value
    /// closure checked the saved score as it came, before that.
    func testSaveAssignsAnID() {
        var subscriptions = Set<AnyCancellable>()
        let saved = XCTestExpectation(description: "save")
        let store = ScoreStore()
        var expected = Score(points: 10, id: nil)
        do {
            expected.id = try store.reserveID()
        } catch {
            XCTFail("no id: \(error)")
            saved.fulfill()
            return
        }

        let publisher = store.save(Score(points: 10, id: nil))
            .sink(receiveCompletion: { result in

                if case let .failure(error) = result {
                    XCTFail(error.localizedDescription)
                }
                saved.fulfill()

        }, receiveValue: { score in
            XCTAssertEqual(score.points, expected.points)
            guard let id = score.id else {
                XCTFail("no id")
                saved.fulfill()
                return
            }
            XCTAssertEqual(id, expected.id)
        })
        publisher.store(in: &subscriptions)
        wait(for: [saved], timeout: 2.0)
    }

    /// Several values, each checked in turn, before the publisher finished; the test reads
    /// what the closure collected after the wait.
    func testPagesComeInOrder() {
        let exp = expectation(description: "pages")
        var seen: [Int] = []
        ScoreStore().pages(count: 3)
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished: break
                case .failure(let error): XCTFail("\(error)")
                }
                exp.fulfill()
            }, receiveValue: { page in
                seen.append(page)
                XCTAssertEqual(page, seen.count)
            })
            .store(in: &cancellables)
        wait(for: [exp], timeout: 2)
        XCTAssertEqual(seen, [1, 2, 3])
    }

    /// Nothing to check but the end: the value closure is empty.
    func testDeleteFinishes() {
        var subscriptions = Set<AnyCancellable>()
        let deleted = XCTestExpectation(description: "delete")
        let publisher = ScoreStore().delete(Score(points: 1, id: "yarr"))
            .sink(receiveCompletion: { result in
                if case let .failure(error) = result {
                    XCTFail(error.localizedDescription)
                }
                deleted.fulfill()
            }, receiveValue: { _ in

            })
        publisher.store(in: &subscriptions)
        wait(for: [deleted], timeout: 2.0)
    }

    /// The fulfilment after an `XCTFail` shares its line: it goes with its `;`.
    func testSaveOnOneLine() {
        var subscriptions = Set<AnyCancellable>()
        let exp = XCTestExpectation(description: "save")
        let publisher = ScoreStore().save(Score(points: 1, id: nil))
            .sink(receiveCompletion: { result in
                if case let .failure(error) = result { XCTFail("\(error)") }
                exp.fulfill()
            }, receiveValue: { score in
                guard let id = score.id else { XCTFail("no id"); exp.fulfill(); return }
                XCTAssertEqual(id, "yarr")
            })
        publisher.store(in: &subscriptions)
        wait(for: [exp], timeout: 2)
    }
}
