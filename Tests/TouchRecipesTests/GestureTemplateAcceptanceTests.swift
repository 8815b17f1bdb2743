import Foundation
import Testing
import TouchEngine
import TouchRecipes

/// The template matcher's acceptance checks (`GestureTemplateMatcher+Acceptance`): a limit per gesture from how alike
/// its examples are, a second example needed when there are three or more, closed strokes kept apart from open ones,
/// and corners that agree.
@Suite("User-taught gestures: when a stroke is taken for one")
struct GestureTemplateAcceptanceTests {
    static let vee: [(Double, Double)] = [(0, 0), (0.5, 1), (1, 0)]
    /// A check: a short left arm down to the right, a long one up.
    static let check: [(Double, Double)] = [(0, 0.55), (0.3, 1), (1, 0)]
    static let triangle: [(Double, Double)] = [(0.5, 0), (1, 0.9), (0, 0.9), (0.5, 0)]

    static func shape(_ corners: [(Double, Double)], at x: Double, _ y: Double, size: Double, wobble: Double = 0) -> [Vector2] {
        TaughtShapes.polyline(corners, at: Vector2(x, y), size: size, wobble: wobble)
    }

    @Test("a gesture taught once is allowed the largest limit; examples drawn alike narrow it, never below the smallest")
    func limitFollowsTheExamplesSpread() throws {
        var matcher = GestureTemplateMatcher()
        matcher.add(Self.shape(Self.vee, at: 0, 0, size: 100), named: "v")
        #expect(matcher.acceptanceLimit(for: "v") == 0.9)
        // The same example again: no spread, the base limit.
        matcher.add(Self.shape(Self.vee, at: 0, 0, size: 100), named: "v")
        #expect(matcher.acceptanceLimit(for: "v") == 0.7)
        #expect(matcher.acceptanceLimit(for: "check") == nil)
        // Two examples far apart (a v and a check taught under one name) allow the most.
        matcher.add(Self.shape(Self.check, at: 0, 0, size: 100), named: "loose")
        matcher.add(Self.shape(Self.vee, at: 0, 0, size: 100), named: "loose")
        let loose = try #require(matcher.acceptanceLimit(for: "loose"))
        #expect(loose > 0.7 && loose <= 0.9)
        var strict = GestureTemplateConfiguration()
        strict.acceptanceBase = 0.2
        let floor = GestureTemplateMatcher(gestures: [GestureTemplate(name: "v", strokes: [Self.shape(Self.vee, at: 0, 0, size: 100),
                                                                                         Self.shape(Self.vee, at: 9, 9, size: 90)])],
                                           configuration: strict)
        #expect(floor.acceptanceLimit(for: "v") == 0.6)
    }

    @Test("with only a v taught (twice, alike), a v drawn again is a v and a check is refused; taught once, the check passes")
    func alikeExamplesHoldTheLimitClose() throws {
        // The corners are not compared here (either corner check alone refuses the check: the next test).
        var configuration = GestureTemplateConfiguration()
        configuration.maximumCornerShift = 1
        configuration.gestureCornerShift = .infinity
        let twice = GestureTemplateMatcher(gestures: [GestureTemplate(name: "v", strokes: [
            Self.shape(Self.vee, at: 100, 100, size: 120), Self.shape(Self.vee, at: 400, 80, size: 90),
        ])], configuration: configuration)
        let limit = try #require(twice.acceptanceLimit(for: "v"))
        #expect(limit >= 0.7 && limit < 0.71)
        #expect(twice.match(Self.shape(Self.vee, at: 600, 300, size: 150, wobble: 0.015))?.name == "v")
        #expect(twice.match(Self.shape(Self.check, at: 600, 300, size: 150)) == nil)
        let nearest = try #require(twice.nearest(Self.shape(Self.check, at: 600, 300, size: 150)))
        #expect(nearest.name == "v" && nearest.distance > limit && nearest.distance < 0.9)
        let once = GestureTemplateMatcher(gestures: [GestureTemplate(name: "v", strokes: [Self.shape(Self.vee, at: 100, 100, size: 120)])],
                                          configuration: configuration)
        #expect(once.match(Self.shape(Self.check, at: 600, 300, size: 150))?.name == "v")
    }

