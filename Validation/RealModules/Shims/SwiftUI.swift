// Shim module `SwiftUI`: empty. Its existence makes `#if canImport(SwiftUI)` true, for
// modules whose SwiftUI-gated code needs only Combine (ObservableObject, @Published).
