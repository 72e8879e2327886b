// A publisher reached through an optional (`viewModel.productName?.sink`, as woocommerce's
// product form tests write it): its values would be optional, and a nil `productName`
// subscribed to nothing. The test stays, whichever way it holds the subscription.
import Combine
import XCTest

final class ProductFormViewModel {
    var productName: AnyPublisher<String, Never>?
    func updateName(_ name: String) {}
}

final class ProductFormObservablesTests: XCTestCase {
    private var productNameSubscription: AnyCancellable?
    private var cancellables = Set<AnyCancellable>()

    func testProductNameIsPublished() {
        let viewModel = ProductFormViewModel()
        var updatedProductName: String?
        let expectationForProductName = self.expectation(description: "Product name updates")
        productNameSubscription = viewModel.productName?.sink { productName in
            updatedProductName = productName
            expectationForProductName.fulfill()
        }
        viewModel.updateName("new name")
        waitForExpectations(timeout: 1, handler: nil)
        XCTAssertEqual(updatedProductName, "new name")
    }

    func testProductNameIsPublishedIntoASet() {
        let viewModel = ProductFormViewModel()
        let exp = expectation(description: "Product name updates")
        viewModel.productName?.sink { productName in
            XCTAssertEqual(productName, "new name")
            exp.fulfill()
        }.store(in: &cancellables)
        viewModel.updateName("new name")
        wait(for: [exp], timeout: 1)
    }
}
