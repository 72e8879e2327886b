import CommandLine
import Foundation

let code = MigrateCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    console: .standard
)
exit(code.rawValue)
