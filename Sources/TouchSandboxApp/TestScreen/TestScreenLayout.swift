import TouchEngine
import TouchScreenTesting

/// Where the live test screen puts its statistics panel and the guide box so they cover nothing a tester must see or
/// touch: the accuracy crosshairs sit at 0.1, 0.5 and 0.9 of the window on both axes, the edge targets along the
/// edges, and the guide lines run across the middle, down the middle and from the top-left to the bottom-right
/// crosshair. What is left between them are four cells; the two the diagonal does not cross hold the boxes: the
/// panel the top-right one, the guide the bottom-left one while the lines are drawn, else the whole band between
/// the middle and bottom rows of crosshairs. Text is wrapped to its cell's width, never cut, and a box is as tall as
/// its text (the panel drops finger rows that would not fit, saying how many).
struct TestScreenLayout {
    /// The three text sizes the screen uses.
    enum TextSize { case large, body, small }

    /// Room kept around a crosshair (its arm is 16 px) and a line.
    static let clearance = 26.0

    let width: Double
    let height: Double
    /// The width of a line of text in a size, and the height of its lines.
    let measure: (String, TextSize) -> Double
    let lineHeight: (TextSize) -> Double

    /// The top-right cell: right of the middle column of crosshairs, above the middle row.
    var panelCell: Rect {
        Rect(minX: 0.5 * width + Self.clearance, minY: 0.1 * height + Self.clearance,
             maxX: 0.9 * width - Self.clearance, maxY: 0.5 * height - Self.clearance)
    }

    /// The guide's place: while the guide lines show, the bottom-left cell (left of the middle column, below the
    /// middle row); else the band below the middle row, between the left and right columns of crosshairs.
    func guideCell(linesShown: Bool) -> Rect {
        Rect(minX: 0.1 * width + Self.clearance, minY: 0.5 * height + Self.clearance,
             maxX: (linesShown ? 0.5 : 0.9) * width - Self.clearance, maxY: 0.9 * height - Self.clearance)
    }

    /// Inside a box: the padding around its text.
    static let padding = 12.0

    /// One run of wrapped lines in one size and colour role, or a progress bar.
    struct Block: Equatable {
        enum Kind: Equatable { case text(TextSize), bar(Double) }
        var kind: Kind
        var lines: [String]
        /// A tag the renderer picks the colour by.
        var role: String
    }

    /// A box's blocks and where it goes.
    struct Box: Equatable {
        var frame: Rect
        var blocks: [Block]
        /// The space between blocks.
        var gap: Double
        /// The blocks need more height than the cell has (a window much smaller than 800 px).
        var overflows: Bool
    }

    /// The height of the bar row.
    static let barHeight = 12.0
    /// The space between blocks (the guide's paragraphs; the panel's rows have none).
    static let gap = 5.0

    /// `paragraphs` wrapped into a box inside `cell`, at its top (`atBottom` false) or bottom, `gap` apart.
    func box(_ paragraphs: [(Block.Kind, String, String)], in cell: Rect, atBottom: Bool, gap: Double = Self.gap) -> Box {
        let textWidth = cell.width - 2 * Self.padding
        var blocks: [Block] = []
        for (kind, text, role) in paragraphs {
            switch kind {
            case .text(let size):
                blocks.append(Block(kind: kind, lines: LineWrapper.wrap(text, width: textWidth) { measure($0, size) }, role: role))
            case .bar:
                blocks.append(Block(kind: kind, lines: [], role: role))
            }
        }
        let needed = height(of: blocks, gap: gap)
        let frameHeight = min(needed, max(cell.height, needed))
        let top = atBottom ? max(cell.minY, cell.maxY - frameHeight) : cell.minY
        return Box(frame: Rect(x: cell.minX, y: top, width: cell.width, height: frameHeight), blocks: blocks, gap: gap,
                   overflows: needed > cell.height)
    }

    func height(of blocks: [Block], gap: Double) -> Double {
        let content = blocks.reduce(0.0) { total, block in
            switch block.kind {
            case .text(let size): total + lineHeight(size) * Double(block.lines.count)
            case .bar: total + Self.barHeight
            }
        }
        return content + gap * Double(max(0, blocks.count - 1)) + 2 * Self.padding
    }

    /// The statistics panel: `rows` (text and role) wrapped; finger rows (role "finger…") that would not fit are left
    /// out and counted in a last row.
    func panel(_ rows: [(String, String)], fingerRows: [(String, String)], hints: String) -> Box {
        let cell = panelCell
        func paragraphs(_ fingers: [(String, String)], more: Int) -> [(Block.Kind, String, String)] {
            var all = rows.map { (Block.Kind.text(.body), $0.0, $0.1) }
            all += fingers.map { (Block.Kind.text(.body), $0.0, $0.1) }
            if more > 0 { all.append((.text(.body), "… and \(more) more fingers down", "dim")) }
            all.append((.text(.small), hints, "dim"))
            return all
        }
        var shown = fingerRows.count
        var result = box(paragraphs(fingerRows, more: 0), in: cell, atBottom: false, gap: 0)
        while result.overflows, shown > 0 {
            shown -= 1
            result = box(paragraphs(Array(fingerRows.prefix(shown)), more: fingerRows.count - shown), in: cell, atBottom: false, gap: 0)
        }
        return result
    }

    /// What the boxes must leave clear: the accuracy crosshairs and the edge targets (squares round them) …
    func targetAreas(_ analyzer: TouchScreenAnalyzer) -> [Rect] {
        analyzer.accuracyTargets.targets.map { target in
            let reach = (target.inEdgeBand ? 10.0 : 16.0) + 2
            return Rect(x: target.position.x - reach, y: target.position.y - reach, width: 2 * reach, height: 2 * reach)
        } + analyzer.targets.map { Rect(x: $0.center.x - $0.radius, y: $0.center.y - $0.radius, width: 2 * $0.radius, height: 2 * $0.radius) }
    }

    /// … and the guide lines.
    var guideLines: [(start: Vector2, end: Vector2)] { GuidedProcedure.guideLines(width: width, height: height) }

    /// Whether the segment from `start` to `end` passes through `rect` (sampled every pixel: the lines are long and
    /// straight, so nothing thinner than a pixel slips between samples).
    static func segment(_ start: Vector2, _ end: Vector2, crosses rect: Rect) -> Bool {
        let length = start.distance(to: end)
        let steps = max(1, Int(clamping: min(length, 100_000).rounded(.up), nan: 1))
        return (0...steps).contains { rect.contains(start + (end - start) * (Double($0) / Double(steps))) }
    }
}
