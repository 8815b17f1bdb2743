import Testing
@testable import TouchSandboxBench

/// The TUIO benchmark runs end to end and reports every figure; nothing here depends on how fast the machine is,
/// only on the bounds the listener and receiver keep.
@Suite(.serialized) struct TUIOBenchmarkTests {
    @Test func theBenchmarkReportsEveryFigureAndAFloodStaysBounded() {
        let figures = TUIOBenchmark(secondsPerStep: 0.1).run()
        for figure in figures { print(figure.name, figure.value, figure.unit) }
        #expect(figures.map(\.unit) == ["packets/s", "packets/s", "packets/s", "%", "µs", "µs", "MiB", "packets/s", "touches"])
        #expect(figures.allSatisfy { $0.value.isFinite && $0.value >= 0 })
        let byName = Dictionary(uniqueKeysWithValues: figures.map { ($0.name, $0.value) })
        // The queue holds at most 4 MiB and the receiver at most 1,024 touches, whatever arrives.
        #expect(byName["TUIO resident memory growth during a hostile flood"].map { $0 < 64 } == true)
        #expect(byName["TUIO touches held after the flood (cap 16 × 64)"].map { $0 <= 1024 } == true)
    }
}
