// Shim (compiled into the module, over the UIKit shim): `UIImage(systemName:)` and
// `withRenderingMode(_:)`, the SF Symbols image a Mastodon SDK visibility shows. Type-checking
// only; nothing is drawn.
import UIKit

extension UIImage {
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public convenience init?(systemName: String) { self.init(data: Data()) }
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
}
