import Foundation
import TouchEngine
import TouchRecordings

/// The recording `touch-sandbox-bench replay` times: people handling a 500-sprite scene (`GeneratedScene.grid`), written
/// line by line so a recording of millions of events never sits in memory.
///
/// Gestures follow one another at 120 Hz: one finger dragging a sprite (most of them), two fingers pinching and
/// turning one, a tap, a double tap, and a finger scribbling on the empty canvas below the sprites (where circles
/// are looked for). Fingers land where the grid put the sprites; as sprites wander, some land on others or on the
/// canvas, as a visitor's would. Seeded, so the same count gives the same file.
struct ReplayLoadRecording {
    var seed: UInt64 = 15
    private static let frame = 1.0 / 120

    /// Writes exactly `events` pointer events to `path`, for `scene` (the last gesture may be cut short).
    func write(events: Int, scene: GeneratedScene, to path: String) throws {
        let output = Output(writer: try BufferedLineWriter(path: path), limit: events)
        try output.writer.write(RecordingWriter.headerLine(width: scene.width, height: scene.height))
        var random = SeededRandomNumberGenerator(seed: seed)
        while output.written < events {
            let sprite = scene.sprites[Int.random(in: 0..<scene.sprites.count, using: &random)]
            let start = Vector2(sprite.x + Double.random(in: -6...6, using: &random), sprite.y + Double.random(in: -6...6, using: &random))
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<11:
                try drag([start], steps: Int.random(in: 20...90, using: &random), random: &random, output: output)
            case 11..<14:
                let second = start + Vector2(Double.random(in: 15...30, using: &random), Double.random(in: -10...10, using: &random))
                try drag([start, second], steps: Int.random(in: 40...120, using: &random), random: &random, output: output)
            case 14..<17:
                for _ in 0..<(Int.random(in: 0..<3, using: &random) == 0 ? 2 : 1) {
                    try output.emit(.down, 1, start)
                    output.time += 0.06
                    try output.emit(.up, 1, start)
                    output.time += 0.15
                }
            default:
                let canvas = Vector2(Double.random(in: 100...1180, using: &random), Double.random(in: 630...680, using: &random))
                try drag([canvas], steps: Int.random(in: 15...60, using: &random), random: &random, output: output)
            }
            output.time += Double.random(in: 0.05...0.4, using: &random)
        }
        try output.writer.flush()
    }

    /// Fingers land at `starts`, move one after another for `steps` frames on a wandering path, and lift.
    private func drag(_ starts: [Vector2], steps: Int, random: inout SeededRandomNumberGenerator, output: Output) throws {
        var points = starts
        for (index, point) in points.enumerated() { try output.emit(.down, index + 1, point) }
        var heading = Double.random(in: 0..<(2 * .pi), using: &random)
        for step in 0..<steps {
            output.time += Self.frame
            heading += Double.random(in: -0.3...0.3, using: &random)
            let index = step % points.count
            points[index] += Vector2(cos(heading), sin(heading)) * 3
            points[index] = Vector2(min(max(points[index].x, 5), 1275), min(max(points[index].y, 5), 795))
            try output.emit(.move, index + 1, points[index])
        }
        output.time += Self.frame
        for (index, point) in points.enumerated() { try output.emit(.up, index + 1, point) }
    }

    /// The file being written, the clock, and how many events are left to write.
    private final class Output {
        let writer: BufferedLineWriter
        let limit: Int
        var time = 0.0
        var written = 0

        init(writer: BufferedLineWriter, limit: Int) {
            self.writer = writer
            self.limit = limit
        }

        /// Writes one event, positions to 0.01 px and times to 0.1 ms as a recorder of a real panel would; nothing
        /// once `limit` events are written.
        func emit(_ phase: PointerPhase, _ id: Int, _ point: Vector2) throws {
            guard written < limit else { return }
            let event = PointerEvent(phase, id: id, x: (point.x * 100).rounded() / 100, y: (point.y * 100).rounded() / 100,
                                     time: (time * 1e4).rounded() / 1e4, pressure: phase == .up ? 0 : 1)
            if let line = RecordingWriter.line(for: event) { try writer.write(line) }
            written += 1
        }
    }
}
