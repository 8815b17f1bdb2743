/// Which parts of a manipulation a sprite accepts.
public struct GestureSet: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let drag = GestureSet(rawValue: 1 << 0)
    public static let pinch = GestureSet(rawValue: 1 << 1)
    public static let rotate = GestureSet(rawValue: 1 << 2)
    public static let all: GestureSet = [.drag, .pinch, .rotate]

    /// The names used by scene files, in their canonical order.
    public static let names: [(String, GestureSet)] = [("drag", .drag), ("pinch", .pinch), ("rotate", .rotate)]
}

/// Where a sprite may go.
public enum MovementConstraint: Equatable, Sendable {
    /// Anywhere.
    case none
    /// Inside the scene's window rectangle.
    case window
    /// Inside this rectangle.
    case rectangle(Rect)
}

/// Per-sprite rules for manipulation and hit-testing.
public struct SpriteOptions: Equatable, Sendable {
    public var gestures: GestureSet = .all
    public var minScale = 0.1
    public var maxScale = 10.0
    public var constraint: MovementConstraint = .window
    /// Alpha (0...1) at or above which a pixel catches touches.
    public var alphaThreshold = 0.5
    /// A locked sprite ignores manipulation.
    public var locked = false
    /// False for scenery (a background picture, a frame, a label): touches pass through it to what lies beneath,
    /// down to the canvas, as through a view with user interaction off.
    public var touchable = true
    public var inertia = false
    public init() {}
}
