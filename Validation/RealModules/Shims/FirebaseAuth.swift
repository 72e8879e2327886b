// Shim module `FirebaseAuth` (the signed-in user an app reads: its id and e-mail), for
// type-checking only: built as its own module by Scripts/realmodules.sh. Nobody is signed in.
import Foundation

public final class User: @unchecked Sendable {
    public var uid: String { "" }
    public var email: String? { nil }
}

public final class Auth: @unchecked Sendable {
    public static func auth() -> Auth { Auth() }
    public var currentUser: User? { nil }
}
