import TouchEngine

/// The images new sprites can be made of (the tray's thumbnails), with the size and mask a sprite needs.
///
/// Built from the scene's sprites when the engine starts (one entry per distinct image, taken from the
/// first sprite using it); the app may add or replace entries with what it loaded (`register`).
public struct ImageCatalogue: Sendable {
    public struct Entry: Sendable {
        public var image: String
        public var width: Double
        public var height: Double
        public var mask: AlphaMask?
        /// Options a new sprite of this image starts with.
        public var options: SpriteOptions

        public init(image: String, width: Double, height: Double, mask: AlphaMask?, options: SpriteOptions = SpriteOptions()) {
            self.image = image
            self.width = width
            self.height = height
            self.mask = mask
            self.options = options
        }
    }

    /// In order of first appearance.
    public private(set) var entries: [Entry] = []

    public init() {}

    public init(scene: Scene) {
        for handle in scene.drawOrder.sorted() {
            let sprite = scene[handle]
            guard sprite.options.action == nil, entry(for: sprite.image) == nil else { continue }
            var options = sprite.options
            options.locked = false
            entries.append(Entry(image: sprite.image, width: sprite.homeWidth, height: sprite.homeHeight,
                                 mask: sprite.mask, options: options))
        }
    }

    public func entry(for image: String) -> Entry? { entries.first { $0.image == image } }

    /// Adds an image, or replaces the entry with the same name in place.
    public mutating func register(_ entry: Entry) {
        if let i = entries.firstIndex(where: { $0.image == entry.image }) { entries[i] = entry } else { entries.append(entry) }
    }

    /// Adds an image from its loaded pixels, sharing masks through `masks`.
    public mutating func register(image: String, info: ImageInfo, masks: inout MaskLibrary, options: SpriteOptions = SpriteOptions()) {
        let mask = masks.mask(for: image, info: info, threshold: options.alphaThreshold)
        register(Entry(image: image, width: Double(info.width), height: Double(info.height), mask: mask, options: options))
    }
}
