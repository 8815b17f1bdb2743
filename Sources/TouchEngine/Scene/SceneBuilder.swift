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

/// Turns a scene document and its loaded images into a scene.
public enum SceneBuilder {
    /// A sprite that was left out because its image could not be used.
    public struct Omission: Equatable, Sendable {
        public var spriteID: String
        public var image: String

        public init(spriteID: String, image: String) {
            self.spriteID = spriteID
            self.image = image
        }
    }

    /// Places the sprites in z order (ties keep file order). Sprites whose image is missing from
    /// `images` are left out and listed in the result.
    public static func build(
        _ document: SceneDocument, images: [String: ImageInfo], masks: inout MaskLibrary
    ) -> (scene: Scene, omitted: [Omission]) {
        var scene = Scene(width: document.width, height: document.height, background: document.background)
        var omitted: [Omission] = []
        let ordered = document.sprites.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }
        for (_, description) in ordered {
            guard let info = images[description.image] else {
                omitted.append(Omission(spriteID: description.id, image: description.image))
                continue
            }
            let mask = masks.mask(for: description.image, info: info, threshold: description.options.alphaThreshold)
            let pose = Pose(
                center: Vector2(description.x, description.y), scale: description.scale,
                rotation: Angle.radians(fromDegrees: description.rotation))
            scene.add(Sprite(
                id: description.id, image: description.image,
                width: description.width ?? Double(info.width), height: description.height ?? Double(info.height),
                pose: pose, options: description.options, mask: mask))
        }
        return (scene, omitted)
    }
}
