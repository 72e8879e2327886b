// Shim (compiled into the module): the Darwin time constants Apple's Foundation makes visible
// (NSEC_PER_SEC & co. are UInt64 there); Glibc does not export them to Swift. Type-checking only.
import Foundation

let NSEC_PER_SEC: UInt64 = 1_000_000_000
let NSEC_PER_MSEC: UInt64 = 1_000_000
let NSEC_PER_USEC: UInt64 = 1_000
let USEC_PER_SEC: UInt64 = 1_000_000
