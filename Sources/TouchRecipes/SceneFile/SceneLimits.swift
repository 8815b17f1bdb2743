/// The limits on what a scene file may hold, checked when it is read, so nothing taken from a scene can overflow
/// later (sizes, bounds and drawing coordinates stay finite and exact).
public struct SceneLimits: Sendable, Equatable {
    /// The largest scene file read, in bytes (20,000 sprites take about 2 MB).
    public var sceneFileBytes = 32 << 20
    /// A scene canvas's widest or tallest side, in pixels.
    public var sceneSide = 16384.0
    /// How far from the origin a sprite's centre may be placed, in pixels: far enough for any canvas, and small
    /// enough that sizes, bounds and drawing coordinates stay finite and exact.
    public var sceneCoordinate = 1_000_000.0
    /// A sprite's largest unscaled width or height, in pixels.
    public var spriteSide = 65536.0
    /// The range a sprite's `minScale` and `maxScale` (and so its scale) must lie in.
    public var scaleRange = 0.001...1000.0
    /// `z` values must be whole numbers smaller than this in magnitude (they become `Int`).
    public var stackingBound = 1e9

    public init() {}

    /// The limits the app uses.
    public static let standard = SceneLimits()
}
