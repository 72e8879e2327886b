// Shim module `DeviceCheck`: empty. WalletConnectVerify imports it but uses none of its API
// (its DCAppAttestService code is commented out).
@_exported import Foundation
