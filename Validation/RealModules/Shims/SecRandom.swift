// Security's `SecRandomCopyBytes` (not on Linux), as WalletConnectUtils uses it; random
// bytes from the standard library instead.
let kSecRandomDefault: OpaquePointer? = nil
let errSecSuccess: Int32 = 0
func SecRandomCopyBytes(_ rnd: OpaquePointer?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    for i in 0..<count { bytes.storeBytes(of: UInt8.random(in: .min ... .max), toByteOffset: i, as: UInt8.self) }
    return errSecSuccess
}
