import Testing
@testable import TouchSandboxApp

/// The app's own event-to-frame figures: per frame, how long the oldest event it shows waited.
@Suite("Event-to-frame meter")
struct FrameLatencyMeterTests {
    @Test("three frames whose oldest events waited 2, 4 and 20 ms: mean 8.7 ms, 95th percentile 20 ms, one late frame")
    func meanPercentileAndLateFrames() throws {
        var meter = FrameLatencyMeter(lateAfter: 1.0 / 60)
        meter.eventApplied(at: 1.000)
        meter.eventApplied(at: 1.001)  // a newer event in the same frame does not count
        meter.frameDrawn(at: 1.002)
        meter.frameDrawn(at: 1.010)    // no input in this one
        meter.eventApplied(at: 2.000)
        meter.frameDrawn(at: 2.004)
        meter.eventApplied(at: 3.000)
        meter.frameDrawn(at: 3.020)
        #expect(meter.framesWithInput == 3 && meter.events == 4 && meter.lateFrames == 1)
        #expect(abs(try #require(meter.meanLatency) - 0.026 / 3) < 1e-9)
        #expect(abs(try #require(meter.latency95) - 0.020) < 1e-9)
        #expect(meter.summary.contains("8.7 ms on average, 20.0 ms at the 95th percentile, 20.0 ms at most; 1 frames late"), "\(meter.summary)")
    }

    @Test("before any input is drawn the meter says so")
    func nothingDrawn() {
        #expect(FrameLatencyMeter().summary == "no input was drawn")
    }
}
