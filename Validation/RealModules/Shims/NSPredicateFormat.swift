// Shim (compiled into the module): swift-corelibs-foundation marks NSPredicate(format:) as
// unavailable (no predicate strings without Objective-C); Apple's Foundation has it.
// Type-checking only: the predicate evaluates to false.
import Foundation

extension NSPredicate {
    convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(block: { _, _ in false })
    }
}
