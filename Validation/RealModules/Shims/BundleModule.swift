// `Bundle.module`, which SwiftPM generates for a target with resources; type-checking only
// needs its type.
import Foundation

extension Bundle {
    static var module: Bundle { Bundle.main }
}
