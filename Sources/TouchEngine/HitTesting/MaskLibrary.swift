/// What the engine needs to know about a loaded image: its size and alpha, for hit-testing.
public struct ImageInfo: Sendable {
    public var width: Int
    public var height: Int
    /// One 8-bit alpha value per pixel, row by row.
    public var alpha: [UInt8]

    public init(width: Int, height: Int, alpha: [UInt8]) {
        self.width = width
        self.height = height
        self.alpha = alpha
    }
}

/// Builds alpha masks once per image and threshold, so sprites that share an image share its mask.
public struct MaskLibrary: Sendable {
    private var masks: [String: AlphaMask] = [:]

    public init() {}

    public mutating func mask(for image: String, info: ImageInfo, threshold: Double) -> AlphaMask {
        let key = "\(AlphaMask.cutoff(for: threshold))|\(image)"
        if let mask = masks[key] { return mask }
        let mask = AlphaMask(width: info.width, height: info.height, alpha: info.alpha, threshold: threshold)
        masks[key] = mask
        return mask
    }

    /// Bytes held by all masks.
    public var byteCount: Int { masks.values.reduce(0) { $0 + $1.byteCount } }
    public var count: Int { masks.count }
}
