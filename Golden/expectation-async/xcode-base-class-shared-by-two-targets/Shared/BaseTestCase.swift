import XCTest

/// The base class of the unit tests and the UI tests, in both targets (corona-warn-app's
/// `CWATestCase`): a module of its own for the run, whose declarations the tests see.
class BaseTestCase: XCTestCase {
    func resetStore() {}
    func resetStore() async {}
}
