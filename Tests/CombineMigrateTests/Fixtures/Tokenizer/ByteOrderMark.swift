// This file starts with a UTF-8 byte-order mark.
import Foundation

let café = "café"
let π = 3.14159
let 日本 = ["東京": 1, "大阪": 2]
let `class` = "backticked"
let `default` = `class`

func greet(_ name: String) -> String {
    "こんにちは, \(name)! π ≈ \(π)"
}

enum Direction: String {
    case `left`, `right`
    case up = "↑"
}

let arrows = [Direction.up.rawValue, "→", "←"]
print(greet(café), 日本.count, arrows)
