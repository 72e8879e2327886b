// Shim module `MapKit` (a map region around a coordinate, as a view model computes it), for
// type-checking only: built as its own module by Scripts/realmodules.sh over the CoreLocation
// shim, which it exports as MapKit does; name `@CoreLocation` before `@MapKit`.
@_exported import CoreLocation

public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
}
