import Combine

typealias Output = Combine.Published<Int>.Publisher
