@_exported import Combine

func triple(_ x: Int) -> Int { x * 3 }
