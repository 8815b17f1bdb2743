import TouchEngine

/// The long-press menu and what its items do: reset, duplicate, delete, bring to front, lock and unlock.
extension Sandbox {
    func openMenu(for handle: SpriteHandle) {
        closeMenu()
        menuRecognizer.open(SpriteMenu(for: handle, in: engine.scene, above: isTrayVisible ? tray.frame.minY : nil,
                                       configuration: recipes))
        post(.menuOpened(sprite: sprite(handle).id))
    }

    /// Closes the menu, if open.
    public func closeMenu() {
        guard menuRecognizer.menu != nil else { return }
        menuRecognizer.close()
        post(.menuClosed)
    }

    /// Runs a menu item on a sprite (what tapping the item does).
    public func performMenuAction(_ action: MenuAction, on handle: SpriteHandle) {
        guard engine.scene.isLive(handle) else { return }
        post(.menuAction(action, sprite: sprite(handle).id))
        switch action {
        case .reset: engine.animateHome(handle, duration: recipes.homeAnimationDuration)
        case .duplicate: duplicateSprite(handle)
        case .delete: deleteSprite(handle)
        case .bringToFront: engine.bringToFront(handle)
        case .lock, .unlock:
            var options = sprite(handle).options
            options.locked = action == .lock
            engine.setOptions(options, of: handle)
            if action == .lock { engine.stopAnimations(of: handle) }
        }
    }

    /// Copies a sprite as `<id>-copy` (then `-copy-2`, …), offset by `duplicateOffset` on both axes, on top.
    /// The copy's scene pose is where it appears. It counts as a made sprite (`maximumCreatedSprites`).
    @discardableResult
    public func duplicateSprite(_ handle: SpriteHandle) -> SpriteHandle? {
        guard engine.scene.isLive(handle) else { return nil }
        var copy = sprite(handle)
        copy.id = uniqueID("\(copy.id)-copy")
        let offset = recipes.duplicateOffset
        copy.pose.center += Vector2(offset, offset)
        copy.homePose = copy.pose
        copy.homeWidth = copy.width
        copy.homeHeight = copy.height
        let duplicate = engine.addSprite(copy)
        spriteRecipes[duplicate] = spriteRecipes[handle]
        noteCreated(duplicate)
        return engine.scene.isLive(duplicate) ? duplicate : nil
    }

    /// Removes a sprite, cancelling the touches on it (but not the menu's own).
    public func deleteSprite(_ handle: SpriteHandle) {
        guard engine.scene.isLive(handle) else { return }
        let id = sprite(handle).id
        engine.removeSprite(handle, sparing: menuRecognizer)
        spriteRecipes[handle] = nil
        createdSprites.removeAll { $0 == handle }
        selection.remove(handle)
        if menu?.sprite == handle { closeMenu() }
        post(.spriteDeleted(sprite: id))
    }

    /// A new id built on `base`: `base` itself when free, else `base-2`, `base-3`, …
    func uniqueID(_ base: String) -> String {
        guard engine.scene.handle(forID: base) != nil else { return base }
        var n = 2
        while engine.scene.handle(forID: "\(base)-\(n)") != nil { n += 1 }
        return "\(base)-\(n)"
    }
}
