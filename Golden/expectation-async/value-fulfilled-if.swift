import Combine
import Foundation
import XCTest

final class BannerTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    /// The value closure only fulfils the expectation for the values that meet a condition:
    /// the first such value is awaited, the others dropped, as they did nothing.
    func testBannerIsHiddenOnReset() {
        let settings = SettingsStore()
        let expectation = XCTestExpectation(description: "light again")
        settings.save(theme: "dark")

        settings.theme
            .sink { theme in
                if theme == "light" {
                    expectation.fulfill()
                }
            }.store(in: &cancellables)

        settings.reset()

        wait(for: [expectation], timeout: 1.0)
    }

    /// An `else` does something for the other values: the test stays.
    func testOtherValuesFail() {
        let settings = SettingsStore()
        let expectation = XCTestExpectation(description: "dark")
        settings.theme
            .dropFirst()
            .sink { theme in
                if theme == "dark" {
                    expectation.fulfill()
                } else {
                    XCTFail("unexpected \(theme)")
                }
            }.store(in: &cancellables)
        settings.save(theme: "dark")
        wait(for: [expectation], timeout: 1.0)
    }

    /// The condition binds a name: no predicate says it.
    @MainActor
    func testConditionBinds() {
        let store = ChainStore()
        let expectation = XCTestExpectation(description: "custom")
        store.$allChains
            .sink { chains in
                if let last = chains.last, last == "custom" {
                    expectation.fulfill()
                }
            }.store(in: &cancellables)
        store.load()
        wait(for: [expectation], timeout: 1.0)
    }
}
