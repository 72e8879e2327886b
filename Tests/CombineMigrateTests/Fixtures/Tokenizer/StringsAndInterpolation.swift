// Single-line, raw and character-like string literals, with interpolations.
struct Greeter {
    var name: String
    var count: Int

    func greeting() -> String {
        "Hello, \(name)! You have \(count) new \(count == 1 ? "message" : "messages")."
    }

    func escapes() -> [String] {
        [
            "quote: \" backslash: \\ tab: \t nul: \0",
            "unicode: \u{1F600} \u{E9}",
            "not an interpolation: \\(name)",
            "parens inside: \(f((1, 2)))",
            "closure inside: \([1, 2].map { "\($0)" }.joined(separator: ", "))",
            "",
            "\(name)\(count)",
        ]
    }

    func raw() -> [String] {
        [
            #"raw \(name) stays text"#,
            #"raw \#(name) interpolates"#,
            ##"two pounds: "# inside, \#(name) is text, \##(name) is not"##,
            #"a "quoted" word"#,
            #"""#,
            #""" on one line "#,
            #"regex-like: /[a-z]+/ and \d+"#,
            ###"""##"###,
        ]
    }

    func f(_ pair: (Int, Int)) -> Int { pair.0 + pair.1 }
}

let table: [String: String] = [
    "key": "value",
    "nested \("interpolated \("twice")")": "ok",
    #"raw key"#: #"raw value \#("inner")"#,
]

let emoji = "👍🏽 café 日本"
let empty = ""
let spaces = "   "
