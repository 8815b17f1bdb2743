import TouchEngine

/// A stroke a finger draws on the empty canvas: its samples, smoothed path, colour and width.
public struct PaintStroke: Sendable {
    /// The touch that drew it.
    public var touch: PointerID
    public var color: RGBColor
    public var width: Double
    /// The raw samples and the smooth path through them (`smoother.path`).
    public private(set) var smoother = CatmullRomSmoother()
    /// Whether the finger is still drawing it.
    public var isActive = true

    public init(touch: PointerID, color: RGBColor, width: Double) {
        self.touch = touch
        self.color = color
        self.width = width
    }

    public var samples: [StrokeSample] { smoother.samples }
    /// How many points the smoothed polyline has (without building `path`).
    public var pointCount: Int { smoother.path.count }
    /// The smoothed polyline to draw.
    public var path: [Vector2] { smoother.points }

    /// Adds a sample; positions farther than a billion pixels (no screen has them) are ignored.
    public mutating func append(_ position: Vector2, time: Double) {
        guard abs(position.x) < 1e9, abs(position.y) < 1e9 else { return }
        smoother.append(StrokeSample(position, time: time))
    }
}
