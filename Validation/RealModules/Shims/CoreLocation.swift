// Shim module `CoreLocation` (a location manager's updates, a location's coordinate and the
// reverse geocoder, as a weather view model uses them), for type-checking only: built as its
// own module by Scripts/realmodules.sh. Nothing is located; no callback is called.
@_exported import Foundation

public typealias CLLocationDegrees = Double

public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

open class CLPlacemark: NSObject, @unchecked Sendable {
    open var location: CLLocation? { nil }
    open var locality: String? { nil }
}

/// Apple's delegate methods are optional (Objective-C); here the protocol has none.
public protocol CLLocationManagerDelegate: NSObjectProtocol {}

open class CLLocationManager: NSObject {
    weak open var delegate: CLLocationManagerDelegate?
    open func requestWhenInUseAuthorization() {}
    open func startUpdatingLocation() {}
}

open class CLGeocoder: NSObject {
    open func reverseGeocodeLocation(_ location: CLLocation,
                                     completionHandler: @escaping ([CLPlacemark]?, Error?) -> Void) {}
}
