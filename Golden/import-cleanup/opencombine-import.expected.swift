import Foundation

func greeting(for name: String) async -> String {
    "Hello, \(name)!"
}
