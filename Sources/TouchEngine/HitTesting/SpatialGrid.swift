/// A uniform grid over the scene that lists, for each cell, the sprites whose bounds touch it.
///
/// Sprites that move are only marked; the grid catches up lazily before the next query, so a
/// stream of moves costs nothing here and a touch-down only re-files the sprites that moved.
struct SpatialGrid: Sendable {
    let cellSize: Double
    let columns: Int
    let rows: Int
    private var cells: [[Int32]]
    /// The cell range each sprite is filed under (minColumn, minRow, maxColumn, maxRow), or nil when not filed.
    private var filed: [CellRange?] = []
    private var dirty: [Int] = []
    private var isDirty: [Bool] = []

    struct CellRange: Equatable, Sendable {
        var minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int
    }

    /// The most cells along either side: a very large scene gets larger cells instead of more of them.
    static let largestSide = 256

    init(width: Double, height: Double, cellSize: Double = 64) {
        let extent = max(width.isFinite ? width : 1, height.isFinite ? height : 1, 1)
        self.cellSize = max(cellSize, extent / Double(Self.largestSide))
        columns = Int(min(max((max(width.isFinite ? width : 1, 1) / self.cellSize).rounded(.up), 1), Double(Self.largestSide)))
        rows = Int(min(max((max(height.isFinite ? height : 1, 1) / self.cellSize).rounded(.up), 1), Double(Self.largestSide)))
        cells = Array(repeating: [], count: columns * rows)
    }

    mutating func markMoved(_ index: Int) {
        while isDirty.count <= index {
            isDirty.append(false)
            filed.append(nil)
        }
        if !isDirty[index] {
            isDirty[index] = true
            dirty.append(index)
        }
    }

    /// Re-files every sprite marked since the last call; `bounds(i)` is nil for a sprite that left the scene.
    mutating func update(bounds: (Int) -> Rect?) {
        guard !dirty.isEmpty else { return }
        for index in dirty {
            isDirty[index] = false
            let newRange = bounds(index).map(range(for:))
            guard newRange != filed[index] else { continue }
            if let old = filed[index] { remove(Int32(index), from: old) }
            if let newRange { insert(Int32(index), into: newRange) }
            filed[index] = newRange
        }
        dirty.removeAll(keepingCapacity: true)
    }

    /// The sprites filed in the cell under a point (points outside the grid use the nearest edge cell).
    @inline(__always)
    func candidates(at point: Vector2) -> [Int32] {
        let column = clampColumn(cell(point.x))
        let row = clampRow(cell(point.y))
        return cells[row * columns + column]
    }

    /// The cell index along one axis; far-away and non-finite coordinates are pinned to a safe range.
    @inline(__always)
    private func cell(_ v: Double) -> Int {
        v.isFinite ? Int(max(-1e9, min(1e9, (v / cellSize).rounded(.down)))) : 0
    }

    private func range(for rect: Rect) -> CellRange {
        return CellRange(
            minColumn: clampColumn(cell(rect.minX)), minRow: clampRow(cell(rect.minY)),
            maxColumn: clampColumn(cell(rect.maxX)), maxRow: clampRow(cell(rect.maxY)))
    }

    private func clampColumn(_ c: Int) -> Int { min(max(c, 0), columns - 1) }
    private func clampRow(_ r: Int) -> Int { min(max(r, 0), rows - 1) }

    private mutating func insert(_ index: Int32, into range: CellRange) {
        for row in range.minRow...range.maxRow {
            for column in range.minColumn...range.maxColumn { cells[row * columns + column].append(index) }
        }
    }

    private mutating func remove(_ index: Int32, from range: CellRange) {
        for row in range.minRow...range.maxRow {
            for column in range.minColumn...range.maxColumn {
                let cell = row * columns + column
                if let position = cells[cell].firstIndex(of: index) { cells[cell].swapAt(position, cells[cell].count - 1); cells[cell].removeLast() }
            }
        }
    }
}
