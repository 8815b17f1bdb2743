import Foundation
import TouchEngine
import TouchFiles

/// The gestures file (`--gestures FILE.json`, `touch-sandbox gestures record`): user-taught unistroke gestures,
/// `{"format": "touch-sandbox-gestures", "version": 1, "gestures": [{"name": "zorro", "strokes": [[[x, y], ...], ...]}]}`.
///
/// Read strictly like the other user files (`JSONDocument`): an unknown field, a wrong type, a point that is not two
/// finite numbers, a stroke `GestureExampleRules` refuses (fewer than two points, a coordinate beyond 1,000,000 px,
/// all points at one place) or a name given to two entries is an error naming the file, the line and the field
/// (`gestures[0].strokes[1][3]`). Written with one stroke per line, so a person can read and edit it.
public struct GestureTemplateFile: Equatable, Sendable {
    public static let format = "touch-sandbox-gestures"
    public static let version = 1
    /// Bigger than any hand-taught file (a thousand strokes of a thousand points is about 20 MB).
    public static let maximumBytes = 64 << 20

    public var gestures: [GestureTemplate]

    public init(gestures: [GestureTemplate] = []) {
        self.gestures = gestures
    }

    /// Every example of every gesture, as the matcher learns them.
    public var matcher: GestureTemplateMatcher { GestureTemplateMatcher(gestures: gestures) }

    /// Adds `strokes` as examples of `name`: to the gesture of that name when there is one, else as a new gesture.
    public mutating func add(_ strokes: [[Vector2]], named name: String) {
        if let index = gestures.firstIndex(where: { $0.name == name }) {
            gestures[index].strokes += strokes
        } else {
            gestures.append(GestureTemplate(name: name, strokes: strokes))
        }
    }

    // MARK: Reading

    /// Reads the file at `path` (a regular file of at most `maximumBytes`).
    public static func load(contentsOf path: String) throws(JSONDocumentError) -> GestureTemplateFile {
        let bytes: [UInt8]
        do {
            bytes = try InputFileReader.read(path, limit: maximumBytes)
        } catch {
            throw JSONDocumentError(file: path, line: nil, message: error.reason)
        }
        return try parse(bytes, file: path)
    }

