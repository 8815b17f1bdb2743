import TouchEngine

/// What a long-press menu item does to its sprite.
public enum MenuAction: String, Sendable, CaseIterable {
    case reset, duplicate, delete, bringToFront, lock, unlock
}

/// One touch-friendly row of the menu.
public struct MenuItem: Equatable, Sendable {
    public var action: MenuAction
    public var label: String
    /// Window pixels; at least `RecipeConfiguration.menuItemHeight` tall.
    public var rect: Rect
}

/// The menu a long press opened beside a sprite: Reset, Duplicate, Delete, Bring to front, Lock/Unlock.
///
/// Placed to the right of the sprite's bounding box (to the left when it does not fit), top-aligned with
/// it, and moved the least needed to stay inside the window.
public struct SpriteMenu: Equatable, Sendable {
    public var sprite: SpriteHandle
    public var spriteID: String
    /// Top-left corner of the menu.
    public var anchor: Vector2
    public var items: [MenuItem]

    /// The whole menu's rectangle.
    public var frame: Rect {
        Rect(minX: anchor.x, minY: anchor.y,
             maxX: items.map(\.rect.maxX).max() ?? anchor.x, maxY: items.map(\.rect.maxY).max() ?? anchor.y)
    }

    /// The item under a window point, if any.
    public func item(at point: Vector2) -> MenuItem? {
        items.first { $0.rect.contains(point) }
    }

    /// Places the menu beside the sprite, inside the window and above `bottom` (the tray's top edge when it shows).
    public init(for handle: SpriteHandle, in scene: Scene, above bottom: Double? = nil, configuration c: RecipeConfiguration) {
        let sprite = scene[handle]
        let actions: [MenuAction] = [.reset, .duplicate, .delete, .bringToFront, sprite.options.locked ? .unlock : .lock]
        let width = c.menuItemWidth, height = max(c.menuItemHeight, 48)
        let total = height * Double(actions.count)
        let box = sprite.bounds
        var x = box.maxX + c.menuGap
        if x + width > scene.width - c.menuGap { x = box.minX - c.menuGap - width }
        x = Self.clamp(x, low: c.menuGap, high: scene.width - c.menuGap - width)
        let y = Self.clamp(box.minY, low: c.menuGap, high: min(scene.height, bottom ?? scene.height) - c.menuGap - total)
        self.sprite = handle
        spriteID = sprite.id
        anchor = Vector2(x, y)
        items = actions.enumerated().map { i, action in
            MenuItem(action: action, label: Self.label(action),
                     rect: Rect(x: x, y: y + Double(i) * height, width: width, height: height))
        }
    }

    private static func clamp(_ v: Double, low: Double, high: Double) -> Double {
        high < low ? low : min(max(v, low), high)
    }

    private static func label(_ action: MenuAction) -> String {
        switch action {
        case .reset: "Reset"
        case .duplicate: "Duplicate"
        case .delete: "Delete"
        case .bringToFront: "Bring to front"
        case .lock: "Lock"
        case .unlock: "Unlock"
        }
    }
}
