import TouchEngine

/// The sandbox's touch recipes on top of the core engine: taps and double taps, draggable controls, the
/// long-press menu, circles and the selection they make, painting, corner resize and the drag-out tray.
///
/// It builds the engine with its recognisers in the order touches are offered to them — the open menu, the
/// tray, edge swipes, resize handles, long press, multi-finger taps, tap, sprite manipulation, circles, user-taught
/// gestures, paint — and turns what they report
/// into the recipes' effects: a double tap eases an unlocked sprite back to its scene pose; a tap on a control
/// runs its action; a tap on the empty canvas clears the selection; a long press opens the sprite's menu; a
/// circle drawn on the canvas selects the sprites whose centres it encloses, and dragging one selected sprite
/// moves them all. Each effect is also reported as a `SandboxNotification` (`drainNotifications()`), and taps
/// and circles are kept for the state document.
///
/// Nothing it keeps grows with time without a bound (`RecipeConfiguration`'s bounds): the most recent taps and
/// gestures with counts of all, a capped number of sprites made by the tray and Duplicate (their scene slots are
/// reused), and painted strokes capped per stroke and in all. `restoreLoadedScene` puts everything back as the
/// scene was loaded (the kiosk's idle reset).
///
/// Like the engine, it takes time only from the events and `advance(to:)`.
public final class Sandbox {
    public let engine: GestureEngine
    public let recipes: RecipeConfiguration
    public let menuRecognizer = MenuRecognizer()
    public let trayRecognizer: TrayRecognizer
    public let resizeRecognizer: ResizeHandleRecognizer
    public let paintRecognizer: PaintRecognizer
    public let manipulation = ManipulationRecognizer()
    public let multiFingerTapRecognizer: MultiFingerTapRecognizer
    public let edgeSwipeRecognizer: EdgeSwipeRecognizer
    /// Where sprites were before their last moves, for the two-finger tap's undo.
    public let moveHistory: SpriteMoveHistory
    /// User-taught gestures (`--gestures FILE.json`): none until `gestureTemplates` are given.
    public let templateRecognizer = GestureTemplateRecognizer(matcher: GestureTemplateMatcher())
    /// The most recent taps and double taps (at most `recipes.keptTaps`), oldest first: the state document's `taps`.
    public var taps: [TapRecord] { Array(tapLog.suffix(max(recipes.keptTaps, 0))) }
    /// Every tap and double tap recognised so far, including those no longer in `taps`.
    public internal(set) var totalTaps = 0
    /// The most recent recognised stroke gestures (circles and user-taught ones; at most `recipes.keptGestures`), oldest first: the
    /// state document's `gestures`.
    public var gestures: [RecognizedGesture] { Array(gestureLog.suffix(max(recipes.keptGestures, 0))) }
    /// Every stroke gesture recognised so far, including those no longer in `gestures`.
    public internal(set) var totalGestures = 0
    /// Taps recognised, trimmed to the most recent `keptTaps` whenever it holds twice as many (so trimming costs
    /// nothing per tap).
    var tapLog: [TapRecord] = []
    var gestureLog: [RecognizedGesture] = []
    /// Sprites selected by drawing a circle around their centres. While there are any, manipulation reports its
    /// moves so the others follow; without, it does not call out at all.
    public internal(set) var selection: Set<SpriteHandle> = [] {
        didSet {
            guard selection.isEmpty != oldValue.isEmpty else { return }
            manipulation.onMove = selection.isEmpty ? nil : { [unowned self] in spriteMoved($0, by: $1) }
        }
    }
    /// The images new sprites are made of (the tray's thumbnails).
    public internal(set) var catalogue: ImageCatalogue
    /// What the recipes add to sprites (resize handles, control actions), for those that have anything.
    var spriteRecipes: [SpriteHandle: SpriteRecipeOptions]
    /// Sprites made by the tray and Duplicate that are still on the canvas, oldest first.
    public internal(set) var createdSprites: [SpriteHandle] = []
    /// The scene's own sprites as they were loaded, back to front, with the handle each has now.
    var loadedSprites: [LoadedSprite]
    private var notifications: [SandboxNotification] = []

    /// A sandbox on `scene`, whose sprites get the recipe options in `spriteRecipes` (a handle not listed has none).
    public init(scene: Scene, spriteRecipes: [SpriteHandle: SpriteRecipeOptions] = [:],
                configuration: EngineConfiguration = .standard, recipes: RecipeConfiguration = RecipeConfiguration()) {
        self.recipes = recipes
        self.spriteRecipes = spriteRecipes
        loadedSprites = scene.drawOrder.map { LoadedSprite(handle: $0, sprite: scene[$0], recipe: spriteRecipes[$0]) }
        trayRecognizer = TrayRecognizer(sceneWidth: scene.width, sceneHeight: scene.height, configuration: recipes,
                                        dragRecognizer: manipulation)
        resizeRecognizer = ResizeHandleRecognizer(configuration: recipes)
        paintRecognizer = PaintRecognizer(configuration: recipes)
        multiFingerTapRecognizer = MultiFingerTapRecognizer(configuration: recipes)
        edgeSwipeRecognizer = EdgeSwipeRecognizer(sceneWidth: scene.width, sceneHeight: scene.height, configuration: recipes,
                                                  manipulation: manipulation)
        moveHistory = SpriteMoveHistory(manipulation: manipulation, keptMoves: recipes.keptMoves)
        let longPress = LongPressRecognizer(), tap = TapRecognizer(), circle = CircleRecognizer()
        engine = GestureEngine(scene: scene, configuration: configuration, recognizers: [
            menuRecognizer, trayRecognizer, edgeSwipeRecognizer, moveHistory, resizeRecognizer, longPress,
            multiFingerTapRecognizer, tap, manipulation, circle, templateRecognizer, paintRecognizer,
        ])
        catalogue = ImageCatalogue(scene: scene, recipes: spriteRecipes)
        trayRecognizer.layout(images: catalogue.entries.map(\.image))
        tap.onTap = { [unowned self] in tapped($0) }
        tap.ignoresDoubleTaps = { [unowned self] target, _ in
            guard case .sprite(let handle) = target else { return false }
            return recipeOptions(of: handle).action != nil
        }
        resizeRecognizer.resizableSprites = { [unowned self] in
            self.spriteRecipes.compactMap { $0.value.resizable ? $0.key : nil }
        }
        longPress.onLongPress = { [unowned self] press in
            post(.longPress(sprite: sprite(press.sprite).id, at: press.position))
            openMenu(for: press.sprite)
        }
        circle.onCircle = { [unowned self] in circleDrawn($0, touch: $1) }
        templateRecognizer.onMatch = { [unowned self] in templateDrawn($0, touch: $1, bounds: $2) }
        multiFingerTapRecognizer.onTap = { [unowned self] in multiFingerTapped($0) }
        edgeSwipeRecognizer.onSwipe = { [unowned self] in swipedIn(from: $0, touch: $1, at: $2) }
        menuRecognizer.onItem = { [unowned self] in performMenuAction($0, on: $1) }
        menuRecognizer.onDismiss = { [unowned self] in closeMenu() }
        trayRecognizer.onDragOut = { [unowned self] in createSprite(image: $0, at: $1) }
    }

