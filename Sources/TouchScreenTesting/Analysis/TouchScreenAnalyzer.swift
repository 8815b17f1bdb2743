import Foundation
import TouchEngine

/// Measures a touch panel from the pointer events it produces: how many touches at once, how often each
/// finger reports, how much a still finger jitters, touches stuck in place, which parts of the window
/// were reached (coverage heatmap, edge and corner targets), which events made no sense, and the acceptance
/// checks (`AcceptanceLimits`) in millimetres when the `PanelGeometry` gives a resolution.
///
/// Feed it every event in order with `apply(_:)`, and the current time with `advance(to:)` so touches
/// that send nothing can still be found stuck. Events pass a `TouchStreamNormalizer` first, so time only moves
/// forward: an event stamped earlier than the one before is applied at the later time and counted. The analyzer never
/// looks at a clock.
///
/// It stays bounded whatever it is fed: an event costs a bounded amount of work (touches are found by id, the
/// contact-separation pool and the trailing windows have capacities), the figures are running statistics, and only
/// the last contacts keep their paths.
///
/// ```swift
/// var analyzer = TouchScreenAnalyzer(width: 1280, height: 800)
/// analyzer.apply(PointerEvent(.down, id: 1, x: 40, y: 40, time: 0))
/// analyzer.advance(to: 12)
/// analyzer.stuckTouches.count   // 1
/// ```
public struct TouchScreenAnalyzer: Sendable {
    /// What the live panel shows of a touch that is down.
    public struct LiveTouch: Equatable, Sendable {
        public var id: PointerID
        public var source: PointerSource
        public var position: Vector2
        /// nil when the device reports no pressure (a pressure of exactly 1 throughout).
        public var pressure: Double?
        public var contactSize: Double?
        public var downTime: Double
        /// Events in the last rate window (one second by default).
        public var eventsPerSecond: Int
        /// RMS distance from the mean over the jitter window (px); nil until the finger has been still long enough.
        public var jitter: Double?
        /// The same in the geometry's measuring unit (mm when the resolution is known).
        public var measuredJitter: Double?
        public var stillSeconds: Double
        public var isStuck: Bool
        public var path: [PathPoint]
    }

    /// What `apply` did with an event.
    public enum Outcome: Equatable, Sendable {
        case applied
        /// Applied after a repair (counted in `oddEvents`).
        case repaired
        /// Refused (counted in `oddEvents`); nothing else changed.
        case refused
    }

    public let configuration: TouchScreenTestConfiguration
    public let geometry: PanelGeometry
    public let limits: AcceptanceLimits
    public let width: Double
    public let height: Double
    public private(set) var heatmap: CoverageHeatmap
    public private(set) var targets: [EdgeTarget]
    /// The accuracy crosshairs and the closest tap each got.
    public internal(set) var accuracyTargets: AccuracyTargets
    private(set) var clock = SessionClock()
    /// The touches down now.
    var active: [PointerID: TestedTouch] = [:]
    /// Every event passes it first; what makes no sense is counted there (`oddEvents`).
    private(set) var stream = TouchScreenAnalyzer.makeStream()
    private(set) var contactTally = ContactTally()
    private(set) var eventTally = EventTally()
    private(set) var finished = FinishedContactLog()
    private(set) var closedStuck = ClosedStuckLog()
    var figures = AcceptanceFigures()
    private var separationPool = SeparationPool()
    /// Contacts lifted near another that was still down, waiting `mergeHold` to see whether the other stays.
    private var possibleMerges: [PossibleMerge] = []
    /// The most possible merges waiting at once (a flood of lifts among many fingers).
    static let possibleMergeCapacity = 64

    public var maxSimultaneous: Int { stream.counts.maxSimultaneous }
    public var totalContacts: Int { stream.counts.totalContacts }
    /// The events that made no sense, from the stream's counts: refused ones (unknown ids, non-finite values) and
    /// repaired ones (a repeated down, time going back, a lift at a non-finite place).
    public var oddEvents: TouchScreenReport.OddEvents { TouchScreenReport.OddEvents(stream.counts) }

    /// The analyzer's stream: ids as given, no limit on touches down, and a clock that starts at 0 (an event stamped
    /// earlier is applied at 0).
    private static func makeStream() -> TouchStreamNormalizer {
        var stream = TouchStreamNormalizer()
        stream.advance(to: 0)
        return stream
    }
    /// The latest time seen, from events or `advance(to:)`.
    public var now: Double { clock.now }

    public init(width: Double, height: Double, configuration: TouchScreenTestConfiguration = TouchScreenTestConfiguration(),
                geometry: PanelGeometry = PanelGeometry(), limits: AcceptanceLimits = AcceptanceLimits()) {
        self.configuration = configuration
        self.geometry = geometry
        self.limits = limits
        self.width = width
        self.height = height
        heatmap = CoverageHeatmap(columns: configuration.heatmapColumns, rows: configuration.heatmapRows, width: width, height: height)
        targets = EdgeTarget.layout(width: width, height: height, inset: configuration.targetInset, radius: configuration.targetRadius)
        accuracyTargets = AccuracyTargets(width: width, height: height, geometry: geometry, edgeBand: limits.edgeBand)
    }

