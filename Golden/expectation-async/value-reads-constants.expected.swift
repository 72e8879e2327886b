import Combine
import Foundation
import XCTest

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

@MainActor
final class ChainListTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    let expectedFirst = "mainnet"
    private static let expectedCount = 3
    var expectedLast = "custom"
    let expectedLists = ChainStore()

    /// The closure reads a constant property of the test class (`self.expectedFirst`), a
    /// subscript's argument label (`safe:`) and a compilation condition: none can change
    /// before the await returns.
    func testConstantsRead() async throws {
        let store = ChainStore()
        let values = store.$allChains
            .dropFirst()
            .testValues()
        store.load()
        let allChains = try await values.next(timeout: 1)
        XCTAssertEqual(allChains[safe: 0], self.expectedFirst)
        XCTAssertEqual(allChains.count, Self.expectedCount)
        #if os(Linux)
        XCTAssertEqual(allChains[safe: 2], "custom")
        #endif
        try values.checkNothingMore()
    }

    /// A variable property may change between the value and the await: the test stays.
    func testVariablePropertyRead() {
        let store = ChainStore()
        let loaded = expectation(description: "loaded")
        store.$allChains
            .dropFirst()
            .sink { allChains in
                XCTAssertEqual(allChains.last, self.expectedLast)
                loaded.fulfill()
            }
            .store(in: &cancellables)
        store.load()
        wait(for: [loaded], timeout: 1)
    }

    /// A member of a constant property (a class instance's) may change too: the test stays.
    func testConstantsMemberRead() {
        let store = ChainStore()
        let loaded = expectation(description: "loaded")
        store.$allChains
            .dropFirst()
            .sink { allChains in
                XCTAssertEqual(allChains, self.expectedLists.allChains)
                loaded.fulfill()
            }
            .store(in: &cancellables)
        store.load()
        wait(for: [loaded], timeout: 1)
    }

    /// `fatalError` reads nothing but its argument.
    func testFatalErrorOnNoValue() async throws {
        let store = ChainStore()
        let values = store.$allChains
            .dropFirst()
            .testValues()
        store.load()
        let allChains = try await values.next(timeout: 1)
        guard let first = allChains.first else { fatalError("no chains") }
        XCTAssertEqual(first, "mainnet")
        try values.checkNothingMore()
    }

    /// The closure starts a task that awaits: its work would start later still.
    func testClosureStartsATask() {
        let store = ChainStore()
        let loaded = expectation(description: "loaded")
        store.$allChains
            .dropFirst()
            .sink { allChains in
                Task {
                    await Task.yield()
                    XCTAssertEqual(allChains.count, 3)
                }
                loaded.fulfill()
            }
            .store(in: &cancellables)
        store.load()
        wait(for: [loaded], timeout: 1)
    }
}
