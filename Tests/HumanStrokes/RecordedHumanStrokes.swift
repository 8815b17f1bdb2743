import Foundation
import TouchEngine
import TouchRecipes

/// Strokes real people drew: the shared set `strokes.jsonl` (six people each drawing the sixteen unistroke shapes
/// of the $1 recogniser's gesture set ten times, with a mouse or a touchpad), read from outside the project.
///
/// One JSON object per line: `{"person": "user04", "shape": "circle", "take": 1, "timed": true, "points": [[x, y, t], ...]}`
/// with `t` in milliseconds where `timed` is true. Strokes recorded without times are given a 100 Hz clock (one
/// point every 10 ms), as the set's README suggests; timed strokes keep theirs, and points reported in the same
/// millisecond are spread 0.1 ms apart so times always grow.
public struct RecordedHumanStrokes: Sendable {
    public struct Stroke: Sendable {
        public var person: String
        /// The name the set gives the shape (`circle`, `pig-tail`, `left-curly-brace`, …).
        public var shape: String
        /// 1 to 10: the order in which the person drew this shape.
        public var take: Int
        /// Positions in canvas pixels (y down); times in seconds from the first point.
        public var samples: [StrokeSample]
        /// Whether the times are the recorder's (group 1's users 04–06), not the 100 Hz clock given to the others.
        public var isTimed = false
        public var isCircle: Bool { shape == "circle" }
        /// The group the person was collected in: `g2` … `g5` from the name (`g2-p01`), `g1` for the first file's
        /// people (`user01` … `user06`), who have no prefix.
        public var group: String { Self.group(of: person) }

        public init(person: String, shape: String, take: Int, samples: [StrokeSample], isTimed: Bool = false) {
            self.person = person
            self.shape = shape
            self.take = take
            self.samples = samples
            self.isTimed = isTimed
        }

        /// `g2` for `g2-p01`; `g1` for a name without a group prefix.
        public static func group(of person: String) -> String {
            guard let dash = person.firstIndex(of: "-"), person.hasPrefix("g") else { return "g1" }
            return String(person[..<dash])
        }
    }

    /// A line of the file that could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var reason: String
        public var description: String { "\(path):\(line): \(reason)" }
    }

    /// In file order.
    public let strokes: [Stroke]
    /// The people, sorted.
    public var people: [String] { Array(Set(strokes.map(\.person))).sorted() }
    /// The shapes, sorted.
    public var shapes: [String] { Array(Set(strokes.map(\.shape))).sorted() }
    /// The groups (`g1` … `g5`), sorted.
    public var groups: [String] { Array(Set(strokes.map(\.group))).sorted() }

    public init(strokes: [Stroke]) {
        self.strokes = strokes
    }

    /// Reads the file at `path`; a line that is not a stroke is an error naming the file and the line.
    public init(contentsOf path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var strokes: [Stroke] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            do {
                strokes.append(try Self.stroke(from: Data(line.utf8)))
            } catch {
                throw ReadError(path: path, line: index + 1, reason: "\(error)")
            }
        }
        self.strokes = strokes
    }

    /// Reads several files into one set, in the order given (the shared set and `strokes-more.jsonl`).
    public init(contentsOf paths: [String]) throws {
        var strokes: [Stroke] = []
        for path in paths { strokes += try RecordedHumanStrokes(contentsOf: path).strokes }
        self.strokes = strokes
    }

    private struct Line: Decodable {
        var person: String
        var shape: String
        var take: Int
        var timed: Bool?
        var points: [[Double]]
    }

    private static func stroke(from data: Data) throws -> Stroke {
        let line = try JSONDecoder().decode(Line.self, from: data)
        var samples: [StrokeSample] = []
        samples.reserveCapacity(line.points.count)
        for (k, point) in line.points.enumerated() {
            guard point.count >= 2 else { throw ReadError(path: "", line: 0, reason: "point \(k) has \(point.count) numbers") }
            var time = line.timed == true && point.count >= 3 ? point[2] / 1000 : Double(k) / 100
            if let previous = samples.last?.time, time <= previous { time = previous + 0.0001 }
            samples.append(StrokeSample(x: point[0], y: point[1], time: time))
        }
        return Stroke(person: line.person, shape: line.shape, take: line.take, samples: samples,
                      isTimed: line.timed == true && line.points.allSatisfy { $0.count >= 3 })
    }

    /// Where the shared set lives: `TOUCH_SANDBOX_HUMAN_STROKES` when set, else `shared/data/human-strokes/strokes.jsonl`
    /// in `directory` or the nearest of its parents that has one (the team keeps it beside the checkouts, at
    /// `../shared` from the main one). Nil when there is none.
    public static func locate(from directory: String = FileManager.default.currentDirectoryPath) -> String? {
        if let path = ProcessInfo.processInfo.environment["TOUCH_SANDBOX_HUMAN_STROKES"], !path.isEmpty { return path }
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent("shared/data/human-strokes/strokes.jsonl").path
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// The shared set and, when it lies beside it, `strokes-more.jsonl` (groups 2–5): every group there is.
    public static func locateAll(from directory: String = FileManager.default.currentDirectoryPath) -> [String] {
        guard let first = locate(from: directory) else { return [] }
        let more = URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("strokes-more.jsonl").path
        return FileManager.default.isReadableFile(atPath: more) && more != first ? [first, more] : [first]
    }
}
