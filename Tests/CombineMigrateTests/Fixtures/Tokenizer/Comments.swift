#!/usr/bin/env swift
/// A doc comment on the type.
///
/// - Note: `code` inside a doc comment, and a URL: https://example.com/a//b
struct Commented {
    // A line comment with "quotes", \(no interpolation) and /regex/.
    var value = 1 // trailing comment

    /* A block comment /* with a nested one */ still in the outer one */
    var other = 2

    /**
     A doc block comment.
     * with stars
     */
    func run() -> Int {
        let x = value /* inline */ + other
        let y = value /*a*/+/*b*/ other
        //// four slashes: not a doc comment
        /***/
        /**/
        return x + y // MARK: - not a mark
    }

    // MARK: - Section

    /* multi-line
       block comment
       // with a line comment inside
    */
    func divide() -> Int { value / other /* after division */ }
}

// TODO: a comment on the last lines
/* and a final block */