    // MARK: The engine, as the app drives it

    public var scene: Scene { engine.scene }
    public var touches: [ActiveTouch] { engine.touches }
    public var statistics: TouchStatistics { engine.statistics }
    public var isAnimating: Bool { engine.isAnimating }
    public var nextDeadline: Double? { engine.nextDeadline }

    /// Applies one pointer event; returns why it was refused, or nil when it was applied.
    @discardableResult
    public func handle(_ event: PointerEvent) -> PointerRejection? { engine.handle(event) }

    /// Moves timers and animations forward to `time`.
    public func advance(to time: Double) { engine.advance(to: time) }

    /// Runs every pending timer and animation to its end.
    public func settle() { engine.settle() }

    // MARK: What the recipes show

    /// The long-press menu, while it is open.
    public var menu: SpriteMenu? { menuRecognizer.menu }
    /// The drag-out tray along the bottom edge (hidden by default).
    public var tray: DragOutTray { trayRecognizer.tray }
    public var isTrayVisible: Bool {
        get { trayRecognizer.isVisible }
        set { trayRecognizer.isVisible = newValue }
    }
    /// The user-taught gestures a one-finger canvas stroke is matched against (none by default).
    public var gestureTemplates: GestureTemplateMatcher {
        get { templateRecognizer.matcher }
        set { templateRecognizer.matcher = newValue }
    }
    /// Whether touches landing on the empty canvas paint.
    public var paintMode: Bool {
        get { paintRecognizer.isOn }
        set { paintRecognizer.isOn = newValue }
    }
    /// Painted strokes, oldest first, including the ones being drawn.
    public var strokes: [PaintStroke] { paintRecognizer.strokes }
    /// The fingers holding a sprite, in the order they landed.
    public func fingers(on handle: SpriteHandle) -> [PointerID] { manipulation.fingers(on: handle) }
    /// The most recent tap or double tap.
    public var lastTap: TapRecord? { tapLog.last }
    /// Ids of the selected sprites, sorted.
    public var selectedSpriteIDs: [String] {
        selection.filter(engine.scene.isLive).map { sprite($0).id }.sorted()
    }

    /// What the recipes add to a sprite: its resize handle, its control action.
    public func recipeOptions(of handle: SpriteHandle) -> SpriteRecipeOptions {
        spriteRecipes[handle] ?? SpriteRecipeOptions()
    }

    /// The lower-right corner handle of a resizable, unlocked sprite, for drawing.
    public func resizeHandle(of handle: SpriteHandle) -> ResizeHandle? { resizeRecognizer.handle(of: handle, in: engine.scene) }
    /// Every visible resize handle, back to front.
    public var resizeHandles: [ResizeHandle] {
        let resizable = Set(resizeRecognizer.resizableSprites())
        return engine.scene.drawOrder.filter(resizable.contains).compactMap(resizeHandle(of:))
    }

    // MARK: Notifications

    /// Adds a notification for the app (the recipes call this; so may an app's own recogniser).
    public func post(_ notification: SandboxNotification) {
        notifications.append(notification)
        let kept = max(recipes.keptNotifications, 0)
        if notifications.count > 2 * max(kept, 1) { notifications.removeFirst(notifications.count - kept) }
    }

    /// Everything recognised since the last call, oldest first (the most recent `keptNotifications` when the app
    /// let more pile up).
    public func drainNotifications() -> [SandboxNotification] {
        defer { notifications.removeAll() }
        return Array(notifications.suffix(max(recipes.keptNotifications, 0)))
    }

    /// Adds the example three-finger swipe: three fingers swiping together report `.swipe` and ask for the
    /// next background (`.cycleBackground`).
    @discardableResult
    public func addThreeFingerSwipe() -> ThreeFingerSwipeRecognizer {
        let swipe = ThreeFingerSwipeRecognizer(distance: recipes.swipeDistance)
        swipe.onSwipe = { [unowned self] direction in
            post(.swipe(direction, fingers: 3))
            post(.cycleBackground)
        }
        engine.addRecognizer(swipe)
        return swipe
    }

    func sprite(_ handle: SpriteHandle) -> Sprite { engine.scene[handle] }
}
