import Structure
import Tokenizer

/// Renders a rewrite template for a match: the template's text with each hole replaced by
/// its binding, laid out in the file's own style.
///
/// - The template is written with any line breaks and 4 spaces per indentation level.
///   Its lines after the first are indented from the line the match starts on, each level
///   becoming one of the file's indentation units, and its line breaks become the file's.
/// - A binding is copied verbatim, comments included. When it spans lines, its lines after
///   the first are re-indented by the difference between the line it lands on and the line
///   it came from, so a closure body moved one level deeper gains one level.
package struct Substitution {
    package let source: TokenizedSource
    package let style: FileStyle

    package init(source: TokenizedSource, style: FileStyle) {
        self.source = source
        self.style = style
    }

    package func render(_ template: Template, for match: Match) -> String {
        let baseIndent = indentation(ofLineContaining: match.bytes.lowerBound)
        var output = ""
        for piece in template.pieces {
            switch piece {
            case .text(let text):
                output += layOut(text, baseIndent: baseIndent)
            case .hole(let hole):
                guard let range = match.bindings[hole.name] else { continue }
                output += reindent(range, landingAfter: output, baseIndent: baseIndent)
            }
        }
        return output
    }

    /// Template text: each line break → the file's; leading spaces of each new line →
    /// the match's indentation plus that many levels in the file's unit.
    private func layOut(_ text: String, baseIndent: String) -> String {
        guard LineBreak.contains(text) else { return text }
        var lines = LineBreak.lines(of: text)
        for i in 1..<lines.count {
            let line = lines[i]
            let spaces = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(spaces)
            if rest.isEmpty && i < lines.count - 1 {
                lines[i] = ""
            } else {
                let levels = String(repeating: style.indentUnit, count: spaces / 4)
                lines[i] = Substring(baseIndent + levels + String(repeating: " ", count: spaces % 4) + rest)
            }
        }
        return lines.joined(separator: style.lineEnding)
    }

    /// A binding's text, its later lines moved from the indentation of the line it starts
    /// on in the file to the indentation of the output line it lands on.
    private func reindent(_ range: Range<CodePosition>, landingAfter output: String, baseIndent: String) -> String {
        let byteRange = source.byteRange(ofCode: range)
        let bytes = Array(source.bytes[byteRange])
        guard bytes.contains(where: LineBreak.isBreak) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        let from = Array(indentation(ofLineContaining: byteRange.lowerBound).utf8)
        let to: [UInt8]
        let outputBytes = Array(output.utf8)
        if outputBytes.contains(where: LineBreak.isBreak) {
            to = Array(Indentation.ofLine(containing: outputBytes.endOffset, in: outputBytes).utf8)
        } else {
            to = Array(baseIndent.utf8)
        }
        return Indentation.reindent(bytes, from: from, to: to)
    }

    /// The spaces and tabs that start the line holding byte `offset`.
    func indentation(ofLineContaining offset: ByteOffset) -> String {
        Indentation.ofLine(containing: offset, in: source.bytes)
    }
}
