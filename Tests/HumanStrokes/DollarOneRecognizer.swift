import Foundation
import TouchEngine

/// The $1 unistroke recogniser (Wobbrock, Wilson and Li, UIST 2007) as SDL2 implements it (`SDL_gesture.c`), the
/// baseline the template matcher is compared with in the same splits (`TemplateGroupCrossValidation`): a stroke is
/// resampled to 64 points evenly along its path, turned about its centroid so its first point lies on the centroid's
/// left (the indicative angle), stretched to a square of 256 by its bounding box (each axis apart) and centred; two
/// strokes are as far apart as the mean distance between their points, at the best turn within ±45° found by a
/// golden-section search down to 2°. The nearest template names the stroke: SDL reports it with its distance as the
/// error and refuses nothing, so $1 is judged on recognition alone.
public struct DollarOneRecognizer: Sendable {
    /// SDL's `DOLLARNPOINTS` and `DOLLARSIZE`.
    public static let pointCount = 64
    public static let squareSize = 256.0
    static let phi = 0.5 * (-1 + 5.0.squareRoot())

    public private(set) var templates: [(name: String, points: [Vector2])] = []

    public init() {}

    /// Adds a template; a stroke of fewer than two points or no length teaches nothing.
    public mutating func add(_ stroke: [Vector2], named name: String) {
        guard let points = Self.normalise(stroke) else { return }
        templates.append((name, points))
    }

    /// The nearest template's name and its distance (SDL's error), nil with no templates or a stroke of no length.
    public func recognise(_ stroke: [Vector2]) -> (name: String, distance: Double)? {
        guard let points = Self.normalise(stroke) else { return nil }
        var best: (name: String, distance: Double)?
        for template in templates {
            let distance = Self.bestDistance(points, template.points)
            if best == nil || distance < best!.distance { best = (template.name, distance) }
        }
        return best
    }

    /// Resampled, turned to the indicative angle, stretched to the square and centred; nil without length or with a
    /// stroke that has no width or no height (a straight line stretched to a square is undefined in $1 too).
    static func normalise(_ stroke: [Vector2]) -> [Vector2]? {
        let points = resample(stroke.filter(\.isFinite), count: pointCount)
        guard points.count == pointCount else { return nil }
        let centroid = points.reduce(Vector2.zero, +) / Double(pointCount)
        let angle = atan2(centroid.y - points[0].y, centroid.x - points[0].x)
        let turned = points.map { ($0 - centroid).rotated(by: -angle) }
        let xs = turned.map(\.x), ys = turned.map(\.y)
        let width = xs.max()! - xs.min()!, height = ys.max()! - ys.min()!
        guard width > 0, height > 0 else { return nil }
        let scaled = turned.map { Vector2($0.x * squareSize / width, $0.y * squareSize / height) }
        let centre = scaled.reduce(Vector2.zero, +) / Double(pointCount)
        return scaled.map { $0 - centre }
    }

    /// `count` points evenly spaced along the path ($1's RESAMPLE), the last point added when rounding left it out.
    static func resample(_ stroke: [Vector2], count: Int) -> [Vector2] {
        guard stroke.count >= 2 else { return [] }
        let length = zip(stroke, stroke.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        guard length > 0, length.isFinite else { return [] }
        let interval = length / Double(count - 1)
        var result = [stroke[0]]
        var walked = 0.0
        var previous = stroke[0]
        var index = 1
        while index < stroke.count, result.count < count {
            let next = stroke[index]
            let leg = previous.distance(to: next)
            if walked + leg >= interval, leg > 0 {
                let point = previous + (next - previous) * ((interval - walked) / leg)
                result.append(point)
                previous = point
                walked = 0
            } else {
                walked += leg
                previous = next
                index += 1
            }
        }
        while result.count < count { result.append(stroke[stroke.count - 1]) }
        return result
    }

    /// The mean distance between corresponding points with `a` turned by `angle`.
    static func distance(_ a: [Vector2], _ b: [Vector2], angle: Double) -> Double {
        let c = cos(angle), s = sin(angle)
        var sum = 0.0
        for i in a.indices {
            let x = a[i].x * c - a[i].y * s, y = a[i].x * s + a[i].y * c
            let dx = x - b[i].x, dy = y - b[i].y
            sum += (dx * dx + dy * dy).squareRoot()
        }
        return sum / Double(a.count)
    }

    /// The golden-section search of $1 (and SDL): from -45° to 45°, until the interval is narrower than 2°.
    static func bestDistance(_ a: [Vector2], _ b: [Vector2]) -> Double {
        var low = -Double.pi / 4, high = Double.pi / 4
        let precision = Double.pi / 90
        var x1 = phi * low + (1 - phi) * high, f1 = distance(a, b, angle: x1)
        var x2 = (1 - phi) * low + phi * high, f2 = distance(a, b, angle: x2)
        while abs(high - low) > precision {
            if f1 < f2 {
                high = x2
                x2 = x1
                f2 = f1
                x1 = phi * low + (1 - phi) * high
                f1 = distance(a, b, angle: x1)
            } else {
                low = x1
                x1 = x2
                f1 = f2
                x2 = (1 - phi) * low + phi * high
                f2 = distance(a, b, angle: x2)
            }
        }
        return min(f1, f2)
    }
}
