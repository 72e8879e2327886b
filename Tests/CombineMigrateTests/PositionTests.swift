import XCTest

@testable import Tokenizer

/// The conversions between byte offsets, token indices and code positions, all made by
/// `TokenizedSource` (`Positions.swift`), on one small file with trivia between the code.
final class PositionTests: XCTestCase {
    // Tokens: 0 `let`, 1 ` `, 2 `a`, 3 ` `, 4 `=`, 5 ` `, 6 `(`, 7 `/* c */`, 8 `1`, 9 `)`, 10 `\n`
    // Code:   0 `let`, 1 `a`, 2 `=`, 3 `(`, 4 `1`, 5 `)`
    let source = TokenizedSource("let a = (/* c */1)\n")

    func testCodePositionsAndTokenIndices() {
        XCTAssertEqual(source.codeCount, 6)
        XCTAssertEqual(source.codePositions.map { source.tokenIndex(of: $0) }, [0, 2, 4, 6, 8, 9].map(TokenIndex.init))
        XCTAssertEqual(source.codePosition(of: TokenIndex(8)), CodePosition(4))
        XCTAssertNil(source.codePosition(of: TokenIndex(7)), "a comment is no code")
        XCTAssertNil(source.codePosition(of: TokenIndex(10)), "a line break is no code")
        XCTAssertEqual(source.text(ofCode: CodePosition(4)), "1")
        XCTAssertTrue(source.codeToken(CodePosition(3), is: "("))
    }

    func testPartnersInBothKinds() {
        XCTAssertEqual(source.partner(ofCode: CodePosition(3)), CodePosition(5))
        XCTAssertEqual(source.partner(ofCode: CodePosition(5)), CodePosition(3))
        XCTAssertNil(source.partner(ofCode: CodePosition(4)))
        XCTAssertEqual(source.partner(of: TokenIndex(6)), TokenIndex(9))
        XCTAssertNil(source.partner(of: TokenIndex(7)))
    }

    func testByteRanges() {
        XCTAssertEqual(source.byteRange(of: TokenIndex(7)), ByteOffset(9)..<ByteOffset(16))
        XCTAssertEqual(source.byteRange(ofCode: CodePosition(4)), ByteOffset(16)..<ByteOffset(17))
        XCTAssertEqual(source.byteRange(ofCode: CodePosition(3)..<CodePosition(6)), ByteOffset(8)..<ByteOffset(18))
        XCTAssertEqual(source.text(ofCode: CodePosition(3)..<CodePosition(6)), "(/* c */1)")
        XCTAssertEqual(source.byteRange(ofCode: CodePosition(2)..<CodePosition(2)), ByteOffset(6)..<ByteOffset(6))
        XCTAssertEqual(source.byteRange(ofCode: CodePosition(6)..<CodePosition(6)), ByteOffset(19)..<ByteOffset(19), "past the code: the file's end")
    }

    func testSearchesByByte() {
        XCTAssertEqual(source.tokenIndex(startingAtOrAfter: ByteOffset(9)), TokenIndex(7))
        XCTAssertEqual(source.tokenIndex(startingAtOrAfter: ByteOffset(10)), TokenIndex(8), "inside a token: the next one")
        XCTAssertEqual(source.tokenIndex(startingAtOrAfter: ByteOffset(19)), TokenIndex(11), "past the end: the token count")
        XCTAssertEqual(source.codePosition(startingAtOrAfter: ByteOffset(9)), CodePosition(4), "a comment: the code after it")
        XCTAssertEqual(source.codePosition(startingAtOrAfter: ByteOffset(0)), CodePosition(0))
        XCTAssertNil(source.codePosition(startingAtOrAfter: ByteOffset(18)), "only a line break after")
    }

    func testArithmeticStaysInItsKind() {
        let p = CodePosition(3)
        XCTAssertEqual(p + 2, CodePosition(5))
        XCTAssertEqual((p + 2) - p, 2)
        XCTAssertEqual(Array(p..<p + 3), [3, 4, 5].map(CodePosition.init))
        XCTAssertEqual(Array(source.bytes[ByteOffset(4)..<ByteOffset(5)]), Array("a".utf8))
    }

    func testEndsOfAFile() {
        XCTAssertEqual(CodePosition.start, CodePosition(0))
        XCTAssertEqual(source.codePositions, .start..<CodePosition(6))
        XCTAssertEqual(source.tokenIndices, .start..<TokenIndex(11))
        XCTAssertEqual(source.bytes.endOffset, ByteOffset(19))
        let bytes = source.bytes.withUnsafeBufferPointer { Array($0[ByteOffset(9)..<ByteOffset(16)]) }
        XCTAssertEqual(bytes, Array("/* c */".utf8), "a buffer's bytes by a byte range, in place")
    }

    /// A position for each code token, or none, kept as compactly as the source's own tables.
    func testCodePositionTable() {
        var table = CodePositionTable(count: source.codeCount)
        XCTAssertEqual(source.codePositions.map { table[$0] }, Array(repeating: nil, count: 6))
        table[CodePosition(4)] = CodePosition(3)
        table[CodePosition(5)] = CodePosition(3)
        table[CodePosition(5)] = nil
        XCTAssertEqual(source.codePositions.map { table[$0] }, [nil, nil, nil, nil, CodePosition(3), nil])
    }
}
