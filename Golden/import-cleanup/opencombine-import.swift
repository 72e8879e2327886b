import Foundation
import OpenCombine

func greeting(for name: String) async -> String {
    "Hello, \(name)!"
}
