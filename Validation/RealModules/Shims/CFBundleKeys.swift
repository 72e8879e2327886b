// Shim (compiled into the module): the Core Foundation Info.plist key constants that Apple's
// Foundation makes visible (swift-corelibs-foundation does not export them). Type-checking only.
import Foundation

let kCFBundleNameKey = "CFBundleName"
let kCFBundleIdentifierKey = "CFBundleIdentifier"
let kCFBundleVersionKey = "CFBundleVersion"
let kCFBundleExecutableKey = "CFBundleExecutable"
let kCFBundleInfoDictionaryVersionKey = "CFBundleInfoDictionaryVersion"
