import Foundation
import Testing
import TouchEngine
import TouchFiles
import TouchRecipes
import TouchTestSupport

/// Shapes a person might teach, drawn through corner points with `steps` samples a side.
enum TaughtShapes {
    /// A "Z": left to right, down-left diagonal, left to right.
    static func zorro(at origin: Vector2, size: Double, wobble: Double = 0) -> [Vector2] {
        polyline([(0, 0), (1, 0), (0, 1), (1, 1)], at: origin, size: size, wobble: wobble)
    }

    /// A "V": down to the bottom point and up again.
    static func vee(at origin: Vector2, size: Double) -> [Vector2] {
        polyline([(0, 0), (0.5, 1), (1, 0)], at: origin, size: size, wobble: 0)
    }

    /// A caret "^": the V upside down.
    static func caret(at origin: Vector2, size: Double) -> [Vector2] {
        polyline([(0, 1), (0.5, 0), (1, 1)], at: origin, size: size, wobble: 0)
    }

    /// Straight sides through `corners` (unit square), 12 samples a side; `wobble` bends the samples sideways by a
    /// fixed sine so the copy is not exact.
    static func polyline(_ corners: [(Double, Double)], at origin: Vector2, size: Double, wobble: Double) -> [Vector2] {
        var points: [Vector2] = []
        for (a, b) in zip(corners, corners.dropFirst()) {
            for k in 0..<12 {
                let f = Double(k) / 12
                let bend = wobble * sin(Double(points.count) * 0.7) * size
                points.append(origin + Vector2(a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f) * size + Vector2(0, bend))
            }
        }
        let last = corners[corners.count - 1]
        points.append(origin + Vector2(last.0, last.1) * size)
        return points
    }
}

@Suite("User-taught gestures")
struct GestureTemplateTests {
    @Test("a zorro taught once is recognised drawn again elsewhere, twice as big, wobbly and backwards; a v is refused")
    func taughtShapeIsRecognisedAndAnUnknownOneRefused() throws {
        let matcher = GestureTemplateMatcher(gestures: [GestureTemplate(name: "zorro", strokes: [TaughtShapes.zorro(at: Vector2(100, 100), size: 100)])])
        let again = try #require(matcher.match(TaughtShapes.zorro(at: Vector2(600, 300), size: 200, wobble: 0.02)))
        #expect(again.name == "zorro")
        #expect(again.score > 0.9 && again.score <= 1)
        let backwards = try #require(matcher.match(TaughtShapes.zorro(at: Vector2(300, 300), size: 150).reversed()))
        #expect(backwards.name == "zorro" && backwards.score > 0.99)
        #expect(matcher.match(TaughtShapes.vee(at: Vector2(100, 100), size: 100)) == nil)
        // An exact copy scores 1; the nearest template is still named for a refused stroke, with its distance.
        #expect(matcher.match(TaughtShapes.zorro(at: Vector2(100, 100), size: 100))?.score == 1)
        let refused = try #require(matcher.nearest(TaughtShapes.vee(at: Vector2(100, 100), size: 100)))
        #expect(refused.distance > matcher.configuration.maximumDistance)
    }

    @Test("orientation tells apart a v and a caret: the matcher is not rotation invariant")
    func veeAndCaretAreDifferentGestures() throws {
        let matcher = GestureTemplateMatcher(gestures: [
            GestureTemplate(name: "v", strokes: [TaughtShapes.vee(at: .zero, size: 80)]),
            GestureTemplate(name: "caret", strokes: [TaughtShapes.caret(at: .zero, size: 80)]),
        ])
        #expect(matcher.match(TaughtShapes.vee(at: Vector2(500, 200), size: 120))?.name == "v")
        #expect(matcher.match(TaughtShapes.caret(at: Vector2(500, 200), size: 120))?.name == "caret")
        #expect(matcher.names == ["v", "caret"] && matcher.templateCount == 2)
    }

