import TouchEngine

/// One of the scene's own sprites as it was loaded, and the handle it has now (a sprite deleted and brought back by
/// `restoreLoadedScene` gets a new one).
struct LoadedSprite {
    var handle: SpriteHandle
    let sprite: Sprite
    let recipe: SpriteRecipeOptions?
}

/// The bound on made sprites, and putting the scene back as it was loaded.
extension Sandbox {
    /// Takes note of a sprite the tray or Duplicate made; beyond `maximumCreatedSprites` the oldest made sprite
    /// nobody touches (else the oldest) is deleted, as if a visitor had chosen Delete.
    func noteCreated(_ handle: SpriteHandle) {
        createdSprites.append(handle)
        while createdSprites.count > max(recipes.maximumCreatedSprites, 0), let oldest = oldestCreatedSpriteToRemove(sparing: handle) {
            deleteSprite(oldest)
        }
    }

    private func oldestCreatedSpriteToRemove(sparing newest: SpriteHandle) -> SpriteHandle? {
        let candidates = createdSprites.filter { $0 != newest }
        let touched = Set(engine.touches.compactMap { touch -> SpriteHandle? in
            if case .sprite(let handle) = touch.target { return handle }
            return nil
        })
        return candidates.first { !touched.contains($0) } ?? candidates.first
    }

    /// Puts the scene back as it was loaded, for the next visitor (the kiosk's idle reset): made sprites are
    /// removed, deleted ones come back, locks and the stacking order are as loaded, every sprite glides to its
    /// scene pose and size over `glideDuration` seconds, the paint is cleared and paint mode is off; the menu closes
    /// and the selection is cleared. Taps, gestures and the touch counters are the session's record and stay.
    public func restoreLoadedScene(glideDuration: Double) {
        closeMenu()
        clearSelection()
        for handle in createdSprites { deleteSprite(handle) }
        createdSprites.removeAll()
        for index in loadedSprites.indices {
            let loaded = loadedSprites[index]
            var handle = loaded.handle
            if !engine.scene.isLive(handle) {
                handle = engine.addSprite(loaded.sprite)
                loadedSprites[index].handle = handle
                spriteRecipes[handle] = loaded.recipe
            }
            engine.setOptions(loaded.sprite.options, of: handle)
            engine.bringToFront(handle)
            engine.animateHome(handle, duration: glideDuration)
        }
        clearStrokes()
        paintMode = false
    }
}
