import Foundation
import XCTest

/// The redirect URL with the authorization code, from a headless browser.
public func openAuthorizationURLAndWaitForRedirect(_ url: URL) -> URL? {
    let authorizer = BrowserAuthorizer(url: url)
    return authorizer.authorize(timeout: 30)
}
