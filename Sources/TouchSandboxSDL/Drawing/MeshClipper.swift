import CSDL2
import TouchEngine

/// Cuts a triangle mesh (output pixels) down to what can be seen, so a shape costs what it shows.
///
/// SDL's software rasteriser works through every pixel of a triangle's bounding box (in a blended triangle's case
/// through an image of the box it allocates, fills and blits), and its fixed-point arithmetic overflows past about
/// 23,000 pixels: a touch ring drawn around a 1×1 canvas in an 8192-pixel window is a fan of 512 triangles each
/// spanning the window, seconds a frame. The clipper leaves a mesh alone when every triangle's box inside the clip
/// is under `largestBox` and it reaches no further than `farthestReach` past the clip, as every shape at ordinary
/// sizes does, even one crossing the window's edge (so those keep their exact pixels). Otherwise triangles outside the guard band are dropped, and the others are cut along the guard band
/// and along a grid of `cell`-pixel squares, each piece then fanned into triangles: the boxes handed to SDL sum to
/// about the area drawn. Pieces share whole edges: a cut edge's new vertex is computed from the edge's ends in one
/// order whichever triangle it belongs to, and the guard band lies outside the clip, so no seam shows. A cut shape's
/// soft edges are not quite an uncut one's: SDL truncates vertices to whole pixels, so a vertex added on an edge
/// moves that edge by up to a pixel where it is cut.
struct MeshClipper {
    /// The clip grown by this many pixels: cuts along the guard band fall outside what is drawn.
    static let guardMargin = 4.0
    static let cell = 256.0
    static let largestBox = 1024.0 * 1024.0
    static let farthestReach = 4096.0

    let minX: Double, minY: Double, maxX: Double, maxY: Double
    /// The largest triangle box (pixels) a mesh may have and be drawn uncut.
    let largestBox: Double

    /// A clipper for output pixels inside `clip` (x, y, width, height).
    init(clip: (x: Double, y: Double, width: Double, height: Double), largestBox: Double = Self.largestBox) {
        self.largestBox = largestBox
        minX = clip.x - Self.guardMargin
        minY = clip.y - Self.guardMargin
        maxX = clip.x + clip.width + Self.guardMargin
        maxY = clip.y + clip.height + Self.guardMargin
    }

    /// The mesh cut to the guard band and the grid, or nil when it needs no cutting (draw it as it is). Each of
    /// `fans` (convex polygons drawn as fans of triangles) is cut as one polygon instead of its triangles.
    func clipped(vertices: [SDL_Vertex], indices: [Int32], fans: [FeatheredMesh.Fan] = [])
        -> (vertices: [SDL_Vertex], indices: [Int32])? {
        guard indices.count >= 3, needsCutting(vertices: vertices, indices: indices) else { return nil }
        var outVertices = vertices
        var outIndices: [Int32] = []
        outIndices.reserveCapacity(indices.count)
        var inFan = [Bool](repeating: false, count: indices.count / 3)
        for fan in fans where fan.outline.count >= 3 && fan.outline.allSatisfy({ Int($0) < vertices.count }) {
            for t in stride(from: fan.triangles.lowerBound, to: fan.triangles.upperBound, by: 3) where t / 3 < inFan.count {
                inFan[t / 3] = true
            }
            let corners = fan.outline.map { Corner(vertices[Int($0)]) }
            let box = Box(minX: corners.map(\.x).min()!, minY: corners.map(\.y).min()!,
                          maxX: corners.map(\.x).max()!, maxY: corners.map(\.y).max()!)
            if box.maxX < minX || box.minX > maxX || box.maxY < minY || box.minY > maxY { continue }
            cut(corners, box: box, into: &outVertices, indices: &outIndices)
        }
        for t in stride(from: 0, to: indices.count - 2, by: 3) where !inFan[t / 3] {
            let a = Int(indices[t]), b = Int(indices[t + 1]), c = Int(indices[t + 2])
            guard a < vertices.count, b < vertices.count, c < vertices.count else { continue }
            let box = bounds(vertices[a], vertices[b], vertices[c])
            if box.maxX < minX || box.minX > maxX || box.maxY < minY || box.minY > maxY { continue }
            // Every triangle is cut, small ones too: a neighbour left whole would meet the cut one's new vertices in
            // the middle of its edge, and SDL's rasteriser opens pinholes at such junctions. A triangle inside one
            // cell comes out as it went in.
            cut([Corner(vertices[a]), Corner(vertices[b]), Corner(vertices[c])], box: box,
                into: &outVertices, indices: &outIndices)
        }
        return (outVertices, outIndices)
    }

