import TouchEngine

/// The sandbox's touch recipes on top of the core engine: taps and double taps, draggable controls, the
/// long-press menu, circles and the selection they make, painting, corner resize and the drag-out tray.
///
/// It is a coordinator. It builds the engine with its recognisers in the order touches are offered to them — the
/// open menu, the tray, edge swipes, the move history, resize handles, long press, multi-finger taps, tap, sprite
/// manipulation, circles, user-taught gestures, paint — and connects each recogniser's report to one handler
/// (`Sandbox+Reports.swift`, `Sandbox+Menu.swift`, `Sandbox+Sprites.swift`) that turns it into the recipe's effect:
/// a double tap eases an unlocked sprite back to its scene pose; a tap on a control runs its action; a tap on the
/// empty canvas clears the selection; a long press opens the sprite's menu; a circle drawn on the canvas selects the
/// sprites whose centres it encloses, and dragging one selected sprite moves them all. The handlers run while the
/// engine applies the event; the sprite edits they ask for wait until it has (see `GestureEngine`).
///
/// What it keeps lives in types of its own: the selection (`SpriteSelection`), the logs of taps, gestures and
/// notifications (`BoundedLog`), and the sprites it makes and removes (`SpriteFactory`). None grows with time
/// without a bound (`RecipeConfiguration`'s bounds), and `restoreLoadedScene` puts everything back as the scene was
/// loaded (the kiosk's idle reset). Each effect is also reported as a `SandboxNotification` (`drainNotifications()`),
/// and taps and gestures are kept for the state document.
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

    /// Sprites selected by drawing a circle around their centres; dragging one drags them all.
    public var selection: SpriteSelection { selected }
    /// Read on every move of a sprite, so replaced whole rather than changed in place: the compiler then checks its
    /// exclusive access when it builds the sandbox instead of on every access.
    var selected = SpriteSelection()
    /// Taps and double taps recognised (the most recent `recipes.keptTaps` kept): the state document's `taps`.
    var tapLog: BoundedLog<TapRecord>
    /// Circles and user-taught gestures recognised (the most recent `recipes.keptGestures` kept): the state
    /// document's `gestures`.
    var gestureLog: BoundedLog<RecognizedGesture>
    /// What happened since the app last drained them (the most recent `recipes.keptNotifications` kept).
    var notifications: BoundedLog<SandboxNotification>
    /// The sprites the sandbox makes and removes, the catalogue they come from, and every sprite's recipe options.
    var factory: SpriteFactory

    /// A sandbox on `scene`, whose sprites get the recipe options in `spriteRecipes` (a handle not listed has none).
    public init(scene: Scene, spriteRecipes: [SpriteHandle: SpriteRecipeOptions] = [:],
                configuration: EngineConfiguration = .standard, recipes: RecipeConfiguration = RecipeConfiguration()) {
        self.recipes = recipes
        tapLog = BoundedLog(keeping: recipes.keptTaps)
        gestureLog = BoundedLog(keeping: recipes.keptGestures)
        notifications = BoundedLog(keeping: recipes.keptNotifications)
        factory = SpriteFactory(scene: scene, recipes: spriteRecipes, configuration: recipes)
        trayRecognizer = TrayRecognizer(sceneWidth: scene.width, sceneHeight: scene.height, configuration: recipes,
                                        dragRecognizer: manipulation)
        resizeRecognizer = ResizeHandleRecognizer(configuration: recipes)
        paintRecognizer = PaintRecognizer(configuration: recipes)
        multiFingerTapRecognizer = MultiFingerTapRecognizer(configuration: recipes)
        edgeSwipeRecognizer = EdgeSwipeRecognizer(sceneWidth: scene.width, sceneHeight: scene.height, configuration: recipes,
                                                  manipulation: manipulation)
        moveHistory = SpriteMoveHistory(manipulation: manipulation, keptMoves: recipes.keptMoves)
        let longPress = LongPressRecognizer(), tap = TapRecognizer(), circle = CircleRecognizer(
            detector: recipes.circle, maximumTraceSamples: recipes.maximumCircleTraceSamples)
        engine = GestureEngine(scene: scene, configuration: configuration, recognizers: [
            menuRecognizer, trayRecognizer, edgeSwipeRecognizer, moveHistory, resizeRecognizer, longPress,
            multiFingerTapRecognizer, tap, manipulation, circle, templateRecognizer, paintRecognizer,
        ])
        trayRecognizer.layout(images: factory.catalogue.entries.map(\.image))

        // What the recognisers ask of the recipes.
        tap.ignoresDoubleTaps = { [unowned self] target, _ in
            guard case .sprite(let handle) = target else { return false }
            return recipeOptions(of: handle).action != nil
        }
        resizeRecognizer.resizableSprites = { [unowned self] in factory.resizableSprites }
        // What they report, each to its handler.
        tap.onTap = { [unowned self] in tapped($0) }
        longPress.onLongPress = { [unowned self] in longPressed($0) }
        manipulation.onMove = { [unowned self] in spriteMoved($0, by: $1) }
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
    /// Ids of the selected sprites, sorted.
    public var selectedSpriteIDs: [String] {
        selected.handles.filter(engine.scene.isLive).map { sprite($0).id }.sorted()
    }
    /// The images new sprites are made of (the tray's thumbnails).
    public var catalogue: ImageCatalogue { factory.catalogue }
    /// Sprites made by the tray and Duplicate that are still on the canvas, oldest first.
    public var createdSprites: [SpriteHandle] { factory.created }

    /// What the recipes add to a sprite: its resize handle, its control action.
    public func recipeOptions(of handle: SpriteHandle) -> SpriteRecipeOptions { factory.recipe(of: handle) }

    /// The lower-right corner handle of a resizable, unlocked sprite, for drawing.
    public func resizeHandle(of handle: SpriteHandle) -> ResizeHandle? { resizeRecognizer.handle(of: handle, in: engine.scene) }
    /// Every visible resize handle, back to front.
    public var resizeHandles: [ResizeHandle] {
        let resizable = Set(resizeRecognizer.resizableSprites())
        return engine.scene.drawOrder.filter(resizable.contains).compactMap(resizeHandle(of:))
    }

    // MARK: The record: taps and gestures

    /// The most recent taps and double taps (at most `recipes.keptTaps`), oldest first: the state document's `taps`.
    public var taps: [TapRecord] { tapLog.recent }
    /// Every tap and double tap recognised so far, including those no longer in `taps`.
    public var totalTaps: Int { tapLog.total }
    /// The most recent tap or double tap.
    public var lastTap: TapRecord? { tapLog.last }
    /// The most recent recognised stroke gestures (circles and user-taught ones; at most `recipes.keptGestures`),
    /// oldest first: the state document's `gestures`.
    public var gestures: [RecognizedGesture] { gestureLog.recent }
    /// Every stroke gesture recognised so far, including those no longer in `gestures`.
    public var totalGestures: Int { gestureLog.total }

    // MARK: Notifications

    /// Adds a notification for the app (the recipes call this; so may an app's own recogniser).
    public func post(_ notification: SandboxNotification) {
        notifications.append(notification)
    }

    /// Everything recognised since the last call, oldest first (the most recent `keptNotifications` when the app
    /// let more pile up).
    public func drainNotifications() -> [SandboxNotification] {
        notifications.drain()
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
