import TouchEngine

/// Five-point touch calibration, from pointer events alone: targets are shown one at a time at window-normalised
/// (0.1, 0.1), (0.9, 0.1), (0.9, 0.9), (0.1, 0.9), (0.5, 0.5); a tap answers the current target; after the fifth,
/// the least-squares affine fit of taps onto targets is libinput's calibration matrix (`CalibrationResult`).
///
/// Rules it keeps (thresholds in `CalibrationConfiguration`):
/// - A tap is one finger going down, staying within `tapSlop` and lifting within `tapLongest`; its place is the
///   mean of its reports. A second finger, a cancel, a slide or a long hold is not a tap (`notATap`).
/// - A tap within `repeatDistance` of the previous accepted tap is a double tap and is ignored.
/// - From the third target on, the accepted taps predict where the next should land (two taps: the similarity or
///   mirror image through them, whichever is nearer, so rotated and mirrored panels pass; three or more: their
///   affine fit); a tap farther than `misclickFraction` of the window's diagonal is refused and the target asked
///   again. Refused `refusalsBeforeRestart` times in a row at the same place, the earlier taps are the doubtful
///   ones: the calibration starts again from the first target.
/// - Five taps that agree with each other but cannot be a real panel over this screen (`CalibrationPlausibility`:
///   scaled far from 1, or mapping the screen mostly outside itself) are refused: the calibration starts again.
///   What is judged is the fix, the correction times the matrix in force (`current`), since that is what maps the
///   panel onto the screen.
///
/// Time only comes from the events, so a replay gives what the live session gave.
public struct CalibrationSession: Sendable {
    public enum NotATap: Equatable, Sendable {
        case moved(pixels: Double)
        case held(seconds: Double)
        case severalFingers
        case cancelled
    }

    /// What a finished tap did.
    public enum Feedback: Equatable, Sendable {
        case accepted(target: Int)
        /// A double tap on the previous accepted tap's place.
        case ignoredRepeat
        /// A misclick: this far (px) from where the accepted taps predict it.
        case refused(pixels: Double)
        /// The taps disagreed (or lay on a line): back to the first target.
        case restarted
        /// The five taps agree with each other but cannot come from a real panel over this screen (why, in words):
        /// back to the first target.
        case implausible(String)
        case notATap(NotATap)
        /// A tap after the calibration was complete.
        case tapAfterCompletion
    }

    /// The five targets in window-normalised coordinates, in the order they are asked.
    public static let targets = [Vector2(0.1, 0.1), Vector2(0.9, 0.1), Vector2(0.9, 0.9), Vector2(0.1, 0.9), Vector2(0.5, 0.5)]

    public let width: Double
    public let height: Double
    public let configuration: CalibrationConfiguration
    /// The panel, for residuals in millimetres and the device's name in the rules (a live session learns it once a
    /// finger came from the device).
    public var geometry: PanelGeometry
    /// The output the panel is on (`--output`), for the snippets that bind the device to it; nil when not given.
    public var output: String?
    /// The matrix libinput applied to the taps (udev's, or `--current`): the fix is the correction times it. A live
    /// session learns it with the device, once a finger came from it.
    public var current: CurrentCalibration = .notGiven
    /// The accepted taps so far, window pixels, one per target answered.
    public private(set) var taps: [Vector2] = []
    /// What the last tap did; nil before the first.
    public private(set) var feedback: Feedback?
    public private(set) var refusedTaps = 0
    public private(set) var ignoredTaps = 0
    public private(set) var result: CalibrationResult?
    /// Why the last complete set of taps was refused as no real panel's; nil when none was, or once a later set passed.
    public private(set) var implausibility: String?
    /// Misclicks refused in a row for the current target.
    private var refusals: [Vector2] = []
    private var down: Set<PointerID> = []
    private var pending: PendingTap?

    private struct PendingTap: Sendable {
        var id: PointerID
        var start: Vector2
        var startTime: Double
        var sum: Vector2
        var count: Int
        var spoiled: NotATap?
        var mean: Vector2 { sum / Double(count) }
    }

    public init(width: Double, height: Double, configuration: CalibrationConfiguration = CalibrationConfiguration(),
                geometry: PanelGeometry = PanelGeometry()) {
        self.width = width
        self.height = height
        self.configuration = configuration
        self.geometry = geometry
    }

    /// The index of the target asked now; nil once the calibration is complete.
    public var currentTarget: Int? { result == nil ? taps.count : nil }

    /// Target `index` in window pixels.
    public func targetPosition(_ index: Int) -> Vector2 {
        let target = Self.targets[index]
        return Vector2(target.x * width, target.y * height)
    }

