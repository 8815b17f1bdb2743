/// While a sprite's menu is open, owns every new touch: a tap on an item (landing and lifting on it)
/// runs the item; a touch anywhere else closes the menu at once and does nothing else until it lifts.
final class MenuRecognizer: GestureRecognizer {
    private(set) var state = RecognizerState.possible
    private var pressed: [PointerID: MenuAction?] = [:]

    func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { engine.menu != nil }

    func touchBegan(_ touch: ActiveTouch, in engine: GestureEngine) {
        engine.accept(touch.id, by: self)
        let item = engine.menu?.item(at: touch.position)
        pressed[touch.id] = item?.action
        state = .began
        if item == nil { engine.closeMenu() }
    }

    func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        guard let action = pressed.removeValue(forKey: touch.id) else { return }
        state = cancelled ? .cancelled : .ended
        guard !cancelled, let action, let menu = engine.menu else { return }
        if menu.item(at: touch.position)?.action == action {
            engine.performMenuAction(action, on: menu.sprite)
        }
        engine.closeMenu()
    }

    func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        pressed[id] = nil
    }
}