    @Test("a check is not a v: its one corner is a third of the way along, the v's halfway; a v drawn lopsided still is one")
    func singleCornersMustLineUp() throws {
        let vee = GestureTemplate(name: "v", strokes: [Self.shape(Self.vee, at: 100, 100, size: 120)])
        let matcher = GestureTemplateMatcher(gestures: [vee])
        #expect(matcher.match(Self.shape(Self.check, at: 600, 300, size: 150)) == nil)
        #expect(matcher.match(Self.shape(Self.check, at: 600, 300, size: 150).reversed()) == nil)
        // The tip 0.44 of the way along (arms 0.9 and 1.1 long): within a tenth of the taught v's.
        let lopsided: [(Double, Double)] = [(0.05, 0.1), (0.5, 1), (1, 0)]
        #expect(matcher.match(Self.shape(lopsided, at: 600, 300, size: 150))?.name == "v")
        #expect(matcher.match(Self.shape(lopsided, at: 600, 300, size: 150).reversed())?.name == "v")
        // Each corner check alone refuses it: against the example matched, and against where the gesture's examples turn.
        var exampleLenient = GestureTemplateConfiguration()
        exampleLenient.maximumCornerShift = 1
        #expect(GestureTemplateMatcher(gestures: [vee], configuration: exampleLenient).match(Self.shape(Self.check, at: 600, 300, size: 150)) == nil)
        var lenient = exampleLenient
        lenient.gestureCornerShift = .infinity
        #expect(GestureTemplateMatcher(gestures: [vee], configuration: lenient).match(Self.shape(Self.check, at: 600, 300, size: 150))?.name == "v")
    }

