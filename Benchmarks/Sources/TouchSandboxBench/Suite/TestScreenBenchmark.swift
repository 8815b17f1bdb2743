import Foundation
import TouchEngine
import TouchScreenTesting

/// The touchscreen test's analysis under load, no window, no drawing: what used to grow with the square of the
/// touches down (10,000 fingers staying down), the per-event rate of ten moving fingers, and the report of 10,000
/// contacts. Drawing the report picture is measured by replaying such a recording (docs/test-screen.md).
struct TestScreenBenchmark {
    func run() -> [EngineBenchmark.Figure] {
        [fingersStayingDown(10_000), movingFingers(), reportOfContacts(10_000)]
    }

    /// Seconds to apply `count` downs whose fingers stay down, then one move of each.
    private func fingersStayingDown(_ count: Int) -> EngineBenchmark.Figure {
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        var downs: [PointerEvent] = [], moves: [PointerEvent] = []
        for finger in 0..<count {
            let x = Double((finger * 37) % 1280), y = Double((finger * 53) % 800), time = Double(finger) / 10_000
            downs.append(PointerEvent(.down, id: finger + 1, x: x, y: y, time: time))
            moves.append(PointerEvent(.move, id: finger + 1, x: x + 4, y: y, time: 1 + time))
        }
        let seconds = Self.time {
            for event in downs { analyzer.apply(event) }
            for event in moves { analyzer.apply(event) }
        }
        return .init(name: "test screen: \(count) fingers down and staying, then each moving once", value: seconds, unit: "s")
    }

    /// Events per second with ten fingers sliding in circles at 128 Hz for 60 s.
    private func movingFingers() -> EngineBenchmark.Figure {
        var events: [PointerEvent] = (1...10).map { PointerEvent(.down, id: $0, x: 100 * Double($0), y: 400, time: 0) }
        for step in 1...(60 * 128) {
            let time = Double(step) / 128, angle = Double(step) / 20
            for finger in 1...10 {
                events.append(PointerEvent(.move, id: finger, x: 100 * Double(finger) + 30 * cos(angle), y: 400 + 30 * sin(angle), time: time))
            }
        }
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        let seconds = Self.time { for event in events { analyzer.apply(event) } }
        return .init(name: "test screen: events/s, 10 fingers moving", value: Double(events.count) / seconds, unit: "events/s")
    }

    /// Seconds to analyse `count` short strokes and build the report of them.
    private func reportOfContacts(_ count: Int) -> EngineBenchmark.Figure {
        var events: [PointerEvent] = []
        var time = 0.0
        for contact in 0..<count {
            let x = Double((contact * 37) % 1200 + 20), y = Double((contact * 53) % 760 + 20)
            events.append(PointerEvent(.down, id: 1, x: x, y: y, time: time))
            for step in 1...10 {
                time += 0.01
                events.append(PointerEvent(.move, id: 1, x: x + 3 * Double(step), y: y + 2 * Double(step), time: time))
            }
            time += 0.06
            events.append(PointerEvent(.up, id: 1, x: x + 30, y: y + 20, time: time))
        }
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        var report: TouchScreenReport?
        let seconds = Self.time {
            for event in events { analyzer.apply(event) }
            report = analyzer.report()
        }
        precondition(report?.contacts.count == count)
        return .init(name: "test screen: \(count) contacts analysed and reported", value: seconds, unit: "s")
    }

    private static func time(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        return (clock.now - start).seconds
    }
}
