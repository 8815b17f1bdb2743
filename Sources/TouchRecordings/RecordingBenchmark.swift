import Foundation
import TouchEngine

/// Synthetic recordings of every format, and how fast the streams read them: figures for the `bench` command
/// (never asserted by tests). Ten fingers draw circles at 120 Hz with non-round times and positions, so number
/// conversion is exercised as in a real recording; every frame moves all ten.
public enum RecordingBenchmark {
    public struct Figure: Sendable {
        public var name: String
        public var events: Int
        public var seconds: Double
        public var eventsPerSecond: Double { Double(events) / seconds }
    }

    /// A recording of `frames` frames of ten fingers, as the bytes of a file of `format`.
    public static func syntheticRecording(_ format: RecordingFormat, frames: Int) -> [UInt8] {
        var text = header(format)
        text.reserveCapacity(frames * 700)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(frames * 700)
        for frame in 0..<frames {
            text += lines(format, frame: frame, last: frame == frames - 1)
            if text.utf8.count > 1 << 16 {
                bytes.append(contentsOf: text.utf8)
                text.removeAll(keepingCapacity: true)
            }
        }
        bytes.append(contentsOf: text.utf8)
        return bytes
    }

    /// Times streaming a synthetic recording of `frames` frames from memory (parsing and, for device formats, both
    /// passes and the scaling; no file I/O).
    public static func readThroughput(_ format: RecordingFormat, frames: Int = 100_000) -> Figure {
        let bytes = syntheticRecording(format, frames: frames)
        let clock = ContinuousClock()
        var count = 0
        let elapsed = clock.measure {
            guard let stream = try? RecordingFile.read(bytes: bytes, name: "synthetic", windowWidth: 1280,
                                                       windowHeight: 800) else { return }
            while case .pointer? = stream.next() { count += 1 }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Figure(name: "recording read, \(format.rawValue), events/s", events: count, seconds: seconds)
    }

    private static func header(_ format: RecordingFormat) -> String {
        switch format {
        case .jsonLines: RecordingWriter.headerLine(width: 1280, height: 800) + "\n"
        case .evemu: "# EVEMU 1.3\nN: Synthetic Panel\nA: 2f 0 9 0 0 0\nA: 35 0 4095 0 0 16\nA: 36 0 4095 0 0 16\n"
            + "A: 39 0 65535 0 0 0\n"
        case .libinput: """
            version: 1
            ndevices: 1
            devices:
              - node: /dev/input/event5
                evdev:
                  name: "Synthetic Panel"
                  absinfo:
                    47: [0, 9, 0, 0, 0]
                    53: [0, 4095, 0, 0, 16]
                    54: [0, 4095, 0, 0, 16]
                    57: [0, 65535, 0, 0, 0]
                events:

            """
        }
    }

    private static func lines(_ format: RecordingFormat, frame: Int, last: Bool) -> String {
        var text = ""
        let microseconds = 8333 * frame + 17
        if format == .libinput { text += "    - evdev:\n" }
        for finger in 0..<10 {
            let angle = Double(frame) * 0.05 + Double(finger)
            let x = 2048 + Int(1500 * cos(angle)), y = 2048 + Int(1500 * sin(angle))
            let trackingID = frame == 0 ? finger + 1 : last ? -1 : nil
            switch format {
            case .jsonLines:
                let phase: PointerPhase = frame == 0 ? .down : last ? .up : .move
                let event = PointerEvent(phase, id: finger + 1, x: Double(x) * 0.3125, y: Double(y) * 0.1953125,
                                         time: Double(microseconds) / 1e6, pressure: 0.5 + Double(finger) / 20)
                text += RecordingWriter.line(for: event)! + "\n"
            case .evemu:
                let time = "\(microseconds / 1_000_000).\(String(1_000_000 + microseconds % 1_000_000).dropFirst())"
                text += "E: \(time) 0003 002f \(finger)\n"
                if let trackingID { text += "E: \(time) 0003 0039 \(trackingID)\n" }
                text += "E: \(time) 0003 0035 \(x)\nE: \(time) 0003 0036 \(y)\n"
                if finger == 9 { text += "E: \(time) 0000 0000 0000\n" }
            case .libinput:
                let time = "\(microseconds / 1_000_000), \(microseconds % 1_000_000)"
                text += "      - [\(time), 3, 47, \(finger)]\n"
                if let trackingID { text += "      - [\(time), 3, 57, \(trackingID)]\n" }
                text += "      - [\(time), 3, 53, \(x)] # EV_ABS / ABS_MT_POSITION_X\n      - [\(time), 3, 54, \(y)]\n"
                if finger == 9 { text += "      - [\(time), 0, 0, 0]\n" }
            }
        }
        return text
    }
}
