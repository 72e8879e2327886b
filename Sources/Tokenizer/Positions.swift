/// The three kinds of position in a file, each its own type so that one is never used for
/// another (as swift-syntax's `AbsolutePosition` is never an index):
///
/// - `ByteOffset`: an offset into the file's bytes (`TokenizedSource.bytes`), what edits,
///   diagnostics and line maps speak in;
/// - `TokenIndex`: an index into all of the file's tokens, trivia included (`TokenizedSource.tokens`);
/// - `CodePosition`: a position among the code tokens only (`TokenizedSource.code`), what the
///   matcher and the Structure layer walk.
///
/// Each wraps an `Int` (the values are transient; the stored tables stay compact) and reads
/// as positions do: `p + 1` and `p - 1` step, `q - p` is a distance (an `Int`), `.start` is
/// the first position of a file, and `a..<b` is a collection (`for p in a..<b`,
/// `range.count`). A number is no position: `p > 0` does not compile, `p > .start` does. A
/// kind converts to another only through `TokenizedSource` (`tokenIndex(of:)`,
/// `codePosition(of:)`, `byteRange(of:)`, `byteRange(ofCode:)`), the one place that knows
/// how the kinds relate; `value` is read only here, there and where a token's stored offset
/// becomes its `start` (and where `combine-migrate tokens` prints it).
public protocol Position: Strideable, Hashable, Sendable, CustomStringConvertible where Stride == Int {
    /// The plain number: for storage and printing, never for another kind.
    var value: Int { get }
    init(_ value: Int)
}

extension Position {
    @inlinable public func distance(to other: Self) -> Int { other.value - value }
    @inlinable public func advanced(by n: Int) -> Self { Self(value + n) }
    @inlinable public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    @inlinable public static func + (lhs: Self, rhs: Int) -> Self { Self(lhs.value + rhs) }
    @inlinable public static func - (lhs: Self, rhs: Int) -> Self { Self(lhs.value - rhs) }
    @inlinable public static func - (lhs: Self, rhs: Self) -> Int { lhs.value - rhs.value }
    @inlinable public static func += (lhs: inout Self, rhs: Int) { lhs = lhs + rhs }
    @inlinable public static func -= (lhs: inout Self, rhs: Int) { lhs = lhs - rhs }
    public var description: String { String(value) }

    /// The first position of a file: its first byte, token or code token.
    @inlinable public static var start: Self { Self(0) }
}

/// An offset into a file's bytes.
@frozen public struct ByteOffset: Position {
    public var value: Int
    @inlinable public init(_ value: Int) { self.value = value }
}

/// An index into a file's tokens, trivia included.
@frozen public struct TokenIndex: Position {
    public var value: Int
    @inlinable public init(_ value: Int) { self.value = value }
}

/// A position among a file's code tokens (trivia skipped).
@frozen public struct CodePosition: Position {
    public var value: Int
    @inlinable public init(_ value: Int) { self.value = value }
}

extension Range where Bound: Position {
    /// The plain numbers of a range of positions, for slicing storage.
    @inlinable public var values: Range<Int> { lowerBound.value..<upperBound.value }
}

/// For each code token of a file, a code position or none (the `{` whose group holds it,
/// say): a table kept for the file's life, stored as compactly as `TokenizedSource`'s own.
/// `public` for its `@inlinable` members, as `TokenizedSource`.
public struct CodePositionTable: Sendable {
    @usableFromInline var storage: [Int32]

    /// A table of `count` code tokens, each with none.
    package init(count: Int) { storage = [Int32](repeating: -1, count: count) }

    @inlinable package subscript(position: CodePosition) -> CodePosition? {
        get {
            let stored = storage[position.value]
            return stored >= 0 ? CodePosition(Int(stored)) : nil
        }
        set { storage[position.value] = newValue.map { Int32(truncatingIfNeeded: $0.value) } ?? -1 }
    }
}

extension Array where Element == UInt8 {
    /// The offset just past the last byte: the end of the file.
    @inlinable public var endOffset: ByteOffset { ByteOffset(count) }

    @inlinable public subscript(offset: ByteOffset) -> UInt8 { self[offset.value] }
    @inlinable public subscript(range: Range<ByteOffset>) -> ArraySlice<UInt8> { self[range.values] }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The bytes of `range`, read in place.
    @inlinable public subscript(range: Range<ByteOffset>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: baseAddress.map { $0 + range.lowerBound.value }, count: range.count)
    }
}

extension Array where Element == Token {
    @inlinable public subscript(index: TokenIndex) -> Token { self[index.value] }
}