    /// Applies a pointer event; returns the feedback when it finished a tap (or spoiled one).
    @discardableResult
    public mutating func apply(_ event: PointerEvent) -> Feedback? {
        switch event.phase {
        case .down:
            down.insert(event.id)
            guard event.position.isFinite, event.time.isFinite else { return nil }
            if down.count == 1 {
                pending = PendingTap(id: event.id, start: event.position, startTime: event.time, sum: event.position, count: 1)
            } else {
                pending?.spoiled = .severalFingers
            }
        case .move:
            guard var tap = pending, tap.id == event.id, event.position.isFinite else { return nil }
            tap.sum += event.position
            tap.count += 1
            let moved = event.position.distance(to: tap.start)
            if tap.spoiled == nil, moved > configuration.tapSlop { tap.spoiled = .moved(pixels: moved) }
            pending = tap
        case .up, .cancel:
            down.remove(event.id)
            guard var tap = pending, tap.id == event.id else { return nil }
            pending = nil
            if event.phase == .cancel { tap.spoiled = .cancelled }
            if event.position.isFinite {
                tap.sum += event.position
                tap.count += 1
                let moved = event.position.distance(to: tap.start)
                if tap.spoiled == nil, moved > configuration.tapSlop { tap.spoiled = .moved(pixels: moved) }
            }
            let held = event.time - tap.startTime
            if tap.spoiled == nil, !(held <= configuration.tapLongest) { tap.spoiled = .held(seconds: held) }
            feedback = tap.spoiled.map { .notATap($0) } ?? answer(tap.mean)
            return feedback
        }
        return nil
    }

    /// Forgets every tap: the first target is asked again.
    public mutating func restart() {
        taps.removeAll()
        refusals.removeAll()
        result = nil
    }

    /// A tap at `point` (window pixels) answering the current target.
    private mutating func answer(_ point: Vector2) -> Feedback {
        guard result == nil else { return .tapAfterCompletion }
        if let last = taps.last, point.distance(to: last) <= configuration.repeatDistance {
            ignoredTaps += 1
            return .ignoredRepeat
        }
        if taps.count >= 2 {
            guard let predicted = predictedTap(for: taps.count, near: point) else {
                restart()
                return .restarted
            }
            let miss = point.distance(to: predicted)
            let misclick = configuration.misclickFraction * Vector2(width, height).length
            if miss > misclick {
                refusedTaps += 1
                if let previous = refusals.last, previous.distance(to: point) <= misclick {
                    refusals.append(point)
                } else {
                    refusals = [point]
                }
                guard refusals.count >= configuration.refusalsBeforeRestart else { return .refused(pixels: miss) }
                restart()
                return .restarted
            }
        }
        taps.append(point)
        refusals.removeAll()
        let target = taps.count - 1
        if taps.count == Self.targets.count {
            result = CalibrationResult(taps: taps, targets: Self.targets, width: width, height: height, geometry: geometry,
                                       output: output, current: current, refusedTaps: refusedTaps, ignoredTaps: ignoredTaps)
            guard let fitted = result else {
                restart()
                return .restarted
            }
            // The fix is judged, not the correction: with a matrix in force, taps may cluster where the panel does not.
            if let matrix = fitted.calibrationMatrix,
               var problem = CalibrationPlausibility.problem(with: matrix, configuration: configuration) {
                if current.matrix != .identity {
                    problem += " (with the matrix in force, \(current.description), folded in: is it the one in force?)"
                }
                restart()
                implausibility = problem
                return .implausible(problem)
            }
            implausibility = nil
        }
        return .accepted(target: target)
    }

    /// Where (window pixels) the tap for target `index` should land, judging by the accepted taps (of two
    /// predictions, the one nearer `point`); nil when they lie on a line.
    private func predictedTap(for index: Int, near point: Vector2) -> Vector2? {
        let scale = Vector2(width, height)
        let observed = taps.map { Vector2($0.x / scale.x, $0.y / scale.y) }
        let asked = Array(Self.targets.prefix(taps.count))
        let target = Self.targets[index]
        let predictions: [Vector2]
        if taps.count == 2 {
            predictions = Self.similarPredictions(from: asked, to: observed, for: target)
        } else {
            guard let map = CalibrationMatrix.fit(from: asked, to: observed) else { return nil }
            predictions = [map.apply(target)]
        }
        return predictions.map { Vector2($0.x * scale.x, $0.y * scale.y) }.min { $0.distance(to: point) < $1.distance(to: point) }
    }

    /// Where `target` lands under the similarity (rotation, uniform scale, offset) taking the two `from` points onto
    /// the two `to` points, and under the mirrored one: a panel may be rotated or mirrored, not yet known which.
    static func similarPredictions(from: [Vector2], to: [Vector2], for target: Vector2) -> [Vector2] {
        let source = from[1] - from[0], destination = to[1] - to[0]
        let squared = source.lengthSquared
        guard squared > 0 else { return [to[0]] }
        // As complex numbers: destination / source, and destination / conj(source).
        let turn = Vector2((destination.x * source.x + destination.y * source.y) / squared,
                           (destination.y * source.x - destination.x * source.y) / squared)
        let mirrorTurn = Vector2((destination.x * source.x - destination.y * source.y) / squared,
                                 (destination.y * source.x + destination.x * source.y) / squared)
        let offset = target - from[0]
        let mirrored = Vector2(offset.x, -offset.y)
        return [to[0] + multiply(turn, offset), to[0] + multiply(mirrorTurn, mirrored)]
    }

    private static func multiply(_ p: Vector2, _ q: Vector2) -> Vector2 { Vector2(p.x * q.x - p.y * q.y, p.x * q.y + p.y * q.x) }
}
