// Regex literals next to division and operators that contain `/`.
import Foundation

infix operator /^/ : MultiplicationPrecedence
postfix operator /%

func /^/ (lhs: Double, rhs: Double) -> Double { pow(lhs, 1 / rhs) }
postfix func /% (x: Double) -> Double { x / 100 }

struct Ratios {
    var a = 6.0, b = 3.0, c = 2.0

    func divisions() -> [Double] {
        let x = a/b/c
        let y = a / b / c
        let z = (a) / (b)
        var w = a
        w /= 2
        return [x, y, z, w, a /^/ b, a/%]
    }

    func regexes() throws -> [Bool] {
        let word = /[a-z]+/
        let digits = /\d+(?:\.\d+)?/
        let slash = /a\/b/
        let paren = /[)(]/
        let spaced = #/ a b /#
        let extended = #/
            (?<year>\d{4}) - (?<month>\d{2})
            /#
        let pounds = ##/a/#b/##
        let inCall = "x".contains(/x/)
        let maybe = try? /x+/.wholeMatch(in: "xx")
        return [
            "abc".contains(word),
            "1.5".contains(digits),
            "a/b".contains(slash),
            ")".contains(paren),
            " a b ".contains(spaced),
            "2024 - 01".contains(extended),
            "a/#b".contains(pounds),
            inCall,
            maybe != nil,
            "a".contains(/[^\/]/),
        ]
    }
}

let half = 1/2
let ratio = Ratios().divisions().reduce(0, +) / 2
