import CSDL2
import Foundation
import TouchEngine

/// Builds triangle meshes whose edges fade from full alpha to zero over one output pixel, which is
/// how the renderer draws anti-aliased shapes with `SDL_RenderGeometry` on any backend.
///
/// All coordinates here are output pixels; the `Renderer` applies its transform before calling in.
/// Neighbouring triangles always share whole edges (no T-junctions): SDL's software rasteriser snaps
/// vertices to a coarse grid, and a vertex lying in the middle of another triangle's edge opens pinholes.
struct FeatheredMesh {
    /// Half the width of the soft edge, in output pixels: the edge runs from -0.5 to +0.5 px.
    static let halfFeather = 0.5
    /// The longest chord used to approximate an arc, in output pixels.
    static let arcChord = 3.0

    /// A convex polygon drawn as a fan of triangles in one colour: its triangles are `triangles` (a range of
    /// `indices`), its corners `outline` in order. A mesh cut to the output (`MeshClipper`) cuts the polygon as one
    /// piece rather than its triangles, which would be slivers spanning the window when the shape is huge.
    struct Fan {
        var triangles: Range<Int>
        var outline: [Int32]
    }

    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []
    var fans: [Fan] = []

    mutating func reset() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        fans.removeAll(keepingCapacity: true)
    }

    @discardableResult
    mutating func vertex(_ p: Vector2, _ color: Color, alpha: Double) -> Int32 {
        // Clamped, NaN to 0 (min and max pass NaN on): a fade's alpha, where none is the right answer to no number.
        let a = UInt8(clamping: (Double(color.a) * min(max(alpha, 0), 1)).rounded())
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)),
                                   color: SDL_Color(r: color.r, g: color.g, b: color.b, a: a),
                                   tex_coord: SDL_FPoint(x: 0, y: 0)))
        return Int32(vertices.count - 1)
    }

    mutating func triangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a); indices.append(b); indices.append(c)
    }

    /// Two triangles over the quad a-b-c-d (in order around it).
    mutating func quad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
        triangle(a, b, c); triangle(a, c, d)
    }

    /// How many segments approximate an arc of `radius` spanning `angle` radians.
    static func segments(radius: Double, angle: Double, minimum: Int) -> Int {
        guard radius.isFinite, radius > 0, angle.isFinite else { return minimum }
        // Capped as a Double first (an overflow to infinity included): a huge radius must not reach Int(_:).
        let wanted = min((abs(angle) * radius / arcChord).rounded(.up), 512)
        return wanted.isNaN ? minimum : max(Int(wanted), minimum)
    }

    // MARK: Shapes

    /// A convex shape given by its outline points and their outward unit normals, filled from
    /// `center`, with a soft rim straddling the outline.
    mutating func fillConvex(center: Vector2, outline: [(point: Vector2, normal: Vector2)], color: Color,
                             alpha: Double = 1) {
        guard outline.count >= 3 else { return }
        let h = Self.halfFeather
        let c = vertex(center, color, alpha: alpha)
        let first = Int32(vertices.count)
        for (p, n) in outline {
            vertex(p - n * h, color, alpha: alpha)
            vertex(p + n * h, color, alpha: 0)
        }
        let count = Int32(outline.count)
        let fanStart = indices.count
        for i in 0..<count {
            triangle(c, first + 2 * i, first + 2 * ((i + 1) % count))
        }
        fans.append(Fan(triangles: fanStart..<indices.count, outline: (0..<count).map { first + 2 * $0 }))
        for i in 0..<count {
            let j = (i + 1) % count
            let inner = first + 2 * i, outer = inner + 1
            let nextInner = first + 2 * j, nextOuter = nextInner + 1
            quad(inner, outer, nextOuter, nextInner)
        }
    }

    mutating func fillCircle(center: Vector2, radius: Double, color: Color) {
        guard radius > 0, radius.isFinite, center.isFinite else { return }
        // Below a pixel wide the disc fades rather than shrinking to nothing.
        let alpha = min(radius * 2, 1)
        let r = max(radius, Self.halfFeather)
        let n = Self.segments(radius: r, angle: 2 * .pi, minimum: 12)
        let outline = (0..<n).map { i -> (point: Vector2, normal: Vector2) in
            let angle = Double(i) / Double(n) * 2 * .pi
            let normal = Vector2(cos(angle), sin(angle))
            return (center + normal * r, normal)
        }
        fillConvex(center: center, outline: outline, color: color, alpha: alpha)
    }

    /// An annulus centred on the circle of `radius`, `thickness` wide.
    mutating func strokeCircle(center: Vector2, radius: Double, thickness: Double, color: Color) {
        guard radius > 0, thickness > 0, radius.isFinite, thickness.isFinite, center.isFinite else { return }
        let h = Self.halfFeather
        let alpha = min(thickness, 1)
        let half = max(thickness / 2, h)
        let outerCore = radius + half - h, innerCore = max(radius - half + h, 0)
        let innerEdge = max(radius - half - h, 0), outerEdge = radius + half + h
        let n = Self.segments(radius: outerEdge, angle: 2 * .pi, minimum: 16)
        let first = Int32(vertices.count)
        for i in 0..<n {
            let angle = Double(i) / Double(n) * 2 * .pi
            let d = Vector2(cos(angle), sin(angle))
            vertex(center + d * innerEdge, color, alpha: 0)
            vertex(center + d * innerCore, color, alpha: alpha)
            vertex(center + d * outerCore, color, alpha: alpha)
            vertex(center + d * outerEdge, color, alpha: 0)
        }
        let count = Int32(n)
        for i in 0..<count {
            let a = first + 4 * i, b = first + 4 * ((i + 1) % count)
            quad(a, a + 1, b + 1, b)
            quad(a + 1, a + 2, b + 2, b + 1)
            quad(a + 2, a + 3, b + 3, b + 2)
        }
    }

    /// A stroke through `points`, `width` wide, with round caps and mitred joins; `alphas`
    /// (one per point, or nil for all 1) fade it along its length. One pass builds the whole mesh (cleaning the
    /// points, then each segment and join in order), which is why it runs a little past sixty lines.
    mutating func strokePolyline(_ input: [Vector2], alphas inputAlphas: [Double]?, width: Double, color: Color) {
        guard width > 0, width.isFinite else { return }
        // Drop non-finite and coincident points; they have no direction.
        var points: [Vector2] = []
        var alphas: [Double] = []
        points.reserveCapacity(input.count)
        alphas.reserveCapacity(input.count)
        for (i, p) in input.enumerated() where p.isFinite {
            let a = inputAlphas.map { i < $0.count ? $0[i] : 1 } ?? 1
            if let last = points.last, last.distance(to: p) < 0.01 {
                alphas[alphas.count - 1] = max(alphas[alphas.count - 1], a)
                continue
            }
            points.append(p)
            alphas.append(a)
        }
        guard let firstPoint = points.first else { return }
        let strength = min(width, 1)
        guard points.count >= 2 else {
            fillCircle(center: firstPoint, radius: width / 2, color: color.fading(alphas[0]))
            return
        }

        let h = Self.halfFeather
        let half = max(width / 2, h)
        let core = half - h, edge = half + h
        let maxMiter = 2.0

        func normal(_ d: Vector2) -> Vector2 { Vector2(-d.y, d.x) }
        let directions = (0..<points.count - 1).map { i in
            let d = points[i + 1] - points[i]
            return d / d.length
        }

        let first = Int32(vertices.count)
        for i in 0..<points.count {
            let p = points[i], a = alphas[i] * strength
            let nPrev = normal(directions[max(i - 1, 0)])
            let nNext = normal(directions[min(i, directions.count - 1)])
            var n = nPrev + nNext
            var miter = 1.0
            if n.length < 1e-6 {
                n = nNext
            } else {
                n = n / n.length
                miter = min(1 / max(n.dot(nNext), 1 / maxMiter), maxMiter)
            }
            vertex(p + n * (edge * miter), color, alpha: 0)
            vertex(p + n * (core * miter), color, alpha: a)
            vertex(p - n * (core * miter), color, alpha: a)
            vertex(p - n * (edge * miter), color, alpha: 0)
        }
        for i in 0..<Int32(points.count - 1) {
            let a = first + 4 * i, b = a + 4
            quad(a, a + 1, b + 1, b)
            quad(a + 1, a + 2, b + 2, b + 1)
            quad(a + 2, a + 3, b + 3, b + 2)
        }
        // Round caps: half discs joined to the end vertices.
        roundCap(at: points[0], facing: -directions[0], left: first, alpha: alphas[0] * strength,
                 core: core, edge: edge, color: color)
        let lastIndex = Int32(points.count - 1)
        roundCap(at: points[points.count - 1], facing: directions[directions.count - 1], left: first + 4 * lastIndex,
                 alpha: alphas[alphas.count - 1] * strength, core: core, edge: edge, color: color)
    }

    /// A half disc beyond `p` in direction `facing`, sharing the four end vertices starting at
    /// `left` (outer-left, inner-left, inner-right, outer-right relative to the stroke's normal).
    private mutating func roundCap(at p: Vector2, facing: Vector2, left: Int32, alpha: Double,
                                   core: Double, edge: Double, color: Color) {
        // The end vertices lie along +normal (left) and -normal (right); sweep from one to the other
        // through `facing`.
        let startAngle = atan2(Double(vertices[Int(left + 1)].position.y) - p.y,
                               Double(vertices[Int(left + 1)].position.x) - p.x)
        let facingAngle = atan2(facing.y, facing.x)
        var sweep = facingAngle - startAngle
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        let total = sweep * 2
        let n = Self.segments(radius: edge, angle: .pi, minimum: 6)
        // The core is a fan from the inner-left end vertex, so its last triangle shares the stroke's
        // whole end edge (inner-left to inner-right).
        let pivot = left + 1
        var inner: [Int32] = [left + 1], outer: [Int32] = [left]
        for step in 1...n {
            if step == n {
                inner.append(left + 2)
                outer.append(left + 3)
            } else {
                let angle = startAngle + total * Double(step) / Double(n)
                let d = Vector2(cos(angle), sin(angle))
                inner.append(vertex(p + d * core, color, alpha: alpha))
                outer.append(vertex(p + d * edge, color, alpha: 0))
            }
        }
        let fanStart = indices.count
        for step in 2...n {
            triangle(pivot, inner[step - 1], inner[step])
        }
        if indices.count > fanStart { fans.append(Fan(triangles: fanStart..<indices.count, outline: inner)) }
        for step in 1...n {
            quad(inner[step - 1], outer[step - 1], outer[step], inner[step])
        }
    }

    mutating func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
              rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let r = min(max(radius, Self.halfFeather), rect.width / 2, rect.height / 2)
        let perCorner = Self.segments(radius: r, angle: .pi / 2, minimum: 2)
        let corners: [(Vector2, Double)] = [
            (Vector2(rect.maxX - r, rect.minY + r), -.pi / 2),  // top right, from up to right
            (Vector2(rect.maxX - r, rect.maxY - r), 0),         // bottom right
            (Vector2(rect.minX + r, rect.maxY - r), .pi / 2),   // bottom left
            (Vector2(rect.minX + r, rect.minY + r), .pi),       // top left
        ]
        var outline: [(point: Vector2, normal: Vector2)] = []
        outline.reserveCapacity(4 * (perCorner + 1))
        for (corner, start) in corners {
            for step in 0...perCorner {
                let angle = start + .pi / 2 * Double(step) / Double(perCorner)
                let d = Vector2(cos(angle), sin(angle))
                outline.append((corner + d * r, d))
            }
        }
        fillConvex(center: rect.center, outline: outline, color: color)
    }
}
