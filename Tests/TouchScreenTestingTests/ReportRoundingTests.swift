import Testing
import TouchEngine
import TouchScreenTesting

/// Figures in report.json stop at what the clock measures: no float noise from subtracting times.
@Suite struct ReportRoundingTests {
    @Test func durationsAreRoundedToTheMicrosecond() {
        var analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
        analyzer.apply(PointerEvent(.down, id: 1, x: 100, y: 100, time: 2))
        analyzer.apply(PointerEvent(.move, id: 1, x: 120, y: 100, time: 8.1))
        analyzer.apply(PointerEvent(.up, id: 1, x: 120, y: 100, time: 16.269))
        let report = analyzer.report()
        #expect(16.269 - 2 != 14.269)  // the noise this guards against
        #expect(report.durationSeconds == 14.269)
        #expect(report.contacts.first?.durationSeconds == 14.269)
        #expect(report.contacts.first?.averageEventsPerSecond == 0.14)
    }
}
