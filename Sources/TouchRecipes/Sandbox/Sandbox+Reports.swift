import TouchEngine

/// What the sandbox does with the recognisers' reports: taps and controls, long presses, circles and the selection,
/// user-taught gestures, multi-finger taps and edge swipes. Each handler records what happened, posts a notification
/// and asks for its effect; the sprite edits it asks for are applied once the engine has applied the event.
extension Sandbox {
    /// A tap is recorded; on a control it runs the control's action, a double tap eases an unlocked sprite
    /// home, and a tap on the empty canvas clears the selection.
    func tapped(_ tap: TapRecognizer.Tap) {
        var handle: SpriteHandle?
        if case .sprite(let h) = tap.target, engine.scene.isLive(h) { handle = h }
        let record = TapRecord(x: tap.position.x, y: tap.position.y, count: tap.count, sprite: handle.map { sprite($0).id })
        tapLog.append(record)
        post(.tap(record))
        guard let handle else {
            if tap.target == .canvas { clearSelection() }
            return
        }
        let tapped = sprite(handle)
        if let action = recipeOptions(of: handle).action {
            post(.actionTriggered(action, sprite: tapped.id))
            switch action {
            case .reset: resetLayout()
            case .paint: paintMode.toggle()
            case .clear: clearStrokes()
            case .named: break
            }
        } else if tap.count == 2, !tapped.options.locked {
            engine.animateHome(handle, duration: recipes.homeAnimationDuration)
        }
    }

    /// A long press opens the sprite's menu.
    func longPressed(_ press: LongPressRecognizer.LongPress) {
        post(.longPress(sprite: sprite(press.sprite).id, at: press.position))
        openMenu(for: press.sprite)
    }

    /// A selected sprite dragged by its fingers takes the other selected sprites along (`SpriteSelection`).
    func spriteMoved(_ moved: SpriteHandle, by translation: Vector2) {
        let selection = selected
        guard !selection.isEmpty else { return }
        let followers = selection.followers(of: moved, by: translation, in: engine.scene) { !fingers(on: $0).isEmpty }
        for (other, pose) in followers {
            let sprite = sprite(other)
            engine.stopAnimations(of: other)
            engine.editSprite(other, pose: pose, width: sprite.width, height: sprite.height)
        }
    }

    /// A circle is recorded and selects the sprites whose centres lie inside it.
    func circleDrawn(_ circle: DetectedCircle, touch: PointerID) {
        let gesture = RecognizedGesture(kind: .circle, touch: touch.rawValue, x: circle.center.x, y: circle.center.y,
                                        radius: circle.radius)
        gestureLog.append(gesture)
        selected = .inside(circle, of: engine.scene)
        post(.circle(gesture, selected: selectedSpriteIDs))
    }

    /// A user-taught gesture is recorded and reported with where its stroke lies.
    func templateDrawn(_ match: GestureTemplateMatcher.Match, touch: PointerID, bounds: Rect) {
        let center = Vector2((bounds.minX + bounds.maxX) / 2, (bounds.minY + bounds.maxY) / 2)
        let gesture = RecognizedGesture(template: match.name, touch: touch.rawValue, score: match.score, center: center)
        gestureLog.append(gesture)
        post(.template(gesture, stroke: bounds))
    }

    /// A multi-finger tap is recorded (with its `fingers`); a two-finger tap also undoes the last move of a sprite.
    func multiFingerTapped(_ tap: MultiFingerTapRecognizer.Tap) {
        var sprite: String?
        if case .sprite(let handle) = tap.target, engine.scene.isLive(handle) { sprite = self.sprite(handle).id }
        let record = TapRecord(x: tap.position.x, y: tap.position.y, count: 1, sprite: sprite, fingers: tap.fingers)
        tapLog.append(record)
        post(.multiFingerTap(record))
        guard tap.fingers == 2 else { return }
        if let undone = moveHistory.undoLastMove(in: engine, duration: recipes.undoAnimationDuration) {
            post(.moveUndone(sprite: self.sprite(undone).id))
        }
    }

    /// An edge swipe is recorded; one in from the bottom edge shows the tray.
    func swipedIn(from edge: ScreenEdge, touch: PointerID, at start: Vector2) {
        let gesture = RecognizedGesture(edgeSwipe: edge, touch: touch.rawValue, start: start)
        gestureLog.append(gesture)
        post(.edgeSwipe(gesture))
        if edge == .bottom { isTrayVisible = true }
    }

    // MARK: Actions of controls and keys

    /// Deselects every sprite.
    public func clearSelection() {
        guard !selected.isEmpty else { return }
        selected = SpriteSelection()
        post(.selectionCleared)
    }

    /// Puts every sprite back where the scene placed it, at once (closing the menu).
    public func resetLayout() {
        closeMenu()
        engine.resetLayout()
    }

    /// Removes every finished stroke; strokes still being drawn stay.
    public func clearStrokes() { paintRecognizer.clear() }
}
