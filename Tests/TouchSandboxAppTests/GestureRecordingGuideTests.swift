import Testing
import TouchEngine
import TouchRecipes
@testable import TouchSandboxApp

/// What the `gestures record` window says on its canvas as strokes are drawn.
@Suite("The gesture recording window's guide")
struct GestureRecordingGuideTests {
    static func stroke(_ id: Int, from start: Vector2, length: Double, at time: Double) -> [PointerEvent] {
        let end = start + Vector2(length, 0)
        return [PointerEvent(.down, id: id, x: start.x, y: start.y, time: time),
                PointerEvent(.move, id: id, x: (start.x + end.x) / 2, y: start.y + 3, time: time + 0.05),
                PointerEvent(.up, id: id, x: end.x, y: end.y, time: time + 0.1)]
    }

    @Test("the guide counts examples against the 3 recommended and says what became of the last stroke")
    func guideFollowsTheStrokes() {
        let recorder = StrokeCollectingRecorder(name: "zorro")
        var shown: [[String]] = []
        recorder.guideChanged = { shown.append($0.lines) }
        #expect(recorder.guide.lines == [
            "Draw \"zorro\" with one finger (or the mouse), the way you will draw it later; each stroke is one example.",
            "Examples: 0 of 3 recommended", "Last stroke: none yet",
            "Esc or closing the window saves; a stroke shorter than 40 px is not kept.",
        ])
        for event in Self.stroke(1, from: Vector2(100, 100), length: 200, at: 0) { recorder.record(event) }
        #expect(shown.last?[1...2] == ["Examples: 1 of 3 recommended", "Last stroke: kept as example 1"])
        for event in Self.stroke(2, from: Vector2(100, 300), length: 10, at: 1) { recorder.record(event) }
        #expect(shown.last?[1...2] == ["Examples: 1 of 3 recommended", "Last stroke: too short, not kept"])
        recorder.record(PointerEvent(.down, id: 3, x: 500, y: 500, time: 2))
        for event in Self.stroke(4, from: Vector2(100, 500), length: 200, at: 2.1) { recorder.record(event) }
        #expect(shown.last?[2] == "Last stroke: another finger was down, not kept")
        recorder.record(PointerEvent(.cancel, id: 3, x: 500, y: 500, time: 3))
        #expect(shown.last?[2] == "Last stroke: cancelled, not kept")
        for (index, y) in [600.0, 650, 700].enumerated() {
            for event in Self.stroke(10 + index, from: Vector2(100, y), length: 300, at: 4 + Double(index)) { recorder.record(event) }
        }
        #expect(shown.last?[1...2] == ["Examples: 4 of 3 recommended (enough; more are welcome)", "Last stroke: kept as example 4"])
        #expect(shown.count == 7)
    }
}
