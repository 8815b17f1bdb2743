/// What the touch recipes do once a recogniser has recognised them: taps and circles recorded, the selection,
/// painted strokes, the long-press menu and its actions, resize handles, and new sprites from the tray.
extension GestureEngine {
    // MARK: Taps, circles, selection

    func recognizeTap(at position: Vector2, count: Int, target: TouchTarget) {
        var handle: SpriteHandle?
        if case .sprite(let h) = target, scene.isLive(h) { handle = h }
        let record = TapRecord(x: position.x, y: position.y, count: count, sprite: handle.map { scene[$0].id })
        taps.append(record)
        post(.tap(record))
        guard let handle else {
            if target == .canvas { clearSelection() }
            return
        }
        let sprite = scene[handle]
        if let action = sprite.options.action {
            post(.actionTriggered(action, sprite: sprite.id))
            switch action {
            case "reset": resetLayout()
            case "paint": paintMode.toggle()
            case "clear": clearStrokes()
            default: break
            }
        } else if count == 2, !sprite.options.locked {
            animateHome(handle)
        }
    }

    func recognizeCircle(_ circle: DetectedCircle, touch: PointerID) {
        let gesture = RecognizedGesture(kind: "circle", touch: touch.rawValue, x: circle.center.x, y: circle.center.y,
                                        radius: circle.radius)
        gestures.append(gesture)
        selection = Set(scene.liveHandles.filter { scene[$0].pose.center.distance(to: circle.center) <= circle.radius })
        post(.circle(gesture, selected: selectedSpriteIDs))
    }

    /// Deselects every sprite.
    public func clearSelection() {
        guard !selection.isEmpty else { return }
        selection.removeAll()
        post(.selectionCleared)
    }

    // MARK: Strokes

    func strokeChanged(_ stroke: PaintStroke) {
        if let i = activeStrokes[stroke.touch] {
            strokes[i] = stroke
        } else {
            activeStrokes[stroke.touch] = strokes.count
            strokes.append(stroke)
        }
        if !stroke.isActive { activeStrokes[stroke.touch] = nil }
    }

    func removeActiveStroke(of id: PointerID) {
        guard let i = activeStrokes.removeValue(forKey: id) else { return }
        strokes.remove(at: i)
        for (key, value) in activeStrokes where value > i { activeStrokes[key] = value - 1 }
    }

    /// Removes every finished stroke; strokes still being drawn stay.
    public func clearStrokes() {
        let keep = strokes.filter(\.isActive)
        strokes = keep
        activeStrokes = Dictionary(uniqueKeysWithValues: keep.enumerated().map { ($1.touch, $0) })
    }

    // MARK: The long-press menu

    func openMenu(for handle: SpriteHandle) {
        closeMenu()
        menu = SpriteMenu(for: handle, in: scene, above: tray.isVisible ? tray.frame.minY : nil, configuration: configuration.recognizers)
        post(.menuOpened(sprite: scene[handle].id))
    }

    /// Closes the menu, if open.
    public func closeMenu() {
        guard menu != nil else { return }
        menu = nil
        post(.menuClosed)
    }

    /// Runs a menu item on a sprite (what tapping the item does).
    public func performMenuAction(_ action: MenuAction, on handle: SpriteHandle) {
        guard scene.isLive(handle) else { return }
        post(.menuAction(action, sprite: scene[handle].id))
        switch action {
        case .reset: animateHome(handle)
        case .duplicate: duplicateSprite(handle)
        case .delete: deleteSprite(handle)
        case .bringToFront: scene.bringToFront(handle)
        case .lock, .unlock:
            var sprite = scene[handle]
            sprite.options.locked = action == .lock
            scene[handle] = sprite
            if action == .lock { stopAnimations(of: handle) }
        }
    }

