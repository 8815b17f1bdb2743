import TouchEngine

/// Taps, circles, user-taught gestures and the selection: what the sandbox does with the core recognisers' reports.
extension Sandbox {
    /// A tap is recorded; on a control it runs the control's action, a double tap eases an unlocked sprite
    /// home, and a tap on the empty canvas clears the selection.
    func tapped(_ tap: TapRecognizer.Tap) {
        var handle: SpriteHandle?
        if case .sprite(let h) = tap.target, engine.scene.isLive(h) { handle = h }
        let record = TapRecord(x: tap.position.x, y: tap.position.y, count: tap.count, sprite: handle.map { sprite($0).id })
        keep(record)
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

    /// A circle is recorded and selects the sprites whose centres lie inside it.
    func circleDrawn(_ circle: DetectedCircle, touch: PointerID) {
        let gesture = RecognizedGesture(kind: .circle, touch: touch.rawValue, x: circle.center.x, y: circle.center.y,
                                        radius: circle.radius)
        keep(gesture)
        selection = Set(engine.scene.liveHandles.filter {
            sprite($0).options.touchable && sprite($0).pose.center.distance(to: circle.center) <= circle.radius
        })
        post(.circle(gesture, selected: selectedSpriteIDs))
    }

    /// A user-taught gesture is recorded and reported with where its stroke lies.
    func templateDrawn(_ match: GestureTemplateMatcher.Match, touch: PointerID, bounds: Rect) {
        let center = Vector2((bounds.minX + bounds.maxX) / 2, (bounds.minY + bounds.maxY) / 2)
        let gesture = RecognizedGesture(template: match.name, touch: touch.rawValue, score: match.score, center: center)
        keep(gesture)
        post(.template(gesture, stroke: bounds))
    }

    /// Adds a tap to the log, dropping the older half once it holds twice `keptTaps`.
    func keep(_ tap: TapRecord) {
        totalTaps += 1
        tapLog.append(tap)
        let kept = max(recipes.keptTaps, 0)
        if tapLog.count > 2 * max(kept, 1) { tapLog.removeFirst(tapLog.count - kept) }
    }

    func keep(_ gesture: RecognizedGesture) {
        totalGestures += 1
        gestureLog.append(gesture)
        let kept = max(recipes.keptGestures, 0)
        if gestureLog.count > 2 * max(kept, 1) { gestureLog.removeFirst(gestureLog.count - kept) }
    }

    /// Deselects every sprite.
    public func clearSelection() {
        guard !selection.isEmpty else { return }
        selection.removeAll()
        post(.selectionCleared)
    }

    /// A selected sprite dragged by its fingers takes the other selected sprites along (those without fingers
    /// of their own, unlocked and draggable), by the same translation; pinch and rotation stay its own.
    func spriteMoved(_ moved: SpriteHandle, by translation: Vector2) {
        guard translation != .zero, selection.contains(moved) else { return }
        let scene = engine.scene
        for other in selection.sorted() where other != moved && scene.isLive(other) && fingers(on: other).isEmpty {
            let sprite = scene[other]
            guard !sprite.options.locked, sprite.options.gestures.contains(.drag) else { continue }
            var pose = sprite.pose
            pose.center += translation
            if let rect = PoseLimits.boundsRectangle(for: sprite.options, scene: scene.bounds) {
                pose = PoseLimits.clampCenter(pose, width: sprite.width, height: sprite.height, inside: rect)
            }
            engine.stopAnimations(of: other)
            engine.setPose(pose, of: other)
        }
    }

    // MARK: Layout and paint

    /// Puts every sprite back where the scene placed it, at once (closing the menu).
    public func resetLayout() {
        closeMenu()
        engine.resetLayout()
    }

    /// Removes every finished stroke; strokes still being drawn stay.
    public func clearStrokes() { paintRecognizer.clear() }
}
