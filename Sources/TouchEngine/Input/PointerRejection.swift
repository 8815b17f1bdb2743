/// Why the engine refused a pointer event. Refused events change nothing but the counters.
public enum PointerRejection: Equatable, Sendable, CustomStringConvertible {
    case nonFiniteCoordinates
    case nonFiniteTime
    case unknownPointer
    case timeWentBackwards
    /// As many touches as the engine tracks are already down.
    case tooManyTouches

    public var description: String {
        switch self {
        case .nonFiniteCoordinates: "coordinates are not finite numbers"
        case .nonFiniteTime: "time is not a finite number"
        case .unknownPointer: "no touch with this id is down"
        case .timeWentBackwards: "time is earlier than the previous event"
        case .tooManyTouches: "too many touches down at once"
        }
    }
}
