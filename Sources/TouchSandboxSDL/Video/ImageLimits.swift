/// The limits on the image files a scene names, checked before anything is decoded.
///
/// Why these numbers: a kiosk with a 4K display shows 3840×2160 = 8.3 million pixels, so an image of at most
/// 8192 pixels on a side and 16.8 million pixels (4096², twice a 4K screen) is as sharp as the sandbox can ever
/// show it. 8192 is also the largest texture every GPU we target accepts. Such an image takes 64 MiB as RGBA,
/// however small its file; a 20000×20000 PNG of 1.6 MB would take 1.6 GB, so the size is read from the file's
/// header and refused before anything is decoded.
public struct ImageLimits: Sendable, Equatable {
    /// The widest or tallest image, in pixels.
    public var imageSide = 8192
    /// The most pixels in one image (width × height).
    public var imagePixels = 16_777_216
    /// The largest image file read, in bytes (a photograph of the largest size as PNG is about 40 MB).
    public var imageFileBytes = 64 << 20
    /// The most steps drawing one SVG may take (a step is about a nanosecond of drawing on this machine: a visit to
    /// an edge; a point, an edge or a pixel blended takes 8), so about 1–4 seconds. The largest real drawings tried,
    /// at 4096 pixels, take 1.1–1.7 × 10⁹; a fine dash along a long path, in a file of 100 bytes, more than 10¹².
    public var svgDrawingSteps = 2_000_000_000
    /// The most points or edges one SVG shape may be cut into when drawn (each takes about 40 bytes).
    public var svgEdges = 4_000_000

    public init() {}

    /// The limits the app uses.
    public static let standard = ImageLimits()
}