    // MARK: Input

    /// Applies one event. It passes the analyzer's `TouchStreamNormalizer` first, which refuses what makes no sense
    /// and repairs what can be (a repeated down ends the earlier contact, "replaced"; an event earlier than `now` is
    /// applied at `now`; a lift at a non-finite place lifts where the touch was) and counts each kind (`oddEvents`).
    @discardableResult
    public mutating func apply(_ event: PointerEvent) -> Outcome {
        let input = stream.normalize(event)
        guard input.rejection != .nonFiniteTime else { return .refused }
        let time = input.time
        if !possibleMerges.isEmpty { possibleMerges = settleMerges(at: time, final: false, into: &figures) }
        if let ended = input.ended { end(ended.id, time: time, ending: "replaced") }
        guard let event = input.event else { return .refused }
        clock.noteEvent(at: time)
        switch event.phase {
        case .down:
            active[event.id] = TestedTouch(event, sequence: stream.counts.totalContacts - 1)
            if !separationPool.join(event.id, capacity: configuration.separationPoolSize) { figures.separationCapped = true }
            sample(event, time: time)
            contactTally.noteDown(from: event.source)
        case .move:
            if let touch = active[event.id], touch.position == event.position, touch.reportRate.lastReportTime == time {
                figures.noteDuplicate(contact: touch.name)
            }
            _ = active[event.id]?.checkStuck(now: time, configuration: configuration)
            sample(event, time: time)
        case .up, .cancel:
            _ = active[event.id]?.checkStuck(now: time, configuration: configuration)
            if event.phase == .up {
                active[event.id]?.lift(at: event.position, time: time, configuration: configuration, geometry: geometry)
            }
            end(event.id, time: time, ending: event.phase.rawValue)
        }
        eventTally.noteApplied(event.phase)
        return input.repairs.isEmpty ? .applied : .repaired
    }

    /// Moves the clock to `time` (ignored when earlier than `now`): drops samples that left the trailing
    /// windows and finds touches that have become stuck.
    public mutating func advance(to time: Double) {
        guard clock.advance(to: time) else { return }
        stream.advance(to: time)
        if !possibleMerges.isEmpty { possibleMerges = settleMerges(at: time, final: false, into: &figures) }
        // Walks the storage in place (iterating `keys` would copy every touch on the first change).
        var index = active.values.startIndex
        while index != active.values.endIndex {
            active.values[index].trim(now: time, configuration: configuration)
            _ = active.values[index].checkStuck(now: time, configuration: configuration)
            active.values.formIndex(after: &index)
        }
    }

    /// A down or move of a touch that is down: its own figures, then the shared ones.
    private mutating func sample(_ event: PointerEvent, time: Double) {
        guard let result = active[event.id]?.sample(event, time: time, configuration: configuration, geometry: geometry),
              let id = active[event.id]?.name else { return }
        if let closed = result.closedStuck { keepClosedStuck(closed) }
        if let still = result.stillJitter {
            figures.noteStill(rms: still.rms, peak: still.peak, contact: id, inEdgeBand: isInEdgeBand(still.position))
        }
        for reading in result.path { figures.noteLine(reading, contact: id, inEdgeBand: isInEdgeBand(reading.position)) }
        if separationPool.contains(event.id) {
            for other in separationPool.members where other != event.id {
                guard let touch = active[other] else { continue }
                figures.notePair(offset: geometry.measured(touch.position - event.position), id, touch.name)
            }
        }
        if heatmap.record(event.position) {
            let distances = ReachMeter.distances(of: event.position, width: width, height: height, geometry: geometry)
            if let approached = active[event.id]?.reach.note(distances) {
                figures.noteReach(distances, approached: approached, zone: reachThresholds(factor: configuration.reachZoneFactor),
                                  approach: reachThresholds(factor: configuration.reachApproachFactor))
            }
        } else {
            eventTally.noteOutsideWindow()
        }
        for index in targets.indices { targets[index].touch(at: event.position, time: time, id: event.id, geometry: geometry) }
    }

    private mutating func end(_ id: PointerID, time: Double, ending: String) {
        guard var touch = active.removeValue(forKey: id) else { return }
        separationPool.leave(id)
        if ending == "up", touch.source == .touch || touch.source == .tuio { notePossibleMerges(of: touch, at: time) }
        if let closed = touch.closeStuck(at: time, ongoing: false) { keepClosedStuck(closed) }
        noteEnd(of: &touch, at: time, in: &figures)
        if ending == "up" {
            if touch.source == .touch || touch.source == .tuio {
                let size = touch.pressureAndSize.contactSizeRange.flatMap { geometry.millimetres(diameter: $0.upperBound) }
                figures.judge(contact: touch.name, duration: time - touch.downTime, sizeMillimetres: size, limits: limits)
            } else {
                figures.unjudgedLifts += 1
            }
        }
        if ending == "up" { judgeShape(of: touch, duration: time - touch.downTime) }
        guard finished.makeRoom(configuration: configuration) else { return }
        finished.append(contact(touch, endTime: time, ending: ending), path: touch.path.points, configuration: configuration)
    }

