import CSDL2

/// The computed pixels of turned and scaled copies kept from one frame to the next on the software renderer, so a
/// sprite that is only moved (dragged, or standing still while another one moves) is laid again rather than scaled
/// and turned again.
///
/// What a clipped copy computes depends on the texture, the destination's size and the turn, never on where the copy
/// lands: SDL truncates the destination's corner to whole pixels and lays the same image there. The cache keeps that
/// image in cells of `side` × `side` pixels counted from the image's own corner, each cell in its own texture, and
/// only for a copy drawn the same way in the frame before (a pinch changes the size every frame: computing whole
/// cells for it would be work thrown away). It holds at most `byteBudget` bytes and lets go at every frame's end of
/// the cells that frame did not lay, so it holds what is on screen and no more.
final class CopyCellCache {
    /// What a copy's pixels depend on: the texture, the destination's float size (SDL truncates it, and turns about
    /// its middle) and the angle, to the bit.
    struct Geometry: Hashable {
        let texture: Int
        let width: UInt32
        let height: UInt32
        let angle: UInt64

        init(texture: Int, destination: SDL_FRect, angle: Double) {
            self.texture = texture
            width = destination.w.bitPattern
            height = destination.h.bitPattern
            self.angle = angle.bitPattern
        }
    }

    /// One cell of a copy's image: its column and row counted from the image's top-left corner.
    struct CellKey: Hashable {
        let geometry: Geometry
        let column: Int
        let row: Int
    }

    /// What a cell's pixels let through.
    enum Coverage {
        /// Every pixel clear: SDL's blend (or add) leaves the output as it is, so the cell is not laid then.
        case clear
        /// Every pixel opaque: laid without blending at full alpha, as SDL's blend copies an opaque pixel as it is.
        case opaque
        case mixed

        /// The coverage of a `width` × `height` ARGB8888 or ABGR8888 image (alpha in the top byte: byte 3 in memory).
        init(pixels: UnsafePointer<UInt8>, width: Int, height: Int, pitch: Int) {
            var anyClear = false, anyOpaque = false
            for y in 0..<height {
                let row = pixels + y * pitch
                for x in 0..<width {
                    switch row[x * 4 + 3] {
                    case 0: anyClear = true
                    case 255: anyOpaque = true
                    default: self = .mixed; return
                    }
                    if anyClear && anyOpaque { self = .mixed; return }
                }
            }
            self = anyOpaque ? .opaque : .clear
        }
    }

    /// A computed cell: its texture (nil when the cell reads no pixel of the image: SDL's image is clear there, and
    /// such a part of a turned copy, always blended or added, is never laid) and what it lets through.
    struct Cell {
        let texture: OpaquePointer?
        let coverage: Coverage
        let bytes: Int
        var lastFrame: UInt64
    }

    /// The side of a cell in pixels. A window-covering zoom keeps about one and a half windows of cells at 128
    /// (the cells its edges cut hold pixels off screen), where 256 would need two.
    static let side = 128

    /// The most the cells may hold together, in bytes; `Renderer` sets it to one and a half outputs at each frame's end.
    private(set) var byteBudget: Int
    /// What the cells hold now, in bytes.
    private(set) var cachedBytes = 0
    /// Cells computed and cells laid again since the cache was made (for the tests and `touch-sandbox-bench frames`).
    private(set) var computedCells = 0
    private(set) var reusedCells = 0
    /// Opaque cells laid without blending and clear cells left out since the cache was made (for the tests).
    var opaqueCellsLaid = 0
    var clearCellsLeftOut = 0

    private var cells: [CellKey: Cell] = [:]
    private var drawnLastFrame: Set<Geometry> = []
    private var drawnThisFrame: Set<Geometry> = []
    private var frame: UInt64 = 0

    init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    deinit { removeAll() }

    /// Notes that a copy of `geometry` is drawn this frame; true when one was drawn the frame before too, so its
    /// cells are worth keeping.
    func isSteady(_ geometry: Geometry) -> Bool {
        drawnThisFrame.insert(geometry)
        return drawnLastFrame.contains(geometry)
    }

    /// The cell computed earlier, marked as laid this frame.
    func cell(_ key: CellKey) -> Cell? {
        guard var cell = cells[key] else { return nil }
        cell.lastFrame = frame
        cells[key] = cell
        reusedCells += 1
        return cell
    }

    /// Whether a cell of `bytes` more fits in the budget.
    func hasRoom(for bytes: Int) -> Bool { cachedBytes + bytes <= byteBudget }

    /// Keeps a computed cell (its texture is the cache's from now on) and returns it.
    @discardableResult
    func store(_ key: CellKey, texture: OpaquePointer?, coverage: Coverage, bytes: Int) -> Cell {
        if let old = cells.removeValue(forKey: key) { release(old) }
        let cell = Cell(texture: texture, coverage: coverage, bytes: bytes, lastFrame: frame)
        cells[key] = cell
        cachedBytes += bytes
        computedCells += 1
        return cell
    }

    /// Closes a frame: the cells it did not lay go, and with a new `budget` (the output shrank) as many more as it
    /// takes to fit.
    func endFrame(budget: Int) {
        for (key, cell) in cells where cell.lastFrame != frame {
            cells.removeValue(forKey: key)
            release(cell)
        }
        byteBudget = budget
        while cachedBytes > byteBudget, let (key, cell) = cells.first {
            cells.removeValue(forKey: key)
            release(cell)
        }
        swap(&drawnLastFrame, &drawnThisFrame)
        drawnThisFrame.removeAll(keepingCapacity: true)
        frame &+= 1
    }

    /// Lets every cell go (before the renderer that made their textures is destroyed).
    func removeAll() {
        for cell in cells.values { release(cell) }
        cells.removeAll()
        drawnLastFrame.removeAll()
        drawnThisFrame.removeAll()
    }

    private func release(_ cell: Cell) {
        if let texture = cell.texture { SDL_DestroyTexture(texture) }
        cachedBytes -= cell.bytes
    }
}
