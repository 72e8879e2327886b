// Shim (compiled into the module): Apple's Foundation converts an NSRange to a Range of any
// StringProtocol's indices; swift-corelibs-foundation only of a String's. Type-checking only.
import Foundation

extension Range where Bound == String.Index {
    init?<S: StringProtocol>(_ range: NSRange, in string: S) {
        self.init(range, in: String(string))
    }
}