    private func needsCutting(vertices: [SDL_Vertex], indices: [Int32]) -> Bool {
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            let a = Int(indices[t]), b = Int(indices[t + 1]), c = Int(indices[t + 2])
            guard a < vertices.count, b < vertices.count, c < vertices.count else { return true }
            if !fitsAsItIs(bounds(vertices[a], vertices[b], vertices[c])) { return true }
        }
        return false
    }

    /// Whether SDL can draw a triangle with this box at a cost near what it shows: its box inside the clip is at
    /// most `largestBox`, and it reaches no further than `farthestReach` past the clip (beyond that SDL's
    /// fixed-point arithmetic overflows before it clips).
    private func fitsAsItIs(_ box: Box) -> Bool {
        let reach = Self.farthestReach
        guard box.minX >= minX - reach, box.maxX <= maxX + reach, box.minY >= minY - reach, box.maxY <= maxY + reach
        else { return false }
        let width = min(box.maxX, maxX) - max(box.minX, minX), height = min(box.maxY, maxY) - max(box.minY, minY)
        return width <= 0 || height <= 0 || width * height <= largestBox
    }

    private struct Box {
        var minX: Double, minY: Double, maxX: Double, maxY: Double
    }

    private func bounds(_ a: SDL_Vertex, _ b: SDL_Vertex, _ c: SDL_Vertex) -> Box {
        let xs = [Double(a.position.x), Double(b.position.x), Double(c.position.x)]
        let ys = [Double(a.position.y), Double(b.position.y), Double(c.position.y)]
        // NaN coordinates make a box no test accepts, so such triangles are cut (and vanish) rather than drawn.
        return Box(minX: xs.min()!, minY: ys.min()!, maxX: xs.max()!, maxY: ys.max()!)
    }

    /// A vertex with its attributes as numbers that can be interpolated.
    private struct Corner {
        var x: Double, y: Double
        var r: Double, g: Double, b: Double, a: Double
        var u: Double, v: Double

        init(_ vertex: SDL_Vertex) {
            x = Double(vertex.position.x); y = Double(vertex.position.y)
            r = Double(vertex.color.r); g = Double(vertex.color.g); b = Double(vertex.color.b); a = Double(vertex.color.a)
            u = Double(vertex.tex_coord.x); v = Double(vertex.tex_coord.y)
        }

        init(x: Double, y: Double, r: Double, g: Double, b: Double, a: Double, u: Double, v: Double) {
            self.x = x; self.y = y; self.r = r; self.g = g; self.b = b; self.a = a; self.u = u; self.v = v
        }

        var vertex: SDL_Vertex {
            // Clamped, NaN to 0: an interpolated colour channel, already within 0...255 unless a vertex was NaN.
            func byte(_ value: Double) -> UInt8 { UInt8(clamping: value.rounded()) }
            return SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)),
                              color: SDL_Color(r: byte(r), g: byte(g), b: byte(b), a: byte(a)),
                              tex_coord: SDL_FPoint(x: Float(u), y: Float(v)))
        }

        /// The point at `t` from `self` towards `other`.
        func toward(_ other: Corner, _ t: Double) -> Corner {
            Corner(x: x + (other.x - x) * t, y: y + (other.y - y) * t, r: r + (other.r - r) * t,
                   g: g + (other.g - g) * t, b: b + (other.b - b) * t, a: a + (other.a - a) * t,
                   u: u + (other.u - u) * t, v: v + (other.v - v) * t)
        }

        /// Orders the ends of an edge the same way whichever polygon the edge belongs to.
        func precedes(_ other: Corner) -> Bool { x != other.x ? x < other.x : y < other.y }
    }

    private enum Side { case left, right, top, bottom }

    /// The part of `polygon` on the inner side of the line `side` at `level` (Sutherland–Hodgman).
    private func clip(_ polygon: [Corner], _ side: Side, _ level: Double) -> [Corner] {
        func inside(_ p: Corner) -> Bool {
            switch side {
            case .left: p.x >= level
            case .right: p.x <= level
            case .top: p.y >= level
            case .bottom: p.y <= level
            }
        }
        func crossing(_ p: Corner, _ q: Corner) -> Corner {
            let (from, to) = p.precedes(q) ? (p, q) : (q, p)
            let vertical = side == .left || side == .right
            let t = vertical ? (level - from.x) / (to.x - from.x) : (level - from.y) / (to.y - from.y)
            var point = from.toward(to, t)
            if vertical { point.x = level } else { point.y = level }
            return point
        }
        var out: [Corner] = []
        out.reserveCapacity(polygon.count + 2)
        for i in polygon.indices {
            let current = polygon[i], next = polygon[(i + 1) % polygon.count]
            let currentInside = inside(current), nextInside = inside(next)
            if currentInside { out.append(current) }
            if currentInside != nextInside { out.append(crossing(current, next)) }
        }
        return out
    }

    private func clip(_ polygon: [Corner], minX: Double, minY: Double, maxX: Double, maxY: Double) -> [Corner] {
        var piece = clip(polygon, .left, minX)
        if piece.count >= 3 { piece = clip(piece, .right, maxX) }
        if piece.count >= 3 { piece = clip(piece, .top, minY) }
        if piece.count >= 3 { piece = clip(piece, .bottom, maxY) }
        return piece
    }

    /// Cuts one convex polygon along the guard band and the grid and appends the pieces, each fanned from its first
    /// corner.
    private func cut(_ polygon: [Corner], box: Box, into vertices: inout [SDL_Vertex], indices: inout [Int32]) {
        let guarded = clip(polygon, minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        guard guarded.count >= 3 else { return }
        let left = max(box.minX, minX), right = min(box.maxX, maxX)
        let top = max(box.minY, minY), bottom = min(box.maxY, maxY)
        let cell = Self.cell
        var row = (top / cell).rounded(.down) * cell
        while row < bottom {
            var column = (left / cell).rounded(.down) * cell
            while column < right {
                let piece = clip(guarded, minX: column, minY: row, maxX: column + cell, maxY: row + cell)
                if piece.count >= 3 {
                    let first = Int32(vertices.count)
                    for corner in piece { vertices.append(corner.vertex) }
                    for k in 1..<(piece.count - 1) {
                        indices += [first, first + Int32(k), first + Int32(k + 1)]
                    }
                }
                column += cell
            }
            row += cell
        }
    }
}