    @Test("an open stroke refused as drawn is tried turned by up to 30°, each degree adding 0.008 to its distance")
    func turnedStrokesAreTriedWhenRefused() throws {
        let taught = [GestureTemplate(name: "zorro", strokes: [TaughtShapes.zorro(at: .zero, size: 100)])]
        let matcher = GestureTemplateMatcher(gestures: taught)
        var upright = GestureTemplateConfiguration()
        upright.turnSearch = 0
        let uprightOnly = GestureTemplateMatcher(gestures: taught, configuration: upright)
        for degrees in [30.0, -30.0] {
            let turned = Self.turned(TaughtShapes.zorro(at: Vector2(300, 200), size: 150), by: degrees)
            // Upright it is far (1.204) and refused; turned back by 30° it is an exact copy, 30 × 0.008 away.
            #expect(abs(try #require(matcher.nearest(turned)).distance - 1.204) < 0.001)
            #expect(uprightOnly.match(turned) == nil)
            let match = try #require(matcher.match(turned))
            #expect(match.name == "zorro" && abs(match.distance - 0.24) < 1e-9 && abs(match.score - (1 - 0.24 / 1.8)) < 1e-9)
        }
        // Turned 10°, it is accepted upright (distance 0.394), as before.
        let slightly = Self.turned(TaughtShapes.zorro(at: Vector2(300, 200), size: 150), by: 10)
        #expect(abs(try #require(matcher.match(slightly)).distance - 0.394) < 0.001)
        #expect(matcher.match(Self.turned(TaughtShapes.zorro(at: Vector2(300, 200), size: 150), by: 60)) == nil)
    }

    @Test("a closed stroke begun at another corner is the same shape: a star started at any of its five points")
    func closedStrokesMayStartAnywhere() throws {
        let points = (0..<5).map { (k: Int) -> (Double, Double) in
            let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            return (0.5 + 0.5 * cos(angle), 0.5 + 0.5 * sin(angle))
        }
        func star(from first: Int, at origin: Vector2, size: Double, wobble: Double) -> [Vector2] {
            TaughtShapes.polyline(Array(points[first...]) + Array(points[...first]), at: origin, size: size, wobble: wobble)
        }
        let taught = [GestureTemplate(name: "star", strokes: [star(from: 0, at: .zero, size: 100, wobble: 0)])]
        let matcher = GestureTemplateMatcher(gestures: taught)
        var fixedStart = GestureTemplateConfiguration()
        fixedStart.closedStartCandidates = 0
        let fromTheTaughtStart = GestureTemplateMatcher(gestures: taught, configuration: fixedStart)
        for first in 1..<5 {
            let drawn = star(from: first, at: Vector2(300, 100), size: 120, wobble: 0.01)
            let match = try #require(matcher.match(drawn), "a star begun at point \(first)")
            #expect(match.name == "star" && match.distance > 0.27 && match.distance < 0.29)
            #expect(fromTheTaughtStart.match(drawn) == nil)
            #expect(try #require(fromTheTaughtStart.nearest(drawn)).distance > 1.8)
        }
    }

    static func turned(_ stroke: [Vector2], by degrees: Double) -> [Vector2] {
        let centre = stroke.reduce(Vector2.zero, +) / Double(stroke.count)
        return stroke.map { centre + ($0 - centre).rotated(by: degrees * .pi / 180) }
    }

    @Test("strokes with no length teach nothing and match nothing")
    func degenerateStrokes() {
        var matcher = GestureTemplateMatcher()
        let dot = matcher.add([Vector2(5, 5), Vector2(5, 5)], named: "dot")
        let notANumber = matcher.add([Vector2(.nan, 1), Vector2(.infinity, 2)], named: "nan")
        #expect(!dot && !notANumber)
        #expect(matcher.templateCount == 0 && matcher.match(TaughtShapes.vee(at: .zero, size: 50)) == nil)
        matcher.add(TaughtShapes.vee(at: .zero, size: 50), named: "v")
        #expect(matcher.match([Vector2(1, 1)]) == nil)
        #expect(matcher.match([]) == nil)
    }

    // MARK: In the sandbox

