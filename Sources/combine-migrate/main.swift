import CommandLine
import Foundation

#if os(Linux)
HugePageHeap.request()
#endif
let code = MigrateCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    console: .standard
)
exit(code.rawValue)
