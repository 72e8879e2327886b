import Combine
import Foundation

// A framework's Combine wrappers of an SDK type's own callback methods, as canvas-ios
// wraps WebKit's cookie store. Left as they are, with a warning: the Future called the
// store's method on its caller's thread, which an async function no actor isolates would
// not (and the SDK already offers those methods as async ones: WebKit imports
// `deleteCookie:completionHandler:` as `deleteCookie(_:) async`, which an async function of
// the same name here would make ambiguous).
final class CookieStore {
    private var cookies: [HTTPCookie] = []

    func getAllCookies(_ completionHandler: @escaping ([HTTPCookie]) -> Void) {
        completionHandler(cookies)
    }

    func delete(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
        cookies.removeAll { $0 === cookie }
        completionHandler?()
    }
}

extension CookieStore {
    public func getAllCookies() -> AnyPublisher<[HTTPCookie], Never> {
        Future { promise in
            self.getAllCookies { cookies in
                promise(.success(cookies))
            }
        }
        .eraseToAnyPublisher()
    }

    public func deleteCookie(_ cookie: HTTPCookie) -> AnyPublisher<Void, Never> {
        Future { promise in
            self.delete(cookie) {
                promise(.success(()))
            }
        }
        .eraseToAnyPublisher()
    }
}
