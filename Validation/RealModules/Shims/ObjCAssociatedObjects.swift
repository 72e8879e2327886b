// Shim (compiled into the module): the Objective-C runtime's associated objects, which Linux
// has no runtime for. Type-checking only: nothing is associated.
import Foundation

enum objc_AssociationPolicy {
    case OBJC_ASSOCIATION_ASSIGN, OBJC_ASSOCIATION_RETAIN_NONATOMIC, OBJC_ASSOCIATION_COPY_NONATOMIC
    case OBJC_ASSOCIATION_RETAIN, OBJC_ASSOCIATION_COPY
}
func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }
func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {}
