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
}
