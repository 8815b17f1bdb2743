import TouchEngine

/// Multi-finger taps and edge swipes: a two-finger tap undoes the last move of a sprite, a swipe in from the bottom
/// edge shows the tray. Both are recorded for the state document (taps with their `fingers`, swipes in `gestures`).
extension Sandbox {
    func multiFingerTapped(_ tap: MultiFingerTapRecognizer.Tap) {
        var sprite: String?
        if case .sprite(let handle) = tap.target, engine.scene.isLive(handle) { sprite = self.sprite(handle).id }
        let record = TapRecord(x: tap.position.x, y: tap.position.y, count: 1, sprite: sprite, fingers: tap.fingers)
        keep(record)
        post(.multiFingerTap(record))
        guard tap.fingers == 2 else { return }
        if let undone = moveHistory.undoLastMove(in: engine, duration: recipes.undoAnimationDuration) {
            post(.moveUndone(sprite: self.sprite(undone).id))
        }
    }

    func swipedIn(from edge: ScreenEdge, touch: PointerID, at start: Vector2) {
        let gesture = RecognizedGesture(edgeSwipe: edge, touch: touch.rawValue, start: start)
        keep(gesture)
        post(.edgeSwipe(gesture))
        if edge == .bottom { isTrayVisible = true }
    }
}
