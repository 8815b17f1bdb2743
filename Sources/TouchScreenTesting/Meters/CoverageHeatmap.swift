import TouchEngine

/// One cell of the coverage grid: column from the left, row from the top.
public struct GridCell: Hashable, Sendable, Codable, Comparable {
    public var column: Int
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    public static func < (a: GridCell, b: GridCell) -> Bool { (a.row, a.column) < (b.row, b.column) }
}

/// A grid laid over the window counting the down and move events that landed in each cell.
/// A cell no event ever reached is a candidate dead zone of the panel.
///
/// Points outside the window belong to no cell and are not counted.
public struct CoverageHeatmap: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    public let width: Double
    public let height: Double
    /// Row-major: `counts[row * columns + column]`.
    public private(set) var counts: [Int]

    public init(columns: Int, rows: Int, width: Double, height: Double) {
        precondition(columns > 0 && rows > 0, "a heatmap needs at least one cell")
        self.columns = columns
        self.rows = rows
        self.width = width
        self.height = height
        counts = Array(repeating: 0, count: columns * rows)
    }

    public var cellWidth: Double { width / Double(columns) }
    public var cellHeight: Double { height / Double(rows) }

    /// The cell under `point`, nil outside the window (or for non-finite points).
    public func cell(containing point: Vector2) -> GridCell? {
        guard point.isFinite, point.x >= 0, point.y >= 0, point.x < width, point.y < height else { return nil }
        let column = min(columns - 1, Int(point.x / cellWidth))
        let row = min(rows - 1, Int(point.y / cellHeight))
        return GridCell(column: column, row: row)
    }

    /// Counts an event at `point`; false when it lies outside the window.
    @discardableResult
    public mutating func record(_ point: Vector2) -> Bool {
        guard let cell = cell(containing: point) else { return false }
        counts[cell.row * columns + cell.column] += 1
        return true
    }

    public subscript(cell: GridCell) -> Int { counts[cell.row * columns + cell.column] }

    /// The cell's area in window pixels.
    public func rect(of cell: GridCell) -> Rect {
        Rect(x: Double(cell.column) * cellWidth, y: Double(cell.row) * cellHeight, width: cellWidth, height: cellHeight)
    }

    public var allCells: [GridCell] {
        (0..<rows).flatMap { row in (0..<columns).map { GridCell(column: $0, row: row) } }
    }

    public var maxCount: Int { counts.max() ?? 0 }
    public var touchedCellCount: Int { counts.count { $0 > 0 } }
    /// Cells no event reached, row by row.
    public var untouchedCells: [GridCell] { allCells.filter { self[$0] == 0 } }
}
