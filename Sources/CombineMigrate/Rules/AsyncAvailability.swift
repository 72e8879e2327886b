/// Whether the code the migration rules write — `async` functions, `Task`, `for await` —
/// can run where the file's project deploys. A file that imports OpenCombine and not
/// Combine belongs to a project that deploys below iOS 13 / macOS 10.15 (that is why it
/// uses OpenCombine), where Swift concurrency is not available: its sites are left alone.
enum AsyncAvailability {
    static func reason(in view: CodeView) -> String? {
        let modules = view.importedModules
        guard modules.contains("OpenCombine"), !modules.contains("Combine") else { return nil }
        return "this file imports OpenCombine and not Combine, so its project may deploy below iOS 13 / macOS 10.15, where async/await and Task are not available; migrate it by hand once the deployment target allows"
    }
}
