import TouchEngine

/// While a sprite's menu is open, owns every new touch: a tap on an item (landing and lifting on it)
/// chooses the item (`onItem`, then `onDismiss`); a touch anywhere else dismisses the menu at once
/// (`onDismiss`) and does nothing else until it lifts.
///
/// One exception: a finger landing on the menu's sprite while another finger still holds it (the hold that
/// opened the menu) dismisses the menu and leaves the arena, so the sprite's other recognisers make a pinch of
/// the two fingers.
public final class MenuRecognizer: GestureRecognizer {
    public private(set) var state = RecognizerState.possible
    /// The menu on screen, nil when none is open.
    public private(set) var menu: SpriteMenu?
    /// An item was chosen for the menu's sprite.
    public var onItem: ((MenuAction, SpriteHandle) -> Void)?
    /// The menu should close (an item was chosen, or a touch landed outside it).
    public var onDismiss: (() -> Void)?
    private var pressed = PointerMap<MenuAction?>()

    public init() {}

    /// Shows `menu`, replacing any menu on screen.
    public func open(_ menu: SpriteMenu) { self.menu = menu }

    /// Takes the menu off the screen.
    public func close() { menu = nil }

    public func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { menu != nil }

    public func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        let item = menu?.item(at: touch.position)
        if item == nil, let menu, joinsHold(touch, on: menu.sprite, in: engine) {
            onDismiss?()
            engine.reject(entry)
            return
        }
        engine.accept(entry)
        pressed[touch.id] = .some(item?.action)
        state = .began
        if item == nil { onDismiss?() }
    }

    public func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard let action = pressed.removeValue(forKey: touch.id) else { return }
        state = cancelled ? .cancelled : .ended
        guard !cancelled, let action, let menu else { return }
        if menu.item(at: touch.position)?.action == action {
            onItem?(action, menu.sprite)
        }
        onDismiss?()
    }

    /// Whether `touch` landed on `sprite` while another finger holds it.
    private func joinsHold(_ touch: ActiveTouch, on sprite: SpriteHandle, in engine: GestureEngine) -> Bool {
        touch.target == .sprite(sprite) && engine.touches.contains { $0.id != touch.id && $0.target == touch.target }
    }

    public func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        pressed[id] = nil
    }
}
