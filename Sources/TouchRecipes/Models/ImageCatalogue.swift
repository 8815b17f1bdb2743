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
        /// What the recipes give a new sprite of this image (never a control action).
        public var recipe: SpriteRecipeOptions

        public init(image: String, width: Double, height: Double, mask: AlphaMask?, options: SpriteOptions = SpriteOptions(),
                    recipe: SpriteRecipeOptions = SpriteRecipeOptions()) {
            self.image = image
            self.width = width
            self.height = height
            self.mask = mask
            self.options = options
            self.recipe = recipe
        }
    }

    /// In order of first appearance.
    public private(set) var entries: [Entry] = []

    public init() {}

    /// One entry per distinct image of the scene's sprites that are neither controls nor scenery (not touchable),
    /// from the first sprite using it.
    public init(scene: Scene, recipes: [SpriteHandle: SpriteRecipeOptions] = [:]) {
        for handle in scene.drawOrder.sorted() {
            let sprite = scene[handle]
            guard recipes[handle]?.action == nil, sprite.options.touchable, entry(for: sprite.image) == nil else { continue }
            var options = sprite.options
            options.locked = false
            entries.append(Entry(image: sprite.image, width: sprite.homeWidth, height: sprite.homeHeight,
                                 mask: sprite.mask, options: options,
                                 recipe: SpriteRecipeOptions(resizable: recipes[handle]?.resizable ?? false)))
        }
    }

    public func entry(for image: String) -> Entry? { entries.first { $0.image == image } }

    /// Adds an image, or replaces the entry with the same name in place.
    public mutating func register(_ entry: Entry) {
        if let i = entries.firstIndex(where: { $0.image == entry.image }) { entries[i] = entry } else { entries.append(entry) }
    }
}
