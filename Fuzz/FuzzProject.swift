// libFuzzer entry point for the project readers: every input is read as a `project.pbxproj`,
// an XcodeGen spec and an `.xcconfig` without a crash or a hang, and a refusal names a line
// of the input (FuzzInvariants.projectProblem). A violation traps, which libFuzzer reports as
// a crash and saves. Built and run by Scripts/fuzz.sh, compiled together with the library's
// sources and FuzzInvariants.swift.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProject(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    if let problem = FuzzInvariants.projectProblem(bytes) {
        fatalError("project reader invariant violated: \(problem)")
    }
    return 0
}
