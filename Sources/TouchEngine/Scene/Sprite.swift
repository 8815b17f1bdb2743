/// A stable reference to a sprite in a scene: its slot and the slot's generation.
///
/// A removed sprite's slot is given to the next sprite added, with the next generation, so a scene that adds and
/// removes sprites for weeks keeps as many slots as it ever had sprites at once. A handle kept from before is
/// stale: it differs from the new sprite's handle, and `Scene.isLive` is false for it.
public struct SpriteHandle: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var index: Int
    /// How many sprites had the slot before this one.
    public var generation: Int
    public init(_ index: Int, generation: Int = 0) {
        self.index = index
        self.generation = generation
    }
    public static func < (a: SpriteHandle, b: SpriteHandle) -> Bool { (a.index, a.generation) < (b.index, b.generation) }
    public var description: String { generation == 0 ? "#\(index)" : "#\(index).\(generation)" }
}

/// One textured object on the canvas.
public struct Sprite: Sendable {
    public var id: String
    /// Identifies the image (its path as written in the scene); sprites with the same image share a texture and mask.
    public var image: String
    /// Unscaled size in window pixels (the image size unless the scene or a resize says otherwise).
    public var width: Double
    public var height: Double
    public var pose: Pose
    /// The pose and size the scene gave it; reset returns here.
    public var homePose: Pose
    public var homeWidth: Double
    public var homeHeight: Double
    public var options: SpriteOptions
    /// Opaque-enough pixels of the image, shared with every sprite using it; nil means the whole rectangle.
    public var mask: AlphaMask?

    public init(
        id: String, image: String, width: Double, height: Double, pose: Pose,
        options: SpriteOptions = SpriteOptions(), mask: AlphaMask? = nil
    ) {
        self.id = id
        self.image = image
        self.width = width
        self.height = height
        self.pose = pose
        self.homePose = pose
        self.homeWidth = width
        self.homeHeight = height
        self.options = options
        self.mask = mask
    }

    /// The axis-aligned box around the sprite as it stands.
    public var bounds: Rect { pose.bounds(width: width, height: height) }

    /// Whether a window point lies on a pixel of the sprite that catches touches.
    @inline(__always)
    public func contains(_ point: Vector2) -> Bool {
        guard options.touchable else { return false }
        let local = pose.toLocal(point)
        let u = local.x / width + 0.5, v = local.y / height + 0.5
        guard u >= 0, u < 1, v >= 0, v < 1 else { return false }
        guard let mask else { return true }
        return mask.isOpaque(x: Int(u * Double(mask.width)), y: Int(v * Double(mask.height)))
    }
}