    @Test("a zorro drawn with one finger on the canvas is listed with its touch and score; one drawn while another finger is down is not")
    func sandboxListsTemplateMatches() throws {
        let sandbox = Sandbox(scene: SceneFixtures.scene([SceneFixtures.square("box", at: Vector2(1100, 700), size: 80)]))
        sandbox.gestureTemplates = GestureTemplateMatcher(gestures: [GestureTemplate(name: "zorro", strokes: [TaughtShapes.zorro(at: Vector2(0, 0), size: 100)])])
        var fingers = Fingers(sandbox)
        let stroke = TaughtShapes.zorro(at: Vector2(300, 200), size: 180, wobble: 0.01)
        draw(stroke, id: 4, with: &fingers)
        let gesture = try #require(sandbox.gestures.first)
        #expect(sandbox.gestures.count == 1)
        #expect(gesture.kind == .template && gesture.name == "zorro" && gesture.touch == 4)
        #expect((gesture.score ?? 0) > 0.9)
        #expect(gesture.x == 390 && gesture.radius == nil)
        let notes = sandbox.drainNotifications()
        #expect(notes.contains(.template(gesture, stroke: Rect(minX: 300, minY: stroke.map(\.y).min()!, maxX: 480, maxY: stroke.map(\.y).max()!))))

        // A second finger resting on the canvas: no one-finger stroke.
        fingers.down(9, 900, 100)
        draw(stroke, id: 5, with: &fingers)
        fingers.up(9, 900, 100)
        #expect(sandbox.gestures.count == 1)
        // The state document lists it as the interface says: kind, name, touch, score (and the stroke's centre).
        let document = StateDocument(sandbox: sandbox, window: (1280, 800), environment: .init(videoDriver: "x", renderer: "y"))
        let json = try #require(String(data: try document.jsonData(), encoding: .utf8))
        #expect(json.contains("\"kind\" : \"template\"") && json.contains("\"name\" : \"zorro\"") && json.contains("\"score\""))
        #expect(!json.contains("radius"))
    }

    @Test("without templates the recogniser joins no touch, and short strokes are never matched")
    func noTemplatesNoTouches() {
        let sandbox = Sandbox(scene: SceneFixtures.scene([]))
        var fingers = Fingers(sandbox)
        draw(TaughtShapes.zorro(at: Vector2(300, 200), size: 100), id: 1, with: &fingers)
        #expect(sandbox.gestures.isEmpty)
        sandbox.gestureTemplates = GestureTemplateMatcher(gestures: [GestureTemplate(name: "tiny", strokes: [TaughtShapes.zorro(at: .zero, size: 8)])])
        draw(TaughtShapes.zorro(at: Vector2(300, 200), size: 8), id: 2, with: &fingers)
        #expect(sandbox.gestures.isEmpty)  // 3 sides of 8 to 11 px: 35 px of path, under the 40 px of a symbol
    }

    func draw(_ stroke: [Vector2], id: Int, with fingers: inout Fingers<Sandbox>) {
        fingers.down(id, stroke[0].x, stroke[0].y)
        for point in stroke.dropFirst() { fingers.move(id, point.x, point.y) }
        fingers.up(id, stroke[stroke.count - 1].x, stroke[stroke.count - 1].y)
    }

    // MARK: The gestures file

    @Test("the gestures file round-trips, and adding to a name keeps its examples together")
    func fileRoundTrip() throws {
        var file = GestureTemplateFile()
        file.add([TaughtShapes.vee(at: Vector2(10.25, 20), size: 50)], named: "v")
        file.add([TaughtShapes.zorro(at: .zero, size: 40)], named: "zorro \"z\"")
        file.add([TaughtShapes.vee(at: .zero, size: 60)], named: "v")
        let read = try GestureTemplateFile.parse(Array(file.jsonData()), file: "g.json")
        #expect(read.gestures.map(\.name) == ["v", "zorro \"z\""])
        #expect(read.gestures.map(\.strokes.count) == [2, 1])
        #expect(read.gestures[0].strokes[0][0] == Vector2(10.3, 20))  // written to 0.1 px
        #expect(read.matcher.templateCount == 3)
    }