    @Test("a stroke with no corner is not taken for one with three or more: a circle is not a box, a box not a circle")
    func roundAndCorneredStayApart() throws {
        let circle = (0...48).map { (k: Int) -> Vector2 in
            let angle = Double(k) * Double.pi / 24
            return Vector2(300 + 80 * sin(angle), 300 - 80 * cos(angle))
        }
        let box: [(Double, Double)] = [(0.5, 0), (1, 0), (1, 1), (0, 1), (0, 0), (0.5, 0)]
        let boxes = GestureTemplateMatcher(gestures: [GestureTemplate(name: "box", strokes: [Self.shape(box, at: 0, 0, size: 100)])])
        #expect(boxes.nearest(circle)?.name == "box")
        #expect(boxes.match(circle) == nil)
        #expect(boxes.match(Self.shape(box, at: 300, 300, size: 160, wobble: 0.01))?.name == "box")
        let circles = GestureTemplateMatcher(gestures: [GestureTemplate(name: "circle", strokes: [circle])])
        #expect(circles.match(Self.shape(box, at: 300, 300, size: 160)) == nil)
        var lenient = GestureTemplateConfiguration()
        lenient.polygonCorners = 99
        lenient.closedPolygonCorners = 99  // both strokes are closed: that rule alone would refuse too
        #expect(GestureTemplateMatcher(gestures: [GestureTemplate(name: "box", strokes: [Self.shape(box, at: 0, 0, size: 100)])],
                                       configuration: lenient).match(circle)?.name == "box")
    }

    @Test("between closed strokes two corners are enough: a circle is not a rounded triangle, nor the triangle a circle")
    func closedRoundAndTriangleStayApart() throws {
        let circle = (0...48).map { (k: Int) -> Vector2 in
            let angle = Double(k) * Double.pi / 24
            return Vector2(300 + 80 * sin(angle), 300 - 80 * cos(angle))
        }
        let triangle = Self.shape(Self.triangle, at: 0, 0, size: 100)
        // A wide limit, so only the corners tell them apart (people's circles came within 0.74 of a triangle).
        var wide = GestureTemplateConfiguration()
        wide.maximumDistance = 1.6
        let triangles = GestureTemplateMatcher(gestures: [GestureTemplate(name: "triangle", strokes: [triangle])], configuration: wide)
        let nearest = try #require(triangles.nearest(circle))
        #expect(nearest.name == "triangle" && nearest.distance < 1.6)
        #expect(triangles.match(circle) == nil)
        #expect(triangles.match(Self.shape(Self.triangle, at: 300, 300, size: 160, wobble: 0.01))?.name == "triangle")
        let circles = GestureTemplateMatcher(gestures: [GestureTemplate(name: "circle", strokes: [circle])], configuration: wide)
        #expect(circles.match(Self.shape(Self.triangle, at: 300, 300, size: 160)) == nil)
        // Without the rule the triangle's two corners against none are let through (open strokes need three).
        var lenient = wide
        lenient.closedPolygonCorners = 99
        #expect(GestureTemplateMatcher(gestures: [GestureTemplate(name: "triangle", strokes: [triangle])], configuration: lenient)
            .match(circle)?.name == "triangle")
        #expect(GestureTemplateMatcher(gestures: [GestureTemplate(name: "circle", strokes: [circle])], configuration: lenient)
            .match(Self.shape(Self.triangle, at: 300, 300, size: 160))?.name == "circle")
    }

    @Test("one odd example among three does not take strokes alone: a triangle saved as a zorro is no zorro")
    func oddExampleNeedsASecond() throws {
        let zorros = [TaughtShapes.zorro(at: .zero, size: 100), TaughtShapes.zorro(at: Vector2(200, 0), size: 80, wobble: 0.02)]
        let mistaken = Self.shape(Self.triangle, at: 400, 0, size: 100)
        let matcher = GestureTemplateMatcher(gestures: [GestureTemplate(name: "zorro", strokes: zorros + [mistaken])])
        let triangle = Self.shape(Self.triangle, at: 500, 300, size: 140, wobble: 0.01)
        #expect(matcher.nearest(triangle)?.name == "zorro")
        #expect(matcher.match(triangle) == nil)
        #expect(matcher.match(TaughtShapes.zorro(at: Vector2(500, 300), size: 140, wobble: 0.01))?.name == "zorro")
        // Without the check the mistaken example takes the triangle.
        var lenient = GestureTemplateConfiguration()
        lenient.corroborationExamples = 4
        #expect(GestureTemplateMatcher(gestures: [GestureTemplate(name: "zorro", strokes: zorros + [mistaken])], configuration: lenient)
            .match(triangle)?.name == "zorro")
    }

    @Test("a closed stroke is not taken for an open example: a triangle is refused by a triangle drawn without its last side")
    func closedAndOpenStrokesStayApart() throws {
        let open: [(Double, Double)] = [(0.5, 0), (1, 0.9), (0, 0.9), (0.3, 0.35)]
        let matcher = GestureTemplateMatcher(gestures: [GestureTemplate(name: "open", strokes: [Self.shape(open, at: 0, 0, size: 100)])])
        let triangle = Self.shape(Self.triangle, at: 300, 200, size: 120)
        #expect(matcher.nearest(triangle)?.name == "open")
        #expect(matcher.match(triangle) == nil)
        #expect(matcher.match(Self.shape(open, at: 300, 200, size: 120, wobble: 0.01))?.name == "open")
        var lenient = GestureTemplateConfiguration()
        lenient.maximumClosureDifference = 1
        #expect(GestureTemplateMatcher(gestures: [GestureTemplate(name: "open", strokes: [Self.shape(open, at: 0, 0, size: 100)])],
                                       configuration: lenient).match(triangle)?.name == "open")
    }
}
