import Foundation

func ping() async -> String {
    "pong"
}
