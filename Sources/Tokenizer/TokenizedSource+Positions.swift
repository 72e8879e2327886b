import Foundation

/// Positions in a tokenized file, and the one place that converts between their kinds
/// (`ByteOffset`, `TokenIndex`, `CodePosition`; see `Position`): everything else asks here
/// rather than indexing the tables by hand.
extension TokenizedSource {
    /// How many code tokens the file has.
    @inlinable package var codeCount: Int { code.count }

    /// Every code position of the file, in order.
    @inlinable @inline(__always) package var codePositions: Range<CodePosition> { CodePosition(0)..<CodePosition(code.count) }

    /// Every token index of the file, trivia included, in order.
    @inlinable @inline(__always) package var tokenIndices: Range<TokenIndex> { TokenIndex(0)..<TokenIndex(tokens.count) }

    /// The token index of the code token at `position`.
    @inlinable @inline(__always) package func tokenIndex(of position: CodePosition) -> TokenIndex { TokenIndex(Int(code[position.value])) }

    /// The code position of the token at `index`, or nil for trivia. `code` holds token
    /// indices in increasing order, so this is a binary search.
    package func codePosition(of index: TokenIndex) -> CodePosition? {
        var low = 0
        var high = code.count
        while low < high {
            let middle = (low + high) / 2
            if Int(code[middle]) < index.value { low = middle + 1 } else { high = middle }
        }
        return low < code.count && Int(code[low]) == index.value ? CodePosition(low) : nil
    }

    /// The first code position whose token starts at or after `offset`, or nil past the last.
    package func codePosition(startingAtOrAfter offset: ByteOffset) -> CodePosition? {
        var low = 0
        var high = code.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[Int(code[middle])].start < offset { low = middle + 1 } else { high = middle }
        }
        return low < code.count ? CodePosition(low) : nil
    }

    /// The first token that starts at or after `offset` (`tokens.count` past the last).
    package func tokenIndex(startingAtOrAfter offset: ByteOffset) -> TokenIndex {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return TokenIndex(low)
    }

    /// The token at code position `position`.
    @inlinable @inline(__always) package func codeToken(_ position: CodePosition) -> Token { tokens[Int(code[position.value])] }

    /// The code position of the bracket paired with the one at `position`, if paired.
    @inlinable @inline(__always) package func partner(ofCode position: CodePosition) -> CodePosition? {
        let partner = codePartners[position.value]
        return partner >= 0 ? CodePosition(Int(partner)) : nil
    }

    /// Whether a line break comes between the code token at `position` and the one before.
    @inlinable @inline(__always) package func lineBreakBefore(_ position: CodePosition) -> Bool { lineBreaks[position.value] }

    /// The hash of the name at `position` (`hash`), 0 when it is no name.
    @inlinable @inline(__always) package func codeHash(_ position: CodePosition) -> UInt32 { codeHashes[position.value] }

    /// The bytes of the token at `index`.
    @inlinable package func byteRange(of index: TokenIndex) -> Range<ByteOffset> { tokens[index].range }

    /// The bytes of the code token at `position`.
    @inlinable package func byteRange(ofCode position: CodePosition) -> Range<ByteOffset> { codeToken(position).range }

    /// The bytes from the start of code token `start` to the end of code token `end - 1`,
    /// inner trivia included; empty for an empty run.
    package func byteRange(ofCode range: Range<CodePosition>) -> Range<ByteOffset> {
        guard !range.isEmpty else {
            let offset = range.lowerBound < codePositions.upperBound ? codeToken(range.lowerBound).start : bytes.endOffset
            return offset..<offset
        }
        return codeToken(range.lowerBound).start..<codeToken(range.upperBound - 1).end
    }

    /// The text of code tokens `range` as written, the trivia between them (spaces, line
    /// breaks, comments) included; empty for an empty run.
    package func text(ofCode range: Range<CodePosition>) -> String {
        String(decoding: bytes[byteRange(ofCode: range)], as: UTF8.self)
    }

    /// The text of the code token at `position`.
    package func text(ofCode position: CodePosition) -> String { text(of: codeToken(position)) }

    /// The index of the token closing (or opening) the bracket at `index`, if it is paired
    /// (trivia never are).
    package func partner(of index: TokenIndex) -> TokenIndex? {
        guard !tokens[index].kind.isTrivia, let position = codePosition(of: index),
            let partner = partner(ofCode: position)
        else { return nil }
        return tokenIndex(of: partner)
    }
}
