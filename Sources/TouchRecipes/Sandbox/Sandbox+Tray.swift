import TouchEngine

/// The image catalogue and new sprites dragged out of the tray.
extension Sandbox {
    /// Adds (or replaces) an image new sprites can be made of, and refreshes the tray.
    public func registerImage(_ entry: ImageCatalogue.Entry) {
        catalogue.register(entry)
        trayRecognizer.layout(images: catalogue.entries.map(\.image))
    }

    /// Adds an image from its loaded pixels (sharing masks through `masks`), and refreshes the tray.
    public func registerImage(_ image: String, info: ImageInfo, masks: inout MaskLibrary, options: SpriteOptions = SpriteOptions(),
                              recipe: SpriteRecipeOptions = SpriteRecipeOptions()) {
        let mask = masks.mask(for: image, info: info, threshold: options.alphaThreshold)
        registerImage(ImageCatalogue.Entry(image: image, width: Double(info.width), height: Double(info.height),
                                           mask: mask, options: options, recipe: recipe))
    }

    /// Puts a new sprite of a catalogue image on top, centred on `center` (kept within its bounds). It counts as a
    /// made sprite (`maximumCreatedSprites`).
    @discardableResult
    public func createSprite(image: String, at center: Vector2) -> SpriteHandle? {
        guard let entry = catalogue.entry(for: image), center.isFinite else { return nil }
        var sprite = Sprite(id: uniqueID(SceneDocument.defaultID(forImage: image)), image: image,
                            width: entry.width, height: entry.height, pose: Pose(center: center),
                            options: entry.options, mask: entry.mask)
        if let rect = PoseLimits.boundsRectangle(for: sprite.options, scene: engine.scene.bounds) {
            sprite.pose = PoseLimits.clampCenter(sprite.pose, width: sprite.width, height: sprite.height, inside: rect)
            sprite.homePose = sprite.pose
        }
        let handle = engine.addSprite(sprite)
        if entry.recipe != SpriteRecipeOptions() { spriteRecipes[handle] = entry.recipe }
        post(.spriteCreated(sprite: sprite.id))
        noteCreated(handle)
        return engine.scene.isLive(handle) ? handle : nil
    }
}
