// Darwin's `OSStatus` and CoreFoundation's `CFError` (not on Linux), named in an error enum
// of the NHS COVID-19 app.
public typealias OSStatus = Int32
final class CFError {}