    /// A lifted contact as a tap on an accuracy target (short and still) or as a straight stroke (linearity).
    private mutating func judgeShape(of touch: TestedTouch, duration: Double) {
        let stillLimit = geometry.millimetresPerPixel == nil ? configuration.stillDistance : configuration.tapStillMillimetres
        if duration <= configuration.tapLongest, touch.tapPlace.farthestFromDown <= stillLimit {
            accuracyTargets.tap(at: touch.tapPlace.meanPosition, contact: touch.id.rawValue, geometry: geometry)
            return
        }
        let points = touch.path.points.map(\.position)
        if let deviation = StrokeLinearity.deviation(of: points, geometry: geometry) {
            figures.noteStraightStroke(deviation: deviation, contact: touch.name)
        }
        if let line = GuidedProcedure.tracedGuideLine(points, width: width, height: height) { figures.tracedGuideLines.insert(line) }
    }

    /// What a touch adds to the figures when it ends at `time`, or when the checks are taken while it is still down:
    /// its report rate, its last moving reports' jitter, and its jitter when it has been held still long enough.
    func noteEnd(of touch: inout TestedTouch, at time: Double, in figures: inout AcceptanceFigures) {
        for reading in touch.finishPath(configuration: configuration) {
            figures.noteLine(reading, contact: touch.name, inEdgeBand: isInEdgeBand(reading.position))
        }
        if let rate = touch.reportRate.rate(configuration: configuration) { figures.noteRate(rate, contact: touch.name) }
        if let still = touch.stillJitter(at: time, configuration: configuration, geometry: geometry) {
            figures.noteStill(rms: still.rms, peak: still.peak, contact: touch.name, inEdgeBand: isInEdgeBand(touch.position))
        }
    }

    /// The edge and corner reach limits times `factor` in the measuring unit; nil when there is no limit in it.
    private func reachThresholds(factor: Double) -> (edge: Double, corner: Double)? {
        let millimetres = geometry.millimetresPerPixel != nil
        guard let edge = millimetres ? limits.edgeReach.millimetres : limits.edgeReach.pixels,
              let corner = millimetres ? limits.cornerReach.millimetres : limits.cornerReach.pixels else { return nil }
        return (edge * factor, corner * factor)
    }

    /// A touch contact lifted: every other touch contact down within `mergeFactor` times the separation limit may
    /// be the finger it merged into; it is one if it stays down `mergeHold` seconds more.
    private mutating func notePossibleMerges(of lifted: TestedTouch, at time: Double) {
        let millimetres = geometry.millimetresPerPixel != nil
        for other in separationPool.members {
            guard possibleMerges.count < Self.possibleMergeCapacity, let kept = active[other],
                  kept.source == .touch || kept.source == .tuio else { continue }
            let offset = geometry.measured(kept.position - lifted.position)
            let diagonal = AcceptanceFigures.isDiagonal(offset)
            let limit = diagonal ? limits.contactSeparationDiagonal : limits.contactSeparation
            guard let reach = millimetres ? limit.millimetres : limit.pixels,
                  offset.length <= reach * configuration.mergeFactor else { continue }
            possibleMerges.append(PossibleMerge(
                merge: AcceptanceFigures.Merge(distance: offset.length, lifted: lifted.name, kept: kept.name),
                keptID: other, keptSequence: kept.sequence, diagonal: diagonal, time: time))
        }
    }

    /// Settles the possible merges whose wait is over by `time` (all of them when `final`: the session ended with
    /// the other contact still down).
    func settleMerges(at time: Double, final: Bool, into figures: inout AcceptanceFigures) -> [PossibleMerge] {
        var waiting: [PossibleMerge] = []
        for possible in possibleMerges {
            let stayed = active[possible.keptID]?.sequence == possible.keptSequence
            if !stayed { continue }
            if final || time >= possible.time + configuration.mergeHold {
                figures.noteMerge(possible.merge, diagonal: possible.diagonal)
            } else {
                waiting.append(possible)
            }
        }
        return waiting
    }

    /// Within the limits' edge band of an edge (never, when the resolution is not known).
    func isInEdgeBand(_ point: Vector2) -> Bool {
        geometry.millimetresFromEdge(point, width: width, height: height).map { $0 < limits.edgeBand } ?? false
    }

    private mutating func keepClosedStuck(_ record: TouchScreenReport.StuckTouch) {
        closedStuck.keep(record, capacity: configuration.stuckRecordCapacity)
    }

}

/// A touch contact lifted near another that was still down: a merge if the other stays down long enough.
struct PossibleMerge: Sendable {
    var merge: AcceptanceFigures.Merge
    var keptID: PointerID
    var keptSequence: Int
    var diagonal: Bool
    var time: Double
}
