import TouchEngine

/// A gesture a user taught: its name and one or more example strokes (window pixels, in drawing order).
public struct GestureTemplate: Equatable, Sendable {
    public var name: String
    public var strokes: [[Vector2]]

    public init(name: String, strokes: [[Vector2]]) {
        self.name = name
        self.strokes = strokes
    }
}
