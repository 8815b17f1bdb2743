/// The limits on what the sandbox reads from files that users (and attackers) hand it: one place for every cap.
///
/// Why these numbers: a kiosk with a 4K display shows 3840×2160 = 8.3 million pixels, so an image of at most
/// 8192 pixels on a side and 16.8 million pixels (4096², twice a 4K screen) is as sharp as the sandbox can ever
/// show it. 8192 is also the largest texture every GPU we target accepts. Such an image takes 64 MiB as RGBA,
/// however small its file; a 20000×20000 PNG of 1.6 MB would take 1.6 GB, so the size is read from the file's
/// header and refused before anything is decoded.
public struct InputLimits: Sendable, Equatable {
    /// The widest or tallest image, in pixels.
    public var imageSide = 8192
    /// The most pixels in one image (width × height).
    public var imagePixels = 16_777_216
    /// The largest image file read, in bytes (a photograph of the largest size as PNG is about 40 MB).
    public var imageFileBytes = 64 << 20
    /// The largest scene file read, in bytes (20,000 sprites take about 2 MB).
    public var sceneFileBytes = 32 << 20
    /// The largest kiosk configuration file read, in bytes.
    public var configurationFileBytes = 1 << 20
    /// The most characters of a file's text quoted in a message, before "…".
    public var excerptCharacters = 60
    /// The most characters of a path quoted in a message (the longest path the system opens).
    public var pathCharacters = 4096

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
    public static let standard = InputLimits()
}
