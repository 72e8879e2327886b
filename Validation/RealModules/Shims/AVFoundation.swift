// Shim module `AVFoundation`: only the audio session's current route (its output ports), as
// code that names the audio device reads it. For type-checking only: built as its own module by
// Scripts/realmodules.sh. There is no route.
@_exported import Foundation

public final class AVAudioSession: @unchecked Sendable {
    public struct Port: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
        public static let bluetoothLE = Port(rawValue: "BluetoothLE")
        public static let bluetoothHFP = Port(rawValue: "BluetoothHFP")
        public static let headphones = Port(rawValue: "Headphones")
        public static let headsetMic = Port(rawValue: "MicrophoneWired")
        public static let builtInReceiver = Port(rawValue: "Receiver")
        public static let builtInSpeaker = Port(rawValue: "Speaker")
        public static let builtInMic = Port(rawValue: "MicrophoneBuiltIn")
    }
    nonisolated(unsafe) private static let shared = AVAudioSession()
    public static func sharedInstance() -> AVAudioSession { shared }
    public var currentRoute: AVAudioSessionRouteDescription { AVAudioSessionRouteDescription() }
}
public final class AVAudioSessionRouteDescription {
    public var inputs: [AVAudioSessionPortDescription] { [] }
    public var outputs: [AVAudioSessionPortDescription] { [] }
}
public final class AVAudioSessionPortDescription {
    public var portType: AVAudioSession.Port { .builtInSpeaker }
    public var portName: String { "" }
    public var uid: String { "" }
}
