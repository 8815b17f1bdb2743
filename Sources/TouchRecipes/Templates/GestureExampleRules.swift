import TouchEngine

/// What makes a stroke usable as an example of a gesture, judged the same way wherever a stroke comes from: the
/// gestures file's reader (`--gestures`, and `gestures record` before it adds to a file), a recording given to
/// `gestures record --from`, and the strokes drawn in its window. So a file one of them writes the others read.
///
/// An example has at least two points, every coordinate within `coordinateLimit` of the origin, and some length
/// (a stroke whose points all lie at one place, to the 0.1 px the file keeps, has no shape to learn: the matcher can
/// only drop it).
public enum GestureExampleRules {
    /// How far from the origin a coordinate may be, in pixels: any screen's strokes lie well within it, and the
    /// file's numbers, written to 0.1 px, stay exact integers in tenths (a 1e19 once trapped the writer).
    public static let coordinateLimit = 1_000_000.0

    /// Why a stroke cannot be an example.
    public enum Problem: Equatable, Sendable {
        case tooFewPoints(found: Int)
        /// `axis` is "x" or "y"; `point` the index of the point in the stroke.
        case coordinateOutOfRange(point: Int, axis: String, value: Double)
        case notFinite(point: Int)
        case noLength(points: Int)

        /// What is wrong, without the place: `x 1e+19 is out of range (-1000000 to 1000000 px)`.
        public var message: String {
            switch self {
            case .tooFewPoints(let found):
                "a stroke needs at least 2 points, found \(found)"
            case .coordinateOutOfRange(_, let axis, let value):
                "\(axis) \(Self.format(value)) is out of range (\(Self.format(-coordinateLimit)) to \(Self.format(coordinateLimit)) px)"
            case .notFinite:
                "expected a point [x, y] of two finite numbers"
            case .noLength(let points):
                "all \(points) points are at the same place (to 0.1 px): a stroke must move to be learnt"
            }
        }

        /// The point the problem is about, when it is about one.
        public var pointIndex: Int? {
            switch self {
            case .coordinateOutOfRange(let point, _, _), .notFinite(let point): point
            case .tooFewPoints, .noLength: nil
            }
        }

        /// The message after the stroke's `place`, with the point's index: `gestures[0].strokes[1][3]: x 1e+19 is out
        /// of range (...)`.
        public func described(at place: String) -> String {
            "\(place)\(pointIndex.map { "[\($0)]" } ?? ""): \(message)"
        }

        /// 1000000, not 1000000.0; 1e+19 as Swift writes it.
        static func format(_ value: Double) -> String {
            if value == value.rounded(), let whole = Int64(checking: value), abs(whole) < 1 << 53 { return String(whole) }
            return "\(value)"
        }
    }

    /// The first problem of `stroke`, nil when it can be learnt.
    public static func problem(in stroke: [Vector2]) -> Problem? {
        guard stroke.count >= 2 else { return .tooFewPoints(found: stroke.count) }
        for (index, point) in stroke.enumerated() {
            guard point.isFinite else { return .notFinite(point: index) }
            if abs(point.x) > coordinateLimit { return .coordinateOutOfRange(point: index, axis: "x", value: point.x) }
            if abs(point.y) > coordinateLimit { return .coordinateOutOfRange(point: index, axis: "y", value: point.y) }
        }
        // Compared as the file writes them: a stroke that moves by less than 0.05 px would be written still.
        let first = written(stroke[0])
        guard stroke.contains(where: { written($0) != first }) else { return .noLength(points: stroke.count) }
        return nil
    }

    /// A coordinate as the gestures file writes it: to 0.1 px.
    public static func written(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    static func written(_ point: Vector2) -> Vector2 { Vector2(written(point.x), written(point.y)) }
}
