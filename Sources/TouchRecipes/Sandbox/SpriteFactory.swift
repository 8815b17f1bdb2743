import TouchEngine

/// Makes and removes the sandbox's sprites, apart from what fingers do to them: new sprites of the catalogue's
/// images (dragged out of the tray), copies (the menu's Duplicate), deletions, and the scene's own sprites put back
/// as they were loaded (the kiosk's idle reset).
///
/// It keeps what the recipes add to each sprite (its resize handle, its control action) and the bound on made
/// sprites: while more than `maximumCreatedSprites` made sprites are alive, `nextToRemove` names the oldest one no
/// finger touches (else the oldest), never one of the scene's own. The sandbox does the rest of each job: the
/// selection, the menu and the notifications.
struct SpriteFactory {
    /// The images new sprites are made of (the tray's thumbnails).
    private(set) var catalogue: ImageCatalogue
    /// What the recipes add to sprites, for those that have anything.
    private var recipes: [SpriteHandle: SpriteRecipeOptions]
    /// Sprites made by the tray and Duplicate that are still on the canvas, oldest first.
    private(set) var created: [SpriteHandle] = []
    /// The scene's own sprites as they were loaded, back to front, with the handle each has now.
    private var loaded: [LoadedSprite]
    private let configuration: RecipeConfiguration

    /// One of the scene's own sprites as it was loaded, and the handle it has now (a sprite deleted and brought back
    /// gets a new one).
    private struct LoadedSprite {
        var handle: SpriteHandle
        let sprite: Sprite
        let recipe: SpriteRecipeOptions?
    }

    init(scene: Scene, recipes: [SpriteHandle: SpriteRecipeOptions], configuration: RecipeConfiguration) {
        self.recipes = recipes
        self.configuration = configuration
        loaded = scene.drawOrder.map { LoadedSprite(handle: $0, sprite: scene[$0], recipe: recipes[$0]) }
        catalogue = ImageCatalogue(scene: scene, recipes: recipes)
    }

    // MARK: Reading

    /// What the recipes add to a sprite: its resize handle, its control action.
    func recipe(of handle: SpriteHandle) -> SpriteRecipeOptions {
        recipes[handle] ?? SpriteRecipeOptions()
    }

    /// The sprites that have a resize handle (locked or not), in no particular order.
    var resizableSprites: [SpriteHandle] {
        recipes.compactMap { $0.value.resizable ? $0.key : nil }
    }

    // MARK: Making

    /// Adds (or replaces) an image new sprites can be made of.
    mutating func register(_ entry: ImageCatalogue.Entry) {
        catalogue.register(entry)
    }

    /// Puts a new sprite of a catalogue image on top, centred on `center` (kept within its bounds); nil when the image
    /// is not in the catalogue or the centre is not finite.
    mutating func create(image: String, at center: Vector2, in engine: GestureEngine) -> SpriteHandle? {
        guard let entry = catalogue.entry(for: image), center.isFinite else { return nil }
        var sprite = Sprite(id: uniqueID(SceneDocument.defaultID(forImage: image), in: engine.scene), image: image,
                            width: entry.width, height: entry.height, pose: Pose(center: center),
                            options: entry.options, mask: entry.mask)
        if let rect = PoseLimits.boundsRectangle(for: sprite.options, scene: engine.scene.bounds) {
            sprite.pose = PoseLimits.clampCenter(sprite.pose, width: sprite.width, height: sprite.height, inside: rect)
            sprite.homePose = sprite.pose
        }
        let handle = engine.addSprite(sprite)
        if entry.recipe != SpriteRecipeOptions() { recipes[handle] = entry.recipe }
        created.append(handle)
        return handle
    }

    /// Puts a copy of a live sprite on top as `<id>-copy` (then `-copy-2`, …), offset by `duplicateOffset` on both
    /// axes, with the same recipe; the copy's scene pose is where it appears.
    mutating func duplicate(_ handle: SpriteHandle, in engine: GestureEngine) -> SpriteHandle? {
        guard engine.scene.isLive(handle) else { return nil }
        var copy = engine.scene[handle]
        copy.id = uniqueID("\(copy.id)-copy", in: engine.scene)
        let offset = configuration.duplicateOffset
        copy.pose.center += Vector2(offset, offset)
        copy.homePose = copy.pose
        copy.homeWidth = copy.width
        copy.homeHeight = copy.height
        let duplicate = engine.addSprite(copy)
        recipes[duplicate] = recipes[handle]
        created.append(duplicate)
        return duplicate
    }

    /// A new id built on `base`: `base` itself when free, else `base-2`, `base-3`, …
    private func uniqueID(_ base: String, in scene: Scene) -> String {
        guard scene.handle(forID: base) != nil else { return base }
        var n = 2
        while scene.handle(forID: "\(base)-\(n)") != nil { n += 1 }
        return "\(base)-\(n)"
    }

    /// While more made sprites are alive than `maximumCreatedSprites`: the next one to delete, the oldest that no
    /// finger in `touches` landed on (else the oldest), never `newest`. Nil when within the bound.
    func nextToRemove(sparing newest: SpriteHandle, touches: [ActiveTouch]) -> SpriteHandle? {
        guard created.count > max(configuration.maximumCreatedSprites, 0) else { return nil }
        let candidates = created.filter { $0 != newest }
        let touched = Set(touches.compactMap { touch -> SpriteHandle? in
            if case .sprite(let handle) = touch.target { return handle }
            return nil
        })
        return candidates.first { !touched.contains($0) } ?? candidates.first
    }

    // MARK: Removing and restoring

    /// Removes a sprite from the engine (cancelling the touches on it, except those `spared` owns) and from the books.
    mutating func remove(_ handle: SpriteHandle, from engine: GestureEngine, sparing spared: (any GestureRecognizer)?) {
        engine.removeSprite(handle, sparing: spared)
        recipes[handle] = nil
        created.removeAll { $0 == handle }
    }

    /// Brings the scene's own sprites back as they were loaded: a deleted one is added again (with a new handle),
    /// locks and the stacking order are as loaded, and each glides to its scene pose and size over `glideDuration`
    /// seconds. The made sprites must have been removed first.
    mutating func restoreLoaded(in engine: GestureEngine, glideDuration: Double) {
        created.removeAll()
        for index in loaded.indices {
            let original = loaded[index]
            var handle = original.handle
            if !engine.scene.isLive(handle) {
                handle = engine.addSprite(original.sprite)
                loaded[index].handle = handle
                recipes[handle] = original.recipe
            }
            engine.setOptions(original.sprite.options, of: handle)
            engine.bringToFront(handle)
            engine.animateHome(handle, duration: glideDuration)
        }
    }
}