    /// Copies a sprite as `<id>-copy` (then `-copy-2`, …), offset by `duplicateOffset` on both axes, on top.
    /// The copy's scene pose is where it appears.
    @discardableResult
    public func duplicateSprite(_ handle: SpriteHandle) -> SpriteHandle? {
        guard scene.isLive(handle) else { return nil }
        var copy = scene[handle]
        copy.id = uniqueID("\(copy.id)-copy")
        let offset = configuration.recognizers.duplicateOffset
        copy.pose.center += Vector2(offset, offset)
        copy.homePose = copy.pose
        copy.homeWidth = copy.width
        copy.homeHeight = copy.height
        return scene.add(copy)
    }

    /// Removes a sprite, cancelling the touches on it.
    public func deleteSprite(_ handle: SpriteHandle) {
        guard scene.isLive(handle) else { return }
        let menuMember = index(of: menuRecognizer)
        let holding = tracker.touches.filter { $0.target == .sprite(handle) && arena.owner(of: $0.id) != menuMember }.map(\.id)
        for id in holding { touchEnded(id, cancelled: true) }
        let id = scene[handle].id
        scene.remove(handle)
        selection.remove(handle)
        stopAnimations(of: handle)
        if menu?.sprite == handle { closeMenu() }
        post(.spriteDeleted(sprite: id))
    }

    // MARK: Resize handles

    /// The lower-right corner handle of a resizable, unlocked sprite, for drawing and hit-testing.
    public func resizeHandle(of handle: SpriteHandle) -> ResizeHandle? {
        guard scene.isLive(handle) else { return nil }
        let sprite = scene[handle]
        guard sprite.options.resizable, !sprite.options.locked else { return nil }
        return ResizeHandle(sprite: handle, center: sprite.pose.toWindow(Vector2(sprite.width / 2, sprite.height / 2)),
                            radius: configuration.recognizers.resizeHandleRadius)
    }

    /// Every visible resize handle, back to front.
    public var resizeHandles: [ResizeHandle] { scene.drawOrder.compactMap(resizeHandle(of:)) }

    /// The frontmost sprite whose resize handle is under `point`.
    func resizeHandleHit(at point: Vector2) -> SpriteHandle? {
        for handle in scene.drawOrder.reversed() {
            let sprite = scene[handle]
            guard sprite.options.resizable, let grip = resizeHandle(of: handle) else { continue }
            if grip.center.distance(to: point) <= grip.radius { return handle }
        }
        return nil
    }

    // MARK: Images and the tray

    /// Adds (or replaces) an image new sprites can be made of, and refreshes the tray.
    public func registerImage(_ entry: ImageCatalogue.Entry) {
        catalogue.register(entry)
        tray.layout(images: catalogue.entries.map(\.image), configuration: configuration.recognizers)
        tray.scroll(to: tray.scrollOffset)
    }

    /// Adds an image from its loaded pixels (sharing masks through `masks`), and refreshes the tray.
    public func registerImage(_ image: String, info: ImageInfo, masks: inout MaskLibrary, options: SpriteOptions = SpriteOptions()) {
        let mask = masks.mask(for: image, info: info, threshold: options.alphaThreshold)
        registerImage(ImageCatalogue.Entry(image: image, width: Double(info.width), height: Double(info.height),
                                           mask: mask, options: options))
    }

    /// Puts a new sprite of a catalogue image on top, centred on `center` (kept within its bounds).
    @discardableResult
    public func createSprite(image: String, at center: Vector2) -> SpriteHandle? {
        guard let entry = catalogue.entry(for: image), center.isFinite else { return nil }
        var sprite = Sprite(id: uniqueID(SceneDocument.defaultID(forImage: image)), image: image,
                            width: entry.width, height: entry.height, pose: Pose(center: center),
                            options: entry.options, mask: entry.mask)
        if let rect = PoseLimits.boundsRectangle(for: sprite.options, scene: scene.bounds) {
            sprite.pose = PoseLimits.clampCenter(sprite.pose, width: sprite.width, height: sprite.height, inside: rect)
            sprite.homePose = sprite.pose
        }
        let handle = scene.add(sprite)
        post(.spriteCreated(sprite: sprite.id))
        return handle
    }
}
