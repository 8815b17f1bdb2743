import Testing
import TouchEngine
import TouchScreenTesting

@Suite("The guided procedure: each step's progress from the analyzer, moving on when done, skip and redo")
struct GuidedProcedureTests {
    struct Run {
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800, geometry: AcceptanceScenarios.geometry)
        var guide = GuidedProcedure()

        mutating func play(_ events: [PointerEvent]) {
            for event in events {
                analyzer.advance(to: event.time)
                analyzer.apply(event)
                guide.update(analyzer)
            }
        }

        func progress(_ step: GuidedProcedure.Step) -> GuidedProcedure.Progress { guide.progress(of: step, in: analyzer) }
    }

    /// A straight stroke of 200 px (50 mm) from `start` in `direction`, a report per px at 128 Hz.
    static func stroke(id: Int, from start: Vector2, direction: Vector2, time: Double) -> [PointerEvent] {
        (0...200).map { step in
            let point = start + direction * Double(step)
            return PointerEvent(step == 0 ? .down : .move, id: id, x: point.x, y: point.y, time: time + Double(step) / 128)
        } + [PointerEvent(.up, id: id, x: start.x + direction.x * 200, y: start.y + direction.y * 200, time: time + 201 / 128.0)]
    }

    @Test("hold still 3 s, three straight lines, nine taps, five fingers, two pairs: each step done in turn; the last skipped")
    func throughEveryStep() {
        var run = Run()
        #expect(run.guide.current == .holdStill && run.progress(.holdStill).done == 0 && run.progress(.holdStill).total == 3)
        run.play(AcceptanceScenarios.stillFingerWithNoise(seconds: 3.5))
        #expect(run.guide.current == .lines && run.guide.completed == [.holdStill])
        run.play(Self.stroke(id: 2, from: Vector2(300, 400), direction: Vector2(1, 0), time: 10)
                 + Self.stroke(id: 3, from: Vector2(640, 200), direction: Vector2(0, 1), time: 20))
        #expect(run.guide.current == .lines && run.progress(.lines).done == 2)
        run.play(Self.stroke(id: 4, from: Vector2(300, 200), direction: Vector2(0.8, 0.6), time: 30))
        #expect(run.guide.current == .crosshairs)
        run.play(PublishedScenarios.gridTaps(miss: 2).map { event in
            var later = event
            later.time += 40
            return later
        })
        #expect(run.guide.current == .fingers)
        run.play((0..<5).map { PointerEvent(.down, id: 100 + $0, x: 200 + 150 * Double($0), y: 600, time: 60 + 0.01 * Double($0)) }
                 + (0..<5).map { PointerEvent(.up, id: 100 + $0, x: 200 + 150 * Double($0), y: 600, time: 61) })
        #expect(run.guide.current == .twoFingers)
        run.play([PointerEvent(.down, id: 200, x: 400, y: 400, time: 70), PointerEvent(.down, id: 201, x: 440, y: 400, time: 70.1),
                  PointerEvent(.up, id: 200, x: 400, y: 400, time: 71), PointerEvent(.up, id: 201, x: 440, y: 400, time: 71),
                  PointerEvent(.down, id: 202, x: 400, y: 400, time: 72), PointerEvent(.down, id: 203, x: 440, y: 440, time: 72.1),
                  PointerEvent(.up, id: 202, x: 400, y: 400, time: 73), PointerEvent(.up, id: 203, x: 440, y: 440, time: 73)])
        #expect(run.guide.current == .edges && run.progress(.edges).total == 16)
        run.guide.skip()
        #expect(run.guide.current == nil && run.guide.skipped == [.edges] && run.guide.completed.count == 5)
    }

    @Test("without a panel size, 'draw along the lines' is done by tracing the three dashed lines (a stroke anywhere else does not count)")
    func linesWithoutPanelSize() {
        var run = Run()
        run.analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        run.guide.skip()
        #expect(run.guide.current == .lines)
        // A straight stroke away from the lines: not along a guide.
        run.play(Self.stroke(id: 1, from: Vector2(200, 200), direction: Vector2(1, 0), time: 0))
        #expect(run.progress(.lines).done == 0 && run.progress(.lines).counting == "lines drawn")
        let lines: [(Vector2, Vector2)] = [(Vector2(128, 400), Vector2(1152, 400)), (Vector2(640, 80), Vector2(640, 720)), (Vector2(128, 80), Vector2(1152, 720))]
        for (index, line) in lines.enumerated() {
            let events = (0...100).map { step in
                let point = line.0 + (line.1 - line.0) * (Double(step) / 100)
                return PointerEvent(step == 0 ? .down : .move, id: 10 + index, x: point.x, y: point.y + 5, time: 10 * Double(index + 1) + Double(step) / 100)
            } + [PointerEvent(.up, id: 10 + index, x: line.1.x, y: line.1.y + 5, time: 10 * Double(index + 1) + 1.01)]
            run.play(events)
        }
        #expect(run.guide.completed.contains(.lines) && run.guide.current == .crosshairs)
    }

    @Test("redo forgets the step's figures: a bad tap on the crosshairs no longer counts, and accuracy is untested again")
    func redo() {
        var run = Run()
        run.guide.skip()
        run.guide.skip()
        #expect(run.guide.current == .crosshairs)
        run.play(PublishedScenarios.gridTaps(miss: 6, skipping: 8))
        #expect(run.progress(.crosshairs).done == 8)
        run.guide.redo(&run.analyzer)
        #expect(run.progress(.crosshairs).done == 0 && run.guide.current == .crosshairs)
        #expect(run.analyzer.checks.first { $0.id == "accuracy" }?.result == .untested)
    }
}
