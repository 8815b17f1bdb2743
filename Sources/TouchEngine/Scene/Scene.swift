/// The sprites on the canvas, their stacking order, and the canvas itself.
///
/// Sprites live in stable slots (`SpriteHandle`); a removed sprite leaves the drawing order and its slot goes to
/// the next sprite added, with a new generation (so slots never outnumber the most sprites the scene had at once,
/// and a stale handle never reaches the new sprite). `drawOrder` runs from the back (index 0) to the front.
public struct Scene: Sendable {
    public var width: Double
    public var height: Double
    public var background: RGBColor
    public private(set) var sprites: [Sprite] = []
    public private(set) var isRemoved: [Bool] = []
    /// Each slot's generation: how many sprites it held before the current one.
    private var generations: [Int] = []
    /// Slots of removed sprites, the next to reuse last.
    private var freeSlots: [Int] = []
    /// Live sprites from back to front.
    public private(set) var drawOrder: [SpriteHandle] = []
    /// A number that grows with each bring-to-front; larger is nearer the viewer.
    private var stackKey: [UInt64] = []
    private var nextStackKey: UInt64 = 0
    private var grid: SpatialGrid

    public init(width: Double, height: Double, background: RGBColor = RGBColor(red: 0x1e, green: 0x24, blue: 0x30)) {
        self.width = width
        self.height = height
        self.background = background
        grid = SpatialGrid(width: width, height: height)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Adds a sprite at the front and returns its handle.
    @discardableResult
    public mutating func add(_ sprite: Sprite) -> SpriteHandle {
        let handle: SpriteHandle
        if let slot = freeSlots.popLast() {
            generations[slot] += 1
            handle = SpriteHandle(slot, generation: generations[slot])
            sprites[slot] = sprite
            isRemoved[slot] = false
            stackKey[slot] = nextStackKey
        } else {
            handle = SpriteHandle(sprites.count)
            sprites.append(sprite)
            isRemoved.append(false)
            generations.append(0)
            stackKey.append(nextStackKey)
        }
        nextStackKey += 1
        drawOrder.append(handle)
        grid.markMoved(handle.index)
        return handle
    }

    /// Takes a live sprite off the canvas; its slot goes to the next sprite added.
    public mutating func remove(_ handle: SpriteHandle) {
        guard isLive(handle) else { return }
        isRemoved[handle.index] = true
        freeSlots.append(handle.index)
        drawOrder.removeAll { $0 == handle }
        grid.markMoved(handle.index)
    }

    /// The sprite of a handle. Read it through a live handle (`isLive`): a stale one reads whatever its slot holds
    /// now. Writes through a stale handle are ignored.
    public subscript(handle: SpriteHandle) -> Sprite {
        get { sprites[handle.index] }
        set {
            guard holds(handle) else { return }
            sprites[handle.index] = newValue
            grid.markMoved(handle.index)
        }
    }

    /// Whether the handle's sprite is on the canvas: false once it was removed, even after its slot was reused.
    public func isLive(_ handle: SpriteHandle) -> Bool {
        handle.index >= 0 && handle.index < sprites.count && !isRemoved[handle.index]
            && generations[handle.index] == handle.generation
    }

    /// Whether the handle's slot still belongs to its sprite (live or removed, but not reused).
    @inline(__always)
    private func holds(_ handle: SpriteHandle) -> Bool {
        handle.index >= 0 && handle.index < sprites.count && generations[handle.index] == handle.generation
    }

    /// The handle of the sprite in a slot now (live or not).
    private func currentHandle(_ index: Int) -> SpriteHandle { SpriteHandle(index, generation: generations[index]) }

    /// Live sprite handles in slot order.
    public var liveHandles: [SpriteHandle] { drawOrder.sorted() }

    public func handle(forID id: String) -> SpriteHandle? {
        sprites.indices.first { !isRemoved[$0] && sprites[$0].id == id }.map(currentHandle)
    }

    /// The sprite's place in the stack: 0 is the back.
    public func zIndex(of handle: SpriteHandle) -> Int? { drawOrder.firstIndex(of: handle) }

    public mutating func setPose(_ pose: Pose, of handle: SpriteHandle) {
        guard holds(handle) else { return }
        sprites[handle.index].pose = pose
        grid.markMoved(handle.index)
    }

    public mutating func setSize(width: Double, height: Double, of handle: SpriteHandle) {
        guard holds(handle) else { return }
        sprites[handle.index].width = width
        sprites[handle.index].height = height
        grid.markMoved(handle.index)
    }

    /// Moves a sprite to the front of the stack.
    public mutating func bringToFront(_ handle: SpriteHandle) {
        guard isLive(handle), drawOrder.last != handle else { return }
        if let position = drawOrder.lastIndex(of: handle) { drawOrder.remove(at: position) }
        drawOrder.append(handle)
        stackKey[handle.index] = nextStackKey
        nextStackKey += 1
    }

    /// The topmost live sprite whose pixel under `point` is opaque enough; nil means the empty canvas.
    ///
    /// A touch on a transparent pixel falls through to the sprite beneath. The grid narrows the
    /// search to the sprites filed under the point; each is rejected by its bounding box before its mask is read.
    public mutating func hitTest(_ point: Vector2) -> SpriteHandle? {
        guard point.isFinite else { return nil }
        refreshGrid()
        var best: Int = -1
        var bestKey: UInt64 = 0
        for candidate in grid.candidates(at: point) {
            let index = Int(candidate)
            let key = stackKey[index]
            if best >= 0 && key < bestKey { continue }
            // Read in place: copying a Sprite would retain its strings and mask for every candidate.
            guard sprites[index].bounds.contains(point), sprites[index].contains(point) else { continue }
            best = index
            bestKey = key
        }
        return best >= 0 ? currentHandle(best) : nil
    }

    /// Files moved sprites in the hit-test grid; hit tests do it themselves, a benchmark may do it ahead.
    public mutating func refreshGrid() {
        let sprites = self.sprites, isRemoved = self.isRemoved
        grid.update { isRemoved[$0] ? nil : sprites[$0].bounds }
    }
}
