import Foundation
import TouchEngine

/// How far a moving contact's reports stray from the path the finger meant, not from a straight line: the path is
/// taken as smooth, so each report is measured against the minimax arc (`ArcFit`) through the run of `2h + 1`
/// reports centred on it. Turning, bending and curving are the finger's own and cost nothing; only the scatter
/// about that arc counts. An exact path gives 0 (within floating-point noise) on lines, circles and cornered traces;
/// noise bounded by ±a perpendicular to the path gives a peak that approaches a from below (within 10 % once a
/// stroke has about a hundred reports) and alternating ±a gives a.
///
/// At a corner no arc fits the run centred on a report, so a report whose centred run fits far worse
/// (`cornerRatio` times, plus `cornerSlack`) than another run holding it is measured against the run holding it
/// that fits best, which lies on one side of the corner. A run whose ends are closer
/// than `minimumSpan` pixels is a finger at rest (the static jitter covers it) and is not measured.
///
/// The same reports give the direction of travel (the 9-report run around a report, first to last): the report's
/// step from the one before, taken along that direction, is negative when it jumped back against the travel.
///
/// Readings come `2h` reports late (a report is judged once the run starting at it is in), and the rest when the
/// stroke ends (`finish`). Keeps only the last `3h + 1` reports: constant memory and work per report.
struct PathJitterMeter: Sendable {
    /// What the meter says of one report, in the geometry's measuring unit.
    struct Reading {
        /// Its distance from the arc fitted through the reports around it.
        var deviation: Double
        /// Where it is (window pixels).
        var position: Vector2
        /// How far it stepped back against the direction of travel (0 when it went forward); nil when the reports
        /// around it were too few or at rest.
        var backwards: Double?
    }

    /// The settings, from `TouchScreenTestConfiguration`.
    struct Settings {
        var halfWindow: Int
        var minimumSpan: Double
        var cornerRatio: Double
        var cornerSlack: Double
        /// Reports on either side of the one whose step is judged for the direction of travel.
        static let travelHalfWindow = 4
    }

    private struct Window {
        var fit: ArcFit
        /// The farthest report of the run from its arc.
        var width: Double
    }

    /// Reports in the measuring unit and in window pixels, from global index `base` on.
    private var measured: [Vector2] = []
    private var positions: [Vector2] = []
    /// The run centred on each kept report (nil: not computed yet, or at rest).
    private var windows: [Window?] = []
    private var base = 0
    /// Reports added so far, and reports already judged.
    private var total = 0
    private var judged = 0

    /// Adds a report and returns the readings it completes.
    mutating func add(_ position: Vector2, geometry: PanelGeometry, settings: Settings) -> [Reading] {
        measured.append(geometry.measured(position))
        positions.append(position)
        windows.append(nil)
        total += 1
        let h = settings.halfWindow
        let newest = total - 1
        guard newest >= 2 * h else { return [] }
        let centre = newest - h
        windows[centre - base] = window(centredAt: centre, settings: settings)
        var readings: [Reading] = []
        // Report `centre - h` has its three runs (ending at it, centred on it, starting at it) once run `centre` is in.
        while judged <= centre - h {
            if let reading = reading(of: judged, lastCentre: nil, settings: settings) { readings.append(reading) }
            judged += 1
        }
        trim(keepingFrom: max(0, judged - h))
        return readings
    }

    /// The stroke ended: the readings of the reports not judged yet.
    mutating func finish(settings: Settings) -> [Reading] {
        let h = settings.halfWindow
        guard total >= 2 * h + 1 else { return [] }
        var readings: [Reading] = []
        while judged < total {
            if let reading = reading(of: judged, lastCentre: total - 1 - h, settings: settings) { readings.append(reading) }
            judged += 1
        }
        return readings
    }

    private func window(centredAt centre: Int, settings: Settings) -> Window? {
        let h = settings.halfWindow
        let first = centre - h - base, last = centre + h - base
        guard positions[first].distance(to: positions[last]) >= settings.minimumSpan,
              let fit = ArcFit(measured[first...last]) else { return nil }
        let width = measured[first...last].reduce(0.0) { max($0, fit.distance(of: $1)) }
        return Window(fit: fit, width: width)
    }

    /// Report `index` against its centred run, or the best run holding it where a corner spoils the centred one.
    /// `lastCentre` is the last run's centre once the stroke has ended (nil while it goes on).
    private func reading(of index: Int, lastCentre: Int?, settings: Settings) -> Reading? {
        let h = settings.halfWindow
        let primaryCentre = min(max(index, h), lastCentre ?? index)
        func run(_ centre: Int) -> Window? {
            guard centre >= h, centre - base >= 0, centre - base < windows.count else { return nil }
            if let lastCentre, centre > lastCentre { return nil }
            return windows[centre - base]
        }
        let sides = ((index - h)...(index + h)).filter { $0 != primaryCentre }.compactMap(run)
        let narrowestSide = sides.min { $0.width < $1.width }
        var chosen = run(primaryCentre)
        if let side = narrowestSide, chosen.map({ $0.width > settings.cornerRatio * side.width + settings.cornerSlack }) ?? true {
            chosen = side
        }
        guard let chosen else { return nil }
        let point = measured[index - base]
        return Reading(deviation: chosen.fit.distance(of: point), position: positions[index - base],
                       backwards: backwards(at: index))
    }

    /// How far report `index` stepped back along the direction of travel of the reports around it.
    private func backwards(at index: Int) -> Double? {
        let reach = Settings.travelHalfWindow
        let first = index - reach - base, last = index + reach - base
        guard first >= 0, last < measured.count else { return nil }
        let travel = measured[last] - measured[first]
        let length = travel.length
        guard length > 0, length.isFinite else { return nil }
        let along = (measured[index - base] - measured[index - 1 - base]).dot(travel / length)
        return max(0, -along)
    }

    /// Forgets the reports and runs before global index `start`.
    private mutating func trim(keepingFrom start: Int) {
        let drop = min(start - base, measured.count)
        guard drop > 0 else { return }
        measured.removeFirst(drop)
        positions.removeFirst(drop)
        windows.removeFirst(drop)
        base += drop
    }
}
