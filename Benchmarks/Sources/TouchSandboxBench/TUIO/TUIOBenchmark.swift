import Foundation
import TouchEngine
import TouchTUIO

/// `touch-sandbox-bench tuio`: figures for TUIO input on loopback: the packet rate the listener and receiver take without loss, the
/// time from a packet to its pointer event, and what a hostile flood does to memory and throughput.
///
/// Each step sends for `secondsPerStep`; the whole run takes about 6 × that plus pauses. Figures, not pass or fail:
/// they depend on the machine and on what else it is doing.
struct TUIOBenchmark {
    var secondsPerStep = 0.5

    typealias Figure = EngineBenchmark.Figure

    func run() -> [Figure] {
        let frames = Self.movingFrames(cursors: 5, count: 1024)
        var figures = [receiverThroughput(frames)]
        figures += losslessRate(frames)
        figures += latency(frames)
        figures += flood()
        return figures
    }

    /// The receiver alone (decoding and applying, no socket, no threads): what bounds everything below.
    func receiverThroughput(_ frames: [[UInt8]]) -> Figure {
        var receiver = TUIOReceiver(windowWidth: 1280, windowHeight: 800)
        var applied = 0
        var elapsed = 0.0
        while elapsed < secondsPerStep {
            let start = ContinuousClock.now
            for frame in frames {
                receiver.receive(frame, from: "127.0.0.1:1", at: Double(applied) / 60)
                _ = receiver.drainEvents()
                applied += 1
            }
            elapsed += (ContinuousClock.now - start).seconds
        }
        return Figure(name: "TUIO receiver alone, 5-cursor frames decoded and applied", value: Double(applied) / elapsed, unit: "packets/s")
    }

    /// The highest of a ladder of rates at which every packet was applied, draining once per 60 Hz frame as the app
    /// does; then the rate an unpaced sender gets through, and the share lost.
    func losslessRate(_ frames: [[UInt8]]) -> [Figure] {
        var lossless = 0
        for rate in [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000] {
            guard let result = TUIOLoopbackPipeline.run(packets: frames, rate: rate, seconds: secondsPerStep, drainInterval: 1.0 / 60),
                  result.applied == result.sent else { break }
            lossless = rate
        }
        var figures = [Figure(name: "TUIO packets/s without loss on loopback, drained at 60 Hz", value: Double(lossless), unit: "packets/s")]
        if let flat = TUIOLoopbackPipeline.run(packets: frames, rate: nil, seconds: secondsPerStep, drainInterval: 1.0 / 60) {
            figures.append(Figure(name: "TUIO packets/s applied, unpaced sender", value: Double(flat.applied) / flat.seconds, unit: "packets/s"))
            figures.append(Figure(name: "TUIO packets lost, unpaced sender", value: 100 * Double(flat.sent - flat.applied) / Double(max(1, flat.sent)), unit: "%"))
        }
        return figures
    }

    /// Send to event at 1,000 packets a second, the consumer woken by the listener at once (the app adds the wait
    /// for its next frame to this).
    func latency(_ frames: [[UInt8]]) -> [Figure] {
        guard let result = TUIOLoopbackPipeline.run(packets: frames, rate: 1000, seconds: secondsPerStep, drainInterval: nil),
              !result.latencies.isEmpty else { return [] }
        let sorted = result.latencies.sorted()
        let percentile = { (share: Double) in sorted[min(sorted.count - 1, Int(Double(sorted.count) * share))] * 1e6 }
        return [
            Figure(name: "TUIO packet sent to pointer event, median", value: percentile(0.5), unit: "µs"),
            Figure(name: "TUIO packet sent to pointer event, 99th percentile", value: percentile(0.99), unit: "µs"),
        ]
    }

    /// An unpaced flood of hostile packets (garbage, 64 KB alive lists, hundreds of source names, NaN positions)
    /// for twice the step: how much resident memory grows, and how many packets a second are still applied.
    func flood() -> [Figure] {
        let before = TUIOLoopbackPipeline.residentBytes()
        guard let result = TUIOLoopbackPipeline.run(packets: Self.hostilePackets(), rate: nil, seconds: 2 * secondsPerStep,
                                                    drainInterval: 1.0 / 60) else { return [] }
        let receiver = result.receiver
        return [
            Figure(name: "TUIO resident memory growth during a hostile flood", value: Double(max(0, result.peakResidentBytes - before)) / 1_048_576, unit: "MiB"),
            Figure(name: "TUIO packets/s applied during a hostile flood", value: Double(result.applied) / result.seconds, unit: "packets/s"),
            Figure(name: "TUIO touches held after the flood (cap 16 × 64)", value: Double(receiver?.touchCount ?? 0), unit: "touches"),
        ]
    }

    /// Frames of `cursors` fingers moving in circles, as the app's own sender writes them.
    static func movingFrames(cursors: Int, count: Int) -> [[UInt8]] {
        var sender = TUIOSender(sourceName: "bench@loopback")
        var frames: [[UInt8]] = []
        for frame in 0..<count {
            let time = Double(frame) / 60
            for finger in 1...cursors {
                let angle = time * 3 + Double(finger)
                let phase: PointerPhase = frame == 0 ? .down : .move
                sender.apply(PointerEvent(phase, id: finger, x: 640 + 200 * cos(angle), y: 400 + 200 * sin(angle), time: time))
            }
            frames += sender.frame(at: time, windowWidth: 1280, windowHeight: 800)
        }
        return frames
    }

    /// A mix of what a hostile or broken network sends, from a fixed seed.
    static func hostilePackets() -> [[UInt8]] {
        var random = SeededRandomNumberGenerator(seed: 0xF100D)
        var packets: [[UInt8]] = []
        for index in 0..<256 {
            let cursor = { (command: String, arguments: [OSCArgument]) in
                OSCPacket.message(OSCMessage("/tuio/2Dcur", [.string(command)] + arguments))
            }
            switch index % 4 {
            case 0:
                packets.append((0..<Int.random(in: 1...1400, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
            case 1:
                let alive = (0..<12_000).map { OSCArgument.int32(Int32($0 + index)) }
                packets.append(OSCEncoder.encode(OSCBundle([cursor("alive", alive), cursor("fseq", [.int32(Int32(index))])])))
            case 2:
                packets.append(OSCEncoder.encode(OSCBundle([
                    cursor("source", [.string("spoof-\(index)")]), cursor("alive", [.int32(1), .int32(2)]),
                    cursor("set", [.int32(1), .float32(0.5), .float32(0.5)]), cursor("set", [.int32(2), .float32(.nan), .float32(1)]),
                ])))
            default:
                packets.append(OSCEncoder.encode(OSCBundle([
                    .message(OSCMessage("/tuio/2Dobj", [.string("alive"), .int32(1)])), cursor("fseq", [.int32(-1)]),
                ])))
            }
        }
        return packets
    }
}