    public static func parse(_ bytes: [UInt8], file: String) throws(JSONDocumentError) -> GestureTemplateFile {
        let top = try JSONObjectReader(document: JSONDocument.parse(bytes, file: file), file: file)
        try top.refuseUnknownFields(known: ["format", "version", "gestures"])
        guard let format = try top.string("format") else { throw top.fail("format", "missing (expected \"\(Self.format)\")") }
        guard format == Self.format else { throw top.fail("format", "expected \"\(Self.format)\", found \(TextExcerpt.quoted(format))") }
        guard let version = try top.number("version") else { throw top.fail("version", "missing (expected \(Self.version))") }
        guard version == Double(Self.version) else {
            throw top.fail("version", "this app reads version \(Self.version), found \(JSONNode.format(version))")
        }
        guard let list = try top.list("gestures") else { throw top.fail("gestures", "missing (a list of {\"name\", \"strokes\"})") }
        var gestures: [GestureTemplate] = []
        var placesOfNames: [String: (place: String, line: Int)] = [:]
        for index in list.indices {
            let entry = try top.object(in: list, at: index, of: "gestures")
            try entry.refuseUnknownFields(known: ["name", "strokes"])
            guard let name = try entry.string("name") else { throw entry.fail("name", "missing") }
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw entry.fail("name", "must not be empty") }
            // Two entries of one name: which would the state document name? One entry holds all of a gesture's examples.
            if let first = placesOfNames[name] {
                throw entry.fail("name", "\(TextExcerpt.quoted(name)) is already the name of \(first.place) (line \(first.line)); "
                                 + "put all the examples of a gesture in one entry's \"strokes\"")
            }
            placesOfNames[name] = (entry.path, entry.line)
            guard let strokes = try entry.list("strokes"), !strokes.isEmpty else {
                throw entry.fail("strokes", "missing or empty (a list of strokes, each a list of [x, y] points)")
            }
            gestures.append(GestureTemplate(name: name, strokes: try strokes.enumerated().map { k, node throws(JSONDocumentError) in
                try stroke(node, place: entry.place(of: "strokes") + "[\(k)]", file: file)
            }))
        }
        return GestureTemplateFile(gestures: gestures)
    }

    private static func stroke(_ node: JSONNode, place: String, file: String) throws(JSONDocumentError) -> [Vector2] {
        guard case .array(let points) = node.value else {
            throw JSONDocumentError(file: file, line: node.line, message: "\(place): expected a list of [x, y] points, found \(node.described)")
        }
        var stroke: [Vector2] = []
        stroke.reserveCapacity(points.count)
        for (k, point) in points.enumerated() {
            guard case .array(let numbers) = point.value, numbers.count == 2,
                  case .number(let x) = numbers[0].value, case .number(let y) = numbers[1].value, x.isFinite, y.isFinite else {
                throw JSONDocumentError(file: file, line: point.line,
                                        message: "\(place)[\(k)]: expected a point [x, y] of two finite numbers, found \(point.described)")
            }
            stroke.append(Vector2(x, y))
        }
        if let problem = GestureExampleRules.problem(in: stroke) {
            let line = problem.pointIndex.map { points[$0].line } ?? node.line
            throw JSONDocumentError(file: file, line: line, message: problem.described(at: place))
        }
        return stroke
    }

    // MARK: Writing

    /// What the reader would refuse in this file (`gestures[0].strokes[1][3]: x 1e+19 is out of range ...`), nil
    /// when it reads back as it is: a stroke `GestureExampleRules` refuses, or a name given to two entries.
    public var problem: String? {
        var seen = Set<String>()
        for (g, gesture) in gestures.enumerated() {
            if !seen.insert(gesture.name).inserted { return "gestures[\(g)].name: \(TextExcerpt.quoted(gesture.name)) is given to two entries" }
            if gesture.name.trimmingCharacters(in: .whitespaces).isEmpty { return "gestures[\(g)].name: must not be empty" }
            if gesture.strokes.isEmpty { return "gestures[\(g)].strokes: empty" }
            for (s, stroke) in gesture.strokes.enumerated() {
                if let problem = GestureExampleRules.problem(in: stroke) { return problem.described(at: "gestures[\(g)].strokes[\(s)]") }
            }
        }
        return nil
    }

    /// The file's JSON: one gesture per block, one stroke per line, coordinates to 0.1 px. Meant for a file without
    /// a `problem` (`write(to:)` checks); a coordinate beyond Int64 is written as Swift writes the double, never
    /// converted to an integer.
    public func jsonData() -> Data {
        func number(_ value: Double) -> String {
            let rounded = GestureExampleRules.written(value)
            // Checked: an integer beyond Int64 (1e19) is written as Swift writes the double, never converted.
            if rounded == rounded.rounded(), let whole = Int64(checking: rounded) { return String(whole) }
            return String(rounded)
        }
        func quoted(_ text: String) -> String {
            let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
            return String(decoding: data, as: UTF8.self)
        }
        var lines = ["{\"format\": \"\(Self.format)\", \"version\": \(Self.version), \"gestures\": ["]
        for (g, gesture) in gestures.enumerated() {
            lines.append("  {\"name\": \(quoted(gesture.name)), \"strokes\": [")
            for (s, stroke) in gesture.strokes.enumerated() {
                let points = stroke.map { "[\(number($0.x)), \(number($0.y))]" }.joined(separator: ", ")
                lines.append("    [\(points)]" + (s + 1 < gesture.strokes.count ? "," : ""))
            }
            lines.append("  ]}" + (g + 1 < gestures.count ? "," : ""))
        }
        lines.append("]}")
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Writes the file atomically (a reader never sees half of it, and a failed write leaves the old one); a file
    /// with a `problem` is refused, so nothing is written that the reader would refuse.
    public func write(to path: String) throws {
        if let problem { throw GestureTemplateFileProblem(message: "\(path): not written: \(problem)") }
        try AtomicFileWriter().write(try jsonData(), to: path)
    }
}

/// A gestures file that would not read back as written (`GestureTemplateFile.problem`).
public struct GestureTemplateFileProblem: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}
