// Number literals in every base, tuple indices, ranges, and operators of every fix.
infix operator <~> : AdditionPrecedence
infix operator • : MultiplicationPrecedence
infix operator ∪ : AdditionPrecedence
postfix operator °

func <~> (a: Int, b: Int) -> Int { a ^ b }
func • (a: Int, b: Int) -> Int { a * b }
func ∪ (a: Set<Int>, b: Set<Int>) -> Set<Int> { a.union(b) }
postfix func ° (d: Double) -> Double { d * .pi / 180 }

let integers = [42, 1_000_000, 0b1010, 0o17, 0xFF, -7, +3]
let floats = [3.14, 1e-9, 2.5E+3, 0x1.8p3, 0x1p-2, 1_000.5e10, 90.0°]
let tuple = ((1, 2), (3, (4, 5)))
let indices = tuple.0.1 + tuple.1.1.0
let described = 1.description + 0xff.description + 3.5.description
let ranges = [1..<5, 2..<3]
let closed = 1...5
let slices = (Array(0..<10)[...], Array(0..<10)[..<5], Array(0..<10)[2...])

struct Box { var inner: Box? { nil }; var flag = true; var value: Int? = 1 }

func operators(box: Box?, a: Int, b: Int, s: Set<Int>) -> Int {
    var x = a <~> b
    x += a • b
    x -= -a
    x = x << 2 >> 1 & 0xF | 0x10 ^ ~b
    _ = s ∪ [1]
    _ = box?.inner?.flag
    _ = box!.flag
    _ = box?.value ?? 0
    _ = !(box?.flag ?? false)
    _ = a == b ? a : b
    _ = a != b && a >= b || a <= b
    _ = a...b
    _ = (a &+ b) &* 2 &- 1
    var m = a
    swap(&m, &x)
    let f: (Int) -> Int = { $0 * 2 }
    return f(x) % 7
}
