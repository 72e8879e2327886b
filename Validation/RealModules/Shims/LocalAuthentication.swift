// Shim module `LocalAuthentication` (LAContext's policy evaluation, as an app's unlock check
// calls it), for type-checking only: built as its own module by Scripts/realmodules.sh.
// Nothing is evaluated; the evaluation fails.
@_exported import Foundation

public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
}
public struct LAError: Error, Sendable {
    public enum Code: Int, Sendable { case authenticationFailed = -1, userCancel = -2, passcodeNotSet = -5, biometryNotAvailable = -6 }
    public let code: Code
}
open class LAContext: @unchecked Sendable {
    public init() {}
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool { false }
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw LAError(code: .authenticationFailed)
    }
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, Error?) -> Void) {
        reply(false, LAError(code: .authenticationFailed))
    }
}
