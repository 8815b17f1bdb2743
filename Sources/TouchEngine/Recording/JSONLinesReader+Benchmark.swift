extension JSONLinesReader {
    /// A format 1 recording of `events` lines in memory: ten fingers drawing circles at 120 Hz, with
    /// non-round times and positions, so number conversion is exercised as in a real recording.
    public static func syntheticRecording(events: Int, width: Int = 1280, height: Int = 800) -> [UInt8] {
        var bytes = Array((RecordingWriter.headerLine(width: width, height: height) + "\n").utf8)
        bytes.reserveCapacity(events * 100)
        for index in 0..<events {
            let finger = index % 10
            let frame = index / 10
            let phase: PointerPhase = frame == 0 ? .down : (index >= events - 10 ? .up : .move)
            let angle = Double(frame) * 0.05 + Double(finger)
            let event = PointerEvent(
                phase, id: finger + 1, x: 640 + 300 * (angle.truncatingRemainder(dividingBy: 6.283) - 3),
                y: 400 + Double(frame % 300) * 0.7, time: Double(frame) / 120, pressure: 0.5 + Double(finger) / 20)
            bytes.append(contentsOf: RecordingWriter.line(for: event)!.utf8)
            bytes.append(0x0A)
        }
        return bytes
    }

    /// Times reading a synthetic recording of `events` lines from memory (parsing only, no file I/O).
    /// For the benchmark command; tests must not assert on it.
    public static func parseThroughput(events: Int = 1_000_000) -> (events: Int, seconds: Double, eventsPerSecond: Double) {
        let bytes = syntheticRecording(events: events)
        let clock = ContinuousClock()
        var count = 0
        let elapsed = clock.measure {
            guard let reader = try? JSONLinesReader(bytes: bytes, name: "synthetic.jsonl") else { return }
            while case .pointer(let event)? = reader.next() {
                count += event.id.rawValue > 0 ? 1 : 0
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (count, seconds, Double(count) / seconds)
    }
}