    @Test("a bad gestures file is refused naming the file, the line and the field", arguments: [
        (#"{"format": "touch-sandbox-gestures", "version": 1, "gestures": [{"name": "z", "strokez": []}]}"#,
         #"g.json:1: gestures[0].strokez: unknown field (did you mean "strokes"?)"#),
        ("{\"format\": \"touch-sandbox-gestures\", \"version\": 1, \"gestures\": [\n{\"name\": \"z\", \"strokes\": [[[0, 0], [1, 1]],\n [[0, 0], [5, \"a\"]]]}]}",
         #"g.json:3: gestures[0].strokes[1][1]: expected a point [x, y] of two finite numbers, found a list"#),
        (#"{"format": "touch-sandbox-gestures", "version": 1, "gestures": [{"name": "z", "strokes": [[[0, 0]]]}]}"#,
         "g.json:1: gestures[0].strokes[0]: a stroke needs at least 2 points, found 1"),
        (#"{"format": "touch-sandbox-gestures", "version": 2, "gestures": []}"#, "g.json:1: version: this app reads version 1, found 2"),
        (#"{"format": "touch-sandbox-recording", "version": 1, "gestures": []}"#,
         #"g.json:1: format: expected "touch-sandbox-gestures", found "touch-sandbox-recording""#),
        (#"{"format": "touch-sandbox-gestures", "version": 1}"#, #"g.json:1: gestures: missing (a list of {"name", "strokes"})"#),
        (#"{"format": "touch-sandbox-gestures", "version": 1, "gestures": [{"name": "", "strokes": [[[0, 0], [1, 1]]]}]}"#,
         "g.json:1: gestures[0].name: must not be empty"),
        (#"{"format": "touch-sandbox-gestures", "version": 1, "gestures": [{"name": "z", "strokes": [[[0, 0], [1, 1]]],}]}"#,
         "g.json:1: not valid JSON: a trailing comma before '}' in gestures[0]"),
    ])
    func badFiles(text: String, message: String) {
        #expect {
            _ = try GestureTemplateFile.parse(Array(text.utf8), file: "g.json")
        } throws: { error in
            let described = "\(error)"
            if !described.hasPrefix(message) { print("got: \(described)") }
            return described.hasPrefix(message)
        }
    }

    // MARK: Collecting examples

    @Test("examples are one-finger strokes of 40 px or more: taps, two-finger strokes and cancelled ones are skipped")
    func collectorKeepsOneFingerStrokes() {
        var collector = OneFingerStrokeCollector()
        func stroke(_ id: Int, _ points: [Vector2], from time: Double) -> [PointerEvent] {
            [PointerEvent(.down, id: id, x: points[0].x, y: points[0].y, time: time)]
                + points.dropFirst().enumerated().map { PointerEvent(.move, id: id, x: $1.x, y: $1.y, time: time + 0.01 * Double($0 + 1)) }
                + [PointerEvent(.up, id: id, x: points.last!.x, y: points.last!.y, time: time + 1)]
        }
        let zorro = TaughtShapes.zorro(at: Vector2(100, 100), size: 100)
        for event in stroke(1, zorro, from: 0) { collector.take(event) }
        for event in stroke(2, [Vector2(5, 5), Vector2(6, 6)], from: 2) { collector.take(event) }  // a tap
        collector.take(PointerEvent(.down, id: 3, x: 0, y: 0, time: 4))
        for event in stroke(4, zorro, from: 4.1) { collector.take(event) }  // while 3 is down
        collector.take(PointerEvent(.up, id: 3, x: 0, y: 0, time: 6))
        let cancelled = stroke(5, zorro, from: 7).dropLast() + [PointerEvent(.cancel, id: 5, x: 0, y: 0, time: 9)]
        for event in cancelled { collector.take(event) }
        #expect(collector.strokes == [zorro])
        #expect(collector.skipped == 4)
    }
}
