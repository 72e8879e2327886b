import Core
import Structure
import Tokenizer

/// The support helpers a rewrite template calls: the template language is the one layer that
/// knows what a template's text is (see `SupportHelpers.called(in:)` for code).
extension SupportHelpers {
    /// The helpers a rewrite template calls, its holes aside.
    static func called(in template: Template) -> SupportHelpers {
        let text = template.pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .hole: " \(Template.placeholderPrefix) "
            }
        }
        return called(in: CodeView(TokenizedSource(text.joined())))
    }
}
