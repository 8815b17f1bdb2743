import TouchEngine

/// Making and removing sprites (`SpriteFactory` keeps the books): the image catalogue and the tray's new sprites, the
/// menu's Duplicate and Delete, the bound on made sprites, and the scene put back as it was loaded.
extension Sandbox {
    /// Adds (or replaces) an image new sprites can be made of, and refreshes the tray.
    public func registerImage(_ entry: ImageCatalogue.Entry) {
        factory.register(entry)
        trayRecognizer.layout(images: factory.catalogue.entries.map(\.image))
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
        guard let handle = factory.create(image: image, at: center, in: engine) else { return nil }
        post(.spriteCreated(sprite: sprite(handle).id))
        removeMadeSpritesBeyondBound(sparing: handle)
        return engine.scene.isLive(handle) ? handle : nil
    }

    /// Copies a sprite as `<id>-copy` (then `-copy-2`, …), offset by `duplicateOffset` on both axes, on top.
    /// The copy's scene pose is where it appears. It counts as a made sprite (`maximumCreatedSprites`).
    @discardableResult
    public func duplicateSprite(_ handle: SpriteHandle) -> SpriteHandle? {
        guard let duplicate = factory.duplicate(handle, in: engine) else { return nil }
        removeMadeSpritesBeyondBound(sparing: duplicate)
        return engine.scene.isLive(duplicate) ? duplicate : nil
    }

    /// Removes a sprite, cancelling the touches on it (but not the menu's own).
    public func deleteSprite(_ handle: SpriteHandle) {
        guard engine.scene.isLive(handle) else { return }
        let id = sprite(handle).id
        factory.remove(handle, from: engine, sparing: menuRecognizer)
        selected = selected.removing(handle)
        if menu?.sprite == handle { closeMenu() }
        post(.spriteDeleted(sprite: id))
    }

    /// Beyond `maximumCreatedSprites` made sprites, deletes the oldest nobody touches (else the oldest), as if a
    /// visitor had chosen Delete; never `newest`.
    private func removeMadeSpritesBeyondBound(sparing newest: SpriteHandle) {
        while let oldest = factory.nextToRemove(sparing: newest, touches: engine.touches) {
            deleteSprite(oldest)
        }
    }

    /// Puts the scene back as it was loaded, for the next visitor (the kiosk's idle reset): made sprites are
    /// removed, deleted ones come back, locks and the stacking order are as loaded, every sprite glides to its
    /// scene pose and size over `glideDuration` seconds, the paint is cleared and paint mode is off; the menu closes
    /// and the selection is cleared. Taps, gestures and the touch counters are the session's record and stay.
    public func restoreLoadedScene(glideDuration: Double) {
        closeMenu()
        clearSelection()
        for handle in factory.created { deleteSprite(handle) }
        factory.restoreLoaded(in: engine, glideDuration: glideDuration)
        clearStrokes()
        paintMode = false
    }
}
