import TouchEngine

/// One point of a touch's path.
public struct PathPoint: Equatable, Sendable {
    public var position: Vector2
    public var time: Double

    public init(_ position: Vector2, time: Double) {
        self.position = position
        self.time = time
    }
}
