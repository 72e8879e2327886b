import XCTest

@testable import Tokenizer

/// Table-driven tests of the tokenizer. Each case lists the tokens of its input as
/// `kind:text` (trivia left out, or all tokens but whitespace, as each test says); every
/// case also checks that the tokens are lossless: non-empty, contiguous, covering the input,
/// and joining their bytes gives the input back. The expectations follow swift-syntax's lexer
/// (Sources/SwiftParser/Lexer/Cursor.swift and RegexLiteralLexer.swift, 603.0.1), with this
/// tokenizer's own granularity: a regex literal is one token, `\(` one token, a multi-line
/// string's text one segment, and `#name` one `poundKeyword`.
final class TokenizerTests: XCTestCase {
    // MARK: Strings

    func testStringsAndInterpolation() {
        check([
            Case(#""plain""#, [#"stringStart:""#, "stringSegment:plain", #"stringEnd:""#]),
            Case(#""a\"b""#, [#"stringStart:""#, #"stringSegment:a\"b"#, #"stringEnd:""#]),
            Case(
                #""a\(b)c""#,
                [
                    #"stringStart:""#, "stringSegment:a", #"interpolationStart:\("#, "identifier:b",
                    "interpolationEnd:)", "stringSegment:c", #"stringEnd:""#
                ]),
            Case(
                #""\(a)\(b)""#,
                [
                    #"stringStart:""#, #"interpolationStart:\("#, "identifier:a", "interpolationEnd:)",
                    #"interpolationStart:\("#, "identifier:b", "interpolationEnd:)", #"stringEnd:""#
                ]),
            Case(
                #""\(f(x, (y)))""#,
                [
                    #"stringStart:""#, #"interpolationStart:\("#, "identifier:f", "leftParen:(", "identifier:x",
                    "comma:,", "leftParen:(", "identifier:y", "rightParen:)", "rightParen:)", "interpolationEnd:)",
                    #"stringEnd:""#
                ]),
            Case("'c'", ["stringStart:'", "stringSegment:c", "stringEnd:'"]),
        ])
    }

    func testRawStrings() {
        // `\(` in a raw string is text; `\#(` (as many `#` as the delimiter) interpolates;
        // `#"""#` is a single-line raw string holding `"` (swift-syntax's `lexStringQuote`).
        check([
            Case(##"#"a\(b)"#"##, [#"stringStart:#""#, #"stringSegment:a\(b)"#, ##"stringEnd:"#"##]),
            Case(
                ##"#"a\#(b)c"#"##,
                [
                    #"stringStart:#""#, "stringSegment:a", ##"interpolationStart:\#("##, "identifier:b",
                    "interpolationEnd:)", "stringSegment:c", ##"stringEnd:"#"##
                ]),
            Case(##"#"a"b"#"##, [#"stringStart:#""#, #"stringSegment:a"b"#, ##"stringEnd:"#"##]),
            Case(###"##"a"#b"##"###, [#"stringStart:##""#, ##"stringSegment:a"#b"##, ###"stringEnd:"##"###]),
            Case(
                ###"##"x\#(y)\##(z)"##"###,
                [
                    #"stringStart:##""#, ##"stringSegment:x\#(y)"##, ###"interpolationStart:\##("###, "identifier:z",
                    "interpolationEnd:)", ###"stringEnd:"##"###
                ]),
            Case(
                ####"###"\##(no)\###(yes)"###"####,
                [
                    #"stringStart:###""#, ###"stringSegment:\##(no)"###, ####"interpolationStart:\###("####,
                    "identifier:yes", "interpolationEnd:)", ####"stringEnd:"###"####
                ]),
            Case(##"#"\#""#"##, [#"stringStart:#""#, ##"stringSegment:\#""##, ##"stringEnd:"#"##]),
            Case(##"#"""#"##, [#"stringStart:#""#, #"stringSegment:""#, ##"stringEnd:"#"##]),
            Case(##"#""" a "#"##, [#"stringStart:#""#, #"stringSegment:"" a "#, ##"stringEnd:"#"##]),
            Case(##"#"a\#\b"#"##, [#"stringStart:#""#, ##"stringSegment:a\#\b"##, ##"stringEnd:"#"##]),
        ])
    }

    func testMultilineStringsWithNestedInterpolation() {
        // Three levels: a multi-line string interpolating a call whose argument is a string
        // interpolating a call whose argument is a string with an interpolation.
        check([
            Case("\"\"\"\nline\n\"\"\"", [#"stringStart:""""#, "stringSegment:\nline\n", #"stringEnd:""""#]),
            Case(
                "\"\"\"\na \"quoted\" \"\"two\"\"\n\"\"\"",
                [
                    #"stringStart:""""#, "stringSegment:\na \"quoted\" \"\"two\"\"\n", #"stringEnd:""""#
                ]),
            Case(
                "\"\"\"\na \\(f(\"b \\(g(\"c \\(h) d\")) e\")) f\n\"\"\"",
                [
                    #"stringStart:""""#, "stringSegment:\na ", #"interpolationStart:\("#, "identifier:f",
                    "leftParen:(", #"stringStart:""#, "stringSegment:b ", #"interpolationStart:\("#, "identifier:g",
                    "leftParen:(", #"stringStart:""#, "stringSegment:c ", #"interpolationStart:\("#, "identifier:h",
                    "interpolationEnd:)", "stringSegment: d", #"stringEnd:""#, "rightParen:)", "interpolationEnd:)",
                    "stringSegment: e", #"stringEnd:""#, "rightParen:)", "interpolationEnd:)", "stringSegment: f\n",
                    #"stringEnd:""""#
                ]),
            Case(
                "\"\"\"\n\\(x.map { \"\\($0)\" }.joined())\n\"\"\"",
                [
                    #"stringStart:""""#, "stringSegment:\n", #"interpolationStart:\("#, "identifier:x", "period:.",
                    "identifier:map", "leftBrace:{", #"stringStart:""#, #"interpolationStart:\("#,
                    "dollarIdentifier:$0", "interpolationEnd:)", #"stringEnd:""#, "rightBrace:}", "period:.",
                    "identifier:joined", "leftParen:(", "rightParen:)", "interpolationEnd:)", "stringSegment:\n",
                    #"stringEnd:""""#
                ]),
            Case(
                "#\"\"\"\nraw \\(no) \\#(yes)\n\"\"\"#",
                [
                    #"stringStart:#""""#, "stringSegment:\nraw \\(no) ", ##"interpolationStart:\#("##,
                    "identifier:yes", "interpolationEnd:)", "stringSegment:\n", ##"stringEnd:"""#"##
                ]),
            Case(
                "\"\"\"\nescaped \\\nnewline\n\"\"\"",
                [
                    #"stringStart:""""#, "stringSegment:\nescaped \\\nnewline\n", #"stringEnd:""""#
                ]),
        ])
    }

    // MARK: Regex literals

    func testRegexLiteralsVersusOperators() {
        // A `/` spaced as a prefix operator starts a regex if one can be lexed there; one
        // spaced as a binary operator only where an expression can start (after `=`, `(`,
        // `,`, `return`, `try?`…); never right after `func` or `operator`.
        check([
            Case("a / b / c", ["identifier:a", "binaryOperator:/", "identifier:b", "binaryOperator:/", "identifier:c"]),
            Case(
                "x = a/b/c",
                [
                    "identifier:x", "binaryOperator:=", "identifier:a", "binaryOperator:/", "identifier:b",
                    "binaryOperator:/", "identifier:c"
                ]),
            Case("x /y/ z", ["identifier:x", "regexLiteral:/y/", "identifier:z"]),
            Case("let r = /[a-z]+/", ["keyword:let", "identifier:r", "binaryOperator:=", "regexLiteral:/[a-z]+/"]),
            Case("foo(/x/)", ["identifier:foo", "leftParen:(", "regexLiteral:/x/", "rightParen:)"]),
            Case(
                "f(/x/, /y/)",
                [
                    "identifier:f", "leftParen:(", "regexLiteral:/x/", "comma:,", "regexLiteral:/y/", "rightParen:)"
                ]),
            Case("try? /x/", ["keyword:try", "postfixOperator:?", "regexLiteral:/x/"]),
            Case("try? /^ x/", ["keyword:try", "postfixOperator:?", "regexLiteral:/^ x/"]),
            Case("return /x/", ["keyword:return", "regexLiteral:/x/"]),
            Case(#"x = /a\/b/"#, ["identifier:x", "binaryOperator:=", #"regexLiteral:/a\/b/"#]),
            Case("x = /[)]/", ["identifier:x", "binaryOperator:=", "regexLiteral:/[)]/"]),
            Case(#"x = /\)/"#, ["identifier:x", "binaryOperator:=", #"regexLiteral:/\)/"#]),
            Case("x = !/y/", ["identifier:x", "binaryOperator:=", "prefixOperator:!", "regexLiteral:/y/"]),
            Case(
                "0\n/ 1 /\n2",
                [
                    "integerLiteral:0", "binaryOperator:/", "integerLiteral:1", "binaryOperator:/",
                    "integerLiteral:2"
                ]),
            Case(
                "foo(/ 1 /)",
                [
                    "identifier:foo", "leftParen:(", "binaryOperator:/", "integerLiteral:1", "binaryOperator:/",
                    "rightParen:)"
                ]),
            Case(
                "x = a! / b",
                [
                    "identifier:x", "binaryOperator:=", "identifier:a", "postfixOperator:!", "binaryOperator:/",
                    "identifier:b"
                ]),
            Case("prefix operator /^/", ["identifier:prefix", "keyword:operator", "binaryOperator:/^/"]),
            Case(
                "infix operator /=/ : P",
                [
                    "identifier:infix", "keyword:operator", "binaryOperator:/=/", "colon::", "identifier:P"
                ]),
            Case(
                "static func /(lhs: V, rhs: V) -> V",
                [
                    "keyword:static", "keyword:func", "prefixOperator:/", "leftParen:(", "identifier:lhs", "colon::",
                    "identifier:V", "comma:,", "identifier:rhs", "colon::", "identifier:V", "rightParen:)",
                    "arrow:->", "identifier:V"
                ]),
            Case("x = /abc/*c*/", ["identifier:x", "binaryOperator:=", "prefixOperator:/", "identifier:abc"]),
            Case(
                "x = a /* c */ / b",
                [
                    "identifier:x", "binaryOperator:=", "identifier:a", "binaryOperator:/", "identifier:b"
                ]),
            // swift-syntax details: a tab (unlike a space) before the closing `/` does not make it
            // a non-regex; `/^//c` is checked for a regex with its whole operator `/^//` first.
            Case("x /y\t/ z", ["identifier:x", "regexLiteral:/y\t/", "identifier:z"]),
            Case("x = /^//c", ["identifier:x", "binaryOperator:=", "binaryOperator:/^"]),
            Case("a /=/*c*/ b", ["identifier:a", "binaryOperator:/=", "identifier:b"]),
            Case(
                #""\(/x/)""#,
                [
                    #"stringStart:""#, #"interpolationStart:\("#, "regexLiteral:/x/", "interpolationEnd:)",
                    #"stringEnd:""#
                ]),
        ])
    }

    func testExtendedRegexLiterals() {
        // `#/…/#` is always a regex, and spans lines when its opening delimiter ends a line.
        check([
            Case("let r = #/a/#", ["keyword:let", "identifier:r", "binaryOperator:=", "regexLiteral:#/a/#"]),
            Case("let r = #/a/b/#", ["keyword:let", "identifier:r", "binaryOperator:=", "regexLiteral:#/a/b/#"]),
            Case("let r = ##/a/#b/##", ["keyword:let", "identifier:r", "binaryOperator:=", "regexLiteral:##/a/#b/##"]),
            Case(
                "let r = #/\n  (?<x>a+)\n  /#\nnext",
                [
                    "keyword:let", "identifier:r", "binaryOperator:=", "regexLiteral:#/\n  (?<x>a+)\n  /#",
                    "identifier:next"
                ]),
            Case("x = #/ spaced /#", ["identifier:x", "binaryOperator:=", "regexLiteral:#/ spaced /#"]),
        ])
    }

    // MARK: Trivia

    func testComments() {
        check(
            [
                Case("/* /* */ */x", ["blockComment:/* /* */ */", "identifier:x"]),
                Case("/* a /* b */ c */ d", ["blockComment:/* a /* b */ c */", "whitespace: ", "identifier:d"]),
                Case("/// doc\nx", ["docLineComment:/// doc", "newline:\n", "identifier:x"]),
                Case("//// not doc\nx", ["lineComment://// not doc", "newline:\n", "identifier:x"]),
                Case("// plain", ["lineComment:// plain"]),
                Case("/** doc */x", ["docBlockComment:/** doc */", "identifier:x"]),
                Case("/**/x", ["blockComment:/**/", "identifier:x"]),
                Case("/***/x", ["blockComment:/***/", "identifier:x"]),
                Case(
                    "a/*c*/+/*c*/b",
                    [
                        "identifier:a", "blockComment:/*c*/", "binaryOperator:+", "blockComment:/*c*/", "identifier:b"
                    ]),
            ], mode: .all)
    }

    func testShebangAndByteOrderMark() {
        // A shebang only at the very start of the file (after a byte-order mark, if any).
        check(
            [
                Case(
                    "#!/usr/bin/env swift\nprint(1)\n",
                    [
                        "shebang:#!/usr/bin/env swift", "newline:\n", "identifier:print", "leftParen:(",
                        "integerLiteral:1", "rightParen:)", "newline:\n"
                    ]),
                Case(
                    "\u{FEFF}let x = 1",
                    [
                        "byteOrderMark:\u{FEFF}", "keyword:let", "identifier:x", "binaryOperator:=", "integerLiteral:1"
                    ]),
                Case(
                    "\u{FEFF}#!/usr/bin/env swift\nx",
                    [
                        "byteOrderMark:\u{FEFF}", "shebang:#!/usr/bin/env swift", "newline:\n", "identifier:x"
                    ]),
                Case(
                    "x\n#!/not/shebang",
                    [
                        "identifier:x", "newline:\n", "pound:#", "postfixOperator:!", "binaryOperator:/",
                        "identifier:not", "binaryOperator:/", "identifier:shebang"
                    ]),
            ], mode: .allButWhitespace)
    }

    func testCRLFLineEndings() {
        // `\r\n` is one newline token; a lone `\r` is a newline too.
        check(
            [
                Case(
                    "let a = 1\r\nlet b = 2\r\n",
                    [
                        "keyword:let", "identifier:a", "binaryOperator:=", "integerLiteral:1", "newline:\r\n",
                        "keyword:let", "identifier:b", "binaryOperator:=", "integerLiteral:2", "newline:\r\n"
                    ]),
                Case(
                    "// c\r\nx\r\n\r\ny",
                    [
                        "lineComment:// c", "newline:\r\n", "identifier:x", "newline:\r\n", "newline:\r\n",
                        "identifier:y"
                    ]),
                Case(
                    "\"\"\"\r\nline\r\n\"\"\"\r\n",
                    [
                        #"stringStart:""""#, "stringSegment:\r\nline\r\n", #"stringEnd:""""#, "newline:\r\n"
                    ]),
                Case("x\ry", ["identifier:x", "newline:\r", "identifier:y"]),
                Case(
                    "let r = #/\r\n  a\r\n  /#\r\n",
                    [
                        "keyword:let", "identifier:r", "binaryOperator:=", "regexLiteral:#/\r\n  a\r\n  /#",
                        "newline:\r\n"
                    ]),
            ], mode: .allButWhitespace)
    }

    func testConflictMarkers() {
        // Each marker line is trivia, so the code on both sides still tokenizes.
        check(
            [
                Case(
                    "<<<<<<< HEAD\nlet a = 1\n=======\nlet a = 2\n>>>>>>> branch\n",
                    [
                        "conflictMarker:<<<<<<< HEAD", "newline:\n", "keyword:let", "identifier:a", "binaryOperator:=",
                        "integerLiteral:1", "newline:\n", "conflictMarker:=======", "newline:\n", "keyword:let",
                        "identifier:a", "binaryOperator:=", "integerLiteral:2", "newline:\n",
                        "conflictMarker:>>>>>>> branch", "newline:\n"
                    ]),
                Case(
                    "<<<<<<< ours\nx\n||||||| base\ny\n=======\nz\n>>>>>>> theirs",
                    [
                        "conflictMarker:<<<<<<< ours", "newline:\n", "identifier:x", "newline:\n",
                        "conflictMarker:||||||| base", "newline:\n", "identifier:y", "newline:\n",
                        "conflictMarker:=======", "newline:\n", "identifier:z", "newline:\n",
                        "conflictMarker:>>>>>>> theirs"
                    ]),
                Case("a <<<<<<< b", ["identifier:a", "binaryOperator:<<<<<<<", "identifier:b"]),
                Case("<<<<<<<x", ["prefixOperator:<<<<<<<", "identifier:x"]),
            ], mode: .allButWhitespace)
    }

    // MARK: Names, literals, operators

    func testPoundKeywordsAndConditionalCompilation() {
        check(
            [
                Case(
                    "#if DEBUG\nx()\n#elseif os(Linux)\ny()\n#else\nz()\n#endif",
                    [
                        "poundKeyword:#if", "identifier:DEBUG", "newline:\n", "identifier:x", "leftParen:(",
                        "rightParen:)", "newline:\n", "poundKeyword:#elseif", "identifier:os", "leftParen:(",
                        "identifier:Linux", "rightParen:)", "newline:\n", "identifier:y", "leftParen:(", "rightParen:)",
                        "newline:\n", "poundKeyword:#else", "newline:\n", "identifier:z", "leftParen:(", "rightParen:)",
                        "newline:\n", "poundKeyword:#endif"
                    ]),
                Case(
                    "#if canImport(Combine)\nimport Combine\n#endif",
                    [
                        "poundKeyword:#if", "identifier:canImport", "leftParen:(", "identifier:Combine", "rightParen:)",
                        "newline:\n", "keyword:import", "identifier:Combine", "newline:\n", "poundKeyword:#endif"
                    ]),
            ], mode: .allButWhitespace)
        check([
            Case("#selector(x)", ["poundKeyword:#selector", "leftParen:(", "identifier:x", "rightParen:)"]),
            Case(
                "#selector(getter: V.x)",
                [
                    "poundKeyword:#selector", "leftParen:(", "identifier:getter", "colon::", "identifier:V",
                    "period:.", "identifier:x", "rightParen:)"
                ]),
            Case(
                "#available(iOS 15, *)",
                [
                    "poundKeyword:#available", "leftParen:(", "identifier:iOS", "integerLiteral:15", "comma:,",
                    "binaryOperator:*", "rightParen:)"
                ]),
            Case(
                "if #unavailable(macOS 12) {}",
                [
                    "keyword:if", "poundKeyword:#unavailable", "leftParen:(", "identifier:macOS",
                    "integerLiteral:12", "rightParen:)", "leftBrace:{", "rightBrace:}"
                ]),
            Case(
                #"#warning("w")"#,
                [
                    "poundKeyword:#warning", "leftParen:(", #"stringStart:""#, "stringSegment:w", #"stringEnd:""#,
                    "rightParen:)"
                ]),
            Case(
                "#Preview { V() }",
                [
                    "poundKeyword:#Preview", "leftBrace:{", "identifier:V", "leftParen:(", "rightParen:)",
                    "rightBrace:}"
                ]),
            Case("# x", ["pound:#", "identifier:x"]),
            Case("#file", ["poundKeyword:#file"]),
        ])
    }

    func testIdentifiersAndKeywords() {
        check([
            Case("`class`", ["identifier:`class`"]),
            Case("let `default` = 1", ["keyword:let", "identifier:`default`", "binaryOperator:=", "integerLiteral:1"]),
            Case("x.`init`", ["identifier:x", "period:.", "identifier:`init`"]),
            Case(
                "café + 日本 - π",
                [
                    "identifier:café", "binaryOperator:+", "identifier:日本", "binaryOperator:-", "identifier:π"
                ]),
            Case(
                "{ $0 + $1 }",
                [
                    "leftBrace:{", "dollarIdentifier:$0", "binaryOperator:+", "dollarIdentifier:$1", "rightBrace:}"
                ]),
            Case("self.$projected", ["keyword:self", "period:.", "projectedIdentifier:$projected"]),
            Case("$ x", ["identifier:$", "identifier:x"]),
            Case("a$b", ["identifier:a$b"]),
            Case("_ = x", ["wildcard:_", "binaryOperator:=", "identifier:x"]),
            Case("__x", ["identifier:__x"]),
            Case(
                "self Self super Any true false nil",
                [
                    "keyword:self", "keyword:Self", "keyword:super", "keyword:Any", "keyword:true", "keyword:false",
                    "keyword:nil"
                ]),
            Case("async await some any", ["identifier:async", "identifier:await", "identifier:some", "identifier:any"]),
        ])
    }

    func testNumbers() {
        check([
            Case("42", ["integerLiteral:42"]),
            Case("1_000_000", ["integerLiteral:1_000_000"]),
            Case("0b1010", ["integerLiteral:0b1010"]),
            Case("0o17", ["integerLiteral:0o17"]),
            Case("0xFF", ["integerLiteral:0xFF"]),
            Case("0x1.8p3", ["floatLiteral:0x1.8p3"]),
            Case("0x1p-2", ["floatLiteral:0x1p-2"]),
            Case("3.14", ["floatLiteral:3.14"]),
            Case("1e-9", ["floatLiteral:1e-9"]),
            Case("2.5E+3", ["floatLiteral:2.5E+3"]),
            Case("1_000.5e10", ["floatLiteral:1_000.5e10"]),
            Case("t.0.1", ["identifier:t", "period:.", "integerLiteral:0", "period:.", "integerLiteral:1"]),
            Case(
                "t.0.1.description",
                [
                    "identifier:t", "period:.", "integerLiteral:0", "period:.", "integerLiteral:1", "period:.",
                    "identifier:description"
                ]),
            Case("1..<5", ["integerLiteral:1", "binaryOperator:..<", "integerLiteral:5"]),
            Case("1...5", ["integerLiteral:1", "binaryOperator:...", "integerLiteral:5"]),
            Case("-1", ["prefixOperator:-", "integerLiteral:1"]),
            Case("1.description", ["integerLiteral:1", "period:.", "identifier:description"]),
            Case("0xff.description", ["integerLiteral:0xff", "period:.", "identifier:description"]),
        ])
    }

    func testOperators() {
        // Prefix, postfix or binary by the whitespace around them; `?` and `!` stuck to the
        // left are postfix (`a?.b`), a spaced `?` is the ternary's binary `?`.
        check([
            Case("a <~> b", ["identifier:a", "binaryOperator:<~>", "identifier:b"]),
            Case("a • b", ["identifier:a", "binaryOperator:•", "identifier:b"]),
            Case("a ∪ b", ["identifier:a", "binaryOperator:∪", "identifier:b"]),
            Case("a?.b", ["identifier:a", "postfixOperator:?", "period:.", "identifier:b"]),
            Case("a!.b", ["identifier:a", "postfixOperator:!", "period:.", "identifier:b"]),
            Case("a ?? b", ["identifier:a", "binaryOperator:??", "identifier:b"]),
            Case("x ? y : z", ["identifier:x", "binaryOperator:?", "identifier:y", "colon::", "identifier:z"]),
            Case("x?y:z", ["identifier:x", "postfixOperator:?", "identifier:y", "colon::", "identifier:z"]),
            Case("-x", ["prefixOperator:-", "identifier:x"]),
            Case("&x", ["prefixOperator:&", "identifier:x"]),
            Case("!flag", ["prefixOperator:!", "identifier:flag"]),
            Case("a - -b", ["identifier:a", "binaryOperator:-", "prefixOperator:-", "identifier:b"]),
            Case("x!", ["identifier:x", "postfixOperator:!"]),
            Case(
                "func f() -> Int",
                [
                    "keyword:func", "identifier:f", "leftParen:(", "rightParen:)", "arrow:->", "identifier:Int"
                ]),
            Case("xs[...]", ["identifier:xs", "leftBracket:[", "binaryOperator:...", "rightBracket:]"]),
            Case(
                "xs[..<5]",
                [
                    "identifier:xs", "leftBracket:[", "prefixOperator:..<", "integerLiteral:5", "rightBracket:]"
                ]),
            Case(
                "xs[2...]",
                [
                    "identifier:xs", "leftBracket:[", "integerLiteral:2", "postfixOperator:...", "rightBracket:]"
                ]),
            Case("a...b", ["identifier:a", "binaryOperator:...", "identifier:b"]),
            Case("a == b", ["identifier:a", "binaryOperator:==", "identifier:b"]),
            Case("a+=1", ["identifier:a", "binaryOperator:+=", "integerLiteral:1"]),
            Case("x = y.z", ["identifier:x", "binaryOperator:=", "identifier:y", "period:.", "identifier:z"]),
            Case(".some(x)", ["period:.", "identifier:some", "leftParen:(", "identifier:x", "rightParen:)"]),
            Case("a ...< b", ["identifier:a", "binaryOperator:...<", "identifier:b"]),
            Case("x ^.y", ["identifier:x", "prefixOperator:^", "period:.", "identifier:y"]),
            Case("^.y", ["prefixOperator:^", "period:.", "identifier:y"]),
        ])
    }

    func testAttributes() {
        check([
            Case("@MainActor", ["atSign:@", "identifier:MainActor"]),
            Case("@Published var x", ["atSign:@", "identifier:Published", "keyword:var", "identifier:x"]),
            Case(
                "f(_ c: @escaping () -> Void)",
                [
                    "identifier:f", "leftParen:(", "wildcard:_", "identifier:c", "colon::", "atSign:@",
                    "identifier:escaping", "leftParen:(", "rightParen:)", "arrow:->", "identifier:Void",
                    "rightParen:)"
                ]),
            Case(
                "@available(*, deprecated)",
                [
                    "atSign:@", "identifier:available", "leftParen:(", "binaryOperator:*", "comma:,",
                    "identifier:deprecated", "rightParen:)"
                ]),
            Case(
                "@objc(name:) func f()",
                [
                    "atSign:@", "identifier:objc", "leftParen:(", "identifier:name", "colon::", "rightParen:)",
                    "keyword:func", "identifier:f", "leftParen:(", "rightParen:)"
                ]),
        ])
    }

    func testEditorPlaceholders() {
        check([
            Case("foo(<#name#>)", ["identifier:foo", "leftParen:(", "editorPlaceholder:<#name#>", "rightParen:)"]),
            Case(
                "let x: <#Type#> = <#value#>",
                [
                    "keyword:let", "identifier:x", "colon::", "editorPlaceholder:<#Type#>", "binaryOperator:=",
                    "editorPlaceholder:<#value#>"
                ]),
            Case("a < #b", ["identifier:a", "binaryOperator:<", "poundKeyword:#b"]),
            Case("<#a\n#>", ["prefixOperator:<", "poundKeyword:#a", "pound:#", "postfixOperator:>"]),
            Case("x+<#y#>", ["identifier:x", "binaryOperator:+", "editorPlaceholder:<#y#>"]),
            Case("<#<#a#>", ["prefixOperator:<", "pound:#", "editorPlaceholder:<#a#>"]),
        ])
    }

    func testUnterminatedConstructs() {
        // A single-line string ends at the end of its line, a block comment runs to the end of
        // the file, and a multi-line `#/` regex with no closing delimiter gives back the code
        // after its first line break.
        check(
            [
                Case(
                    "let s = \"abc\nlet t = 1",
                    [
                        "keyword:let", "identifier:s", "binaryOperator:=", #"stringStart:""#, "stringSegment:abc",
                        "newline:\n", "keyword:let", "identifier:t", "binaryOperator:=", "integerLiteral:1"
                    ]),
                Case(
                    #"let s = "abc"#,
                    [
                        "keyword:let", "identifier:s", "binaryOperator:=", #"stringStart:""#, "stringSegment:abc"
                    ]),
                Case(
                    "let s = \"a\\(b\nc",
                    [
                        "keyword:let", "identifier:s", "binaryOperator:=", #"stringStart:""#, "stringSegment:a",
                        #"interpolationStart:\("#, "identifier:b", "newline:\n", "identifier:c"
                    ]),
                Case(
                    "let s = \"\"\"\nabc",
                    [
                        "keyword:let", "identifier:s", "binaryOperator:=", #"stringStart:""""#, "stringSegment:\nabc"
                    ]),
                Case(
                    "let s = #\"abc\"\nx",
                    [
                        "keyword:let", "identifier:s", "binaryOperator:=", #"stringStart:#""#, #"stringSegment:abc""#,
                        "newline:\n", "identifier:x"
                    ]),
                Case("x /* never closed\n y", ["identifier:x", "blockComment:/* never closed\n y"]),
                Case("/* /* */", ["blockComment:/* /* */"]),
                Case("let r = #/abc", ["keyword:let", "identifier:r", "binaryOperator:=", "regexLiteral:#/abc"]),
                Case(
                    "let r = #/abc\nx",
                    [
                        "keyword:let", "identifier:r", "binaryOperator:=", "regexLiteral:#/abc", "newline:\n",
                        "identifier:x"
                    ]),
                Case(
                    "let r = #/\nabc\n",
                    [
                        "keyword:let", "identifier:r", "binaryOperator:=", "regexLiteral:#/", "newline:\n",
                        "identifier:abc", "newline:\n"
                    ]),
                Case(
                    "let r = /abc",
                    [
                        "keyword:let", "identifier:r", "binaryOperator:=", "prefixOperator:/", "identifier:abc"
                    ]),
                Case("`abc", ["backtick:`", "identifier:abc"]),
                Case(#"x = "\"#, ["identifier:x", "binaryOperator:=", #"stringStart:""#, #"stringSegment:\"#]),
            ], mode: .allButWhitespace)
    }

    func testInvalidUTF8AndControlBytesAreKept() {
        let inputs: [[UInt8]] = [
            [0xFF], [0x80, 0x80], [0x61, 0xC3], [0xE2, 0x82], [0x22, 0xFF, 0x22], [0x2F, 0xFF, 0x2F],
            [0x00, 0x61], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0x23, 0xFF],
        ]
        for input in inputs {
            let tokens = Lexer.tokenize(input)
            if let problem = TokenizerTestSupport.losslessProblem(input, tokens) {
                XCTFail("\(input): \(problem)")
            }
        }
        XCTAssertEqual(TokenizerTestSupport.describe([0x61, 0xFF, 0x62]), ["identifier:a", "unknown:\u{FFFD}", "identifier:b"])
    }

    /// A token keeps every kind it is made with (its kind is stored as its raw value, read
    /// back as the case of that index), and lengths up to the longest.
    func testTokensKeepTheirKindAndLength() {
        for (index, kind) in TokenKind.allCases.enumerated() {
            XCTAssertEqual(Int(kind.rawValue), index, "\(kind)")
            for length in [0, 1, Token.maximumLength] {
                let token = Token(kind: kind, offset: 7, length: length)
                XCTAssertEqual(token.kind, kind)
                XCTAssertEqual(Int(token.length), length)
                XCTAssertEqual(token.start, ByteOffset(7))
            }
        }
        XCTAssertEqual(MemoryLayout<Token>.stride, 8)
    }

    /// A run longer than a token can be (a comment, a string's text, an identifier of 17 MB)
    /// is cut into tokens of its kind, every byte kept; the code view counts each piece.
    func testARunLongerThanATokenIsCut() {
        let long = Token.maximumLength + 1000
        for (head, fill, tail, kind) in [
            ("/*", UInt8(ascii: "x"), "*/\nlet a = 1\n", TokenKind.blockComment),
            ("let s = \"", UInt8(ascii: "y"), "\"\n", TokenKind.stringSegment),
            ("let ", UInt8(ascii: "z"), " = 1\n", TokenKind.identifier),
        ] {
            let input = Array(head.utf8) + [UInt8](repeating: fill, count: long) + Array(tail.utf8)
            let tokens = Lexer.tokenize(input)
            XCTAssertNil(TokenizerTestSupport.losslessProblem(input, tokens), "\(kind)")
            // Two pieces: the longest a token can be, then the rest.
            let pieces = tokens.filter { $0.kind == kind && $0.length >= 1000 }
            XCTAssertEqual(pieces.count, 2, "\(kind)")
            XCTAssertEqual(pieces.first?.length, UInt32(Token.maximumLength), "\(kind)")
            XCTAssertEqual(pieces.first.map { Int($0.offset + $0.length) }, pieces.last.map { Int($0.offset) }, "\(kind)")
            XCTAssertTrue(tokens.allSatisfy { $0.length <= UInt32(Token.maximumLength) })
            let source = TokenizedSource(bytes: input)
            XCTAssertEqual(source.codeCount, tokens.filter { !$0.kind.isTrivia }.count, "\(kind)")
        }
    }

    func testCodeTokensHelperAndTokenizedSourceAgree() {
        let source = TokenizedSource("let x = f(1) // done\n")
        XCTAssertEqual(source.tokens, Lexer.tokenize(Array("let x = f(1) // done\n".utf8)))
        let code = TokenizerTestSupport.codeTokens("let x = f(1) // done\n")
        XCTAssertEqual(code.map(\.kind), [.keyword, .identifier, .binaryOperator, .identifier, .leftParen, .integerLiteral, .rightParen])
        XCTAssertEqual(code.map(\.text), ["let", "x", "=", "f", "(", "1", ")"])
        XCTAssertEqual(source.text(of: TokenIndex(source.tokens.count - 2)), "// done")
    }

    // MARK: Bracket pairing

    func testBracketPairing() {
        // Each paired token is shown as `text=n`, the same `n` on both tokens of a pair (in
        // the order the openers come); an unpaired bracket as `text!`.
        checkPairs([
            PairCase("f(a[1], { x })", "f (=1 a [=2 1 ]=2 , {=3 x }=3 )=1"),
            PairCase("\"s\\(y)t\"", "\"=1 s \\(=2 y )=2 t \"=1"),
            PairCase(
                "f(\"\\(g(\"\\(h(1))\"))\")",
                "f (=1 \"=2 \\(=3 g (=4 \"=5 \\(=6 h (=7 1 )=7 )=6 \"=5 )=4 )=3 \"=2 )=1"),
            PairCase("#\"a\\#(b)\"#", "#\"=1 a \\#(=2 b )=2 \"#=1"),
            PairCase("\"\"\"\n\\(x)\n\"\"\"", "\"\"\"=1 \n \\(=2 x )=2 \n \"\"\"=1"),
            PairCase("[1: (2, 3)]", "[=1 1 : (=2 2 , 3 )=2 ]=1"),
        ])
    }

    func testBracketPairingUnbalanced() {
        checkPairs([
            PairCase("( ]", "(! ]!"),
            PairCase("{ ( }", "{=1 (! }=1"),
            PairCase("( [ )", "(=1 [! )=1"),
            PairCase(") (", ")! (!"),
            PairCase("(}", "(! }!"),
            PairCase("{ [ ( ] }", "{=1 [=2 (! ]=2 }=1"),
            PairCase("\"abc", "\"! abc"),
            PairCase("\"a\\(b\n)", "\"! a \\(! b )!"),
            PairCase("f(\"x\"", "f (! \"=1 x \"=1"),
        ])
    }

    // MARK: Helpers

    enum Mode { case code, allButWhitespace, all }

    struct Case {
        let input: String
        let expected: [String]
        let line: UInt
        init(_ input: String, _ expected: [String], line: UInt = #line) {
            self.input = input
            self.expected = expected
            self.line = line
        }
    }

    func check(_ cases: [Case], mode: Mode = .code, file: StaticString = #filePath) {
        for testCase in cases {
            let bytes = Array(testCase.input.utf8)
            let tokens = Lexer.tokenize(bytes)
            if let problem = TokenizerTestSupport.losslessProblem(bytes, tokens) {
                XCTFail("\(testCase.input.debugDescription): \(problem)", file: file, line: testCase.line)
            }
            XCTAssertEqual(tokens.flatMap { bytes[$0.range] }, bytes, "round trip", file: file, line: testCase.line)
            XCTAssertEqual(
                TokenizerTestSupport.describe(bytes, tokens, mode: mode), testCase.expected,
                "tokens of \(testCase.input.debugDescription)", file: file, line: testCase.line)
        }
    }

    struct PairCase {
        let input: String
        let expected: String
        let line: UInt
        init(_ input: String, _ expected: String, line: UInt = #line) {
            self.input = input
            self.expected = expected
            self.line = line
        }
    }

    /// Renders the code tokens with their pairs, checking `partner(of:)` both ways.
    func checkPairs(_ cases: [PairCase], file: StaticString = #filePath) {
        for testCase in cases {
            let source = TokenizedSource(testCase.input)
            var pairNumber = [Int: Int]()
            var rendered: [String] = []
            for (index, token) in source.tokens.enumerated() {
                let partner = source.partner(of: TokenIndex(index))?.value
                if let partner {
                    XCTAssertEqual(source.partner(of: TokenIndex(partner))?.value, index, "partner of partner", file: file, line: testCase.line)
                    let (opener, closer) = partner > index ? (token, source.tokens[partner]) : (source.tokens[partner], token)
                    XCTAssertEqual(opener.kind.closer, closer.kind, "pair kinds", file: file, line: testCase.line)
                }
                if token.kind.isTrivia {
                    XCTAssertNil(partner, "trivia has no partner", file: file, line: testCase.line)
                    continue
                }
                var text = source.text(of: TokenIndex(index))
                if let partner {
                    if partner > index {
                        pairNumber[index] = pairNumber.count + 1
                        text += "=\(pairNumber[index]!)"
                    } else {
                        text += "=\(pairNumber[partner] ?? 0)"
                    }
                } else if token.kind.closer != nil || token.kind.isCloser {
                    text += "!"
                }
                rendered.append(text)
            }
            XCTAssertEqual(rendered.joined(separator: " "), testCase.expected, testCase.input.debugDescription, file: file, line: testCase.line)
        }
    }
}

/// Helpers shared by the tokenizer test files.
enum TokenizerTestSupport {
    /// The non-trivia tokens of `source`, with their text.
    static func codeTokens(_ source: String) -> [(kind: TokenKind, text: String)] {
        let tokenized = TokenizedSource(source)
        return tokenized.tokens.filter { !$0.kind.isTrivia }.map { ($0.kind, tokenized.text(of: $0)) }
    }

    /// `kind:text` for each token that `mode` keeps (invalid UTF-8 shows as U+FFFD).
    static func describe(_ bytes: [UInt8], _ tokens: [Token]? = nil, mode: TokenizerTests.Mode = .code) -> [String] {
        (tokens ?? Lexer.tokenize(bytes)).compactMap { token in
            switch mode {
            case .code where token.kind.isTrivia, .allButWhitespace where token.kind == .whitespace:
                return nil
            default:
                return "\(token.kind.name):\(String(decoding: bytes[token.range], as: UTF8.self))"
            }
        }
    }

    /// Why `tokens` are not a lossless cover of an input of `count` bytes, or nil: the first
    /// token must start at 0, each must be non-empty and start where the one before ends, and
    /// the last must end at `count`. Joining the tokens' bytes then gives the input back.
    static func losslessProblem(count: Int, _ tokens: [Token]) -> String? {
        var expected = 0
        for (index, token) in tokens.enumerated() {
            if token.length == 0 { return "token \(index) (\(token.kind)) at \(token.start) is empty" }
            if token.start.value != expected {
                return "token \(index) (\(token.kind)) starts at \(token.start), expected \(expected)"
            }
            expected = token.end.value
        }
        return expected == count ? nil : "tokens end at \(expected) of \(count) bytes"
    }

    static func losslessProblem(_ bytes: [UInt8], _ tokens: [Token]) -> String? {
        losslessProblem(count: bytes.count, tokens)
    }
}
