import Foundation
import TouchEngine

/// Measures a touch panel from the pointer events it produces: how many touches at once, how often each
/// finger reports, how much a still finger jitters, touches stuck in place, which parts of the window
/// were reached (coverage heatmap, edge and corner targets) and which events made no sense.
///
/// Feed it every event in order with `apply(_:)`, and the current time with `advance(to:)` so touches
/// that send nothing can still be found stuck. Time only moves forward: an event stamped earlier than
/// the one before is applied at the later time and counted. The analyzer never looks at a clock.
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
        /// RMS distance from the mean over the jitter window; nil until the finger has been still long enough.
        public var jitter: Double?
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
    public let width: Double
    public let height: Double
    public private(set) var heatmap: CoverageHeatmap
    public private(set) var targets: [EdgeTarget]
    public private(set) var maxSimultaneous = 0
    public private(set) var totalContacts = 0
    public private(set) var oddEvents = TouchScreenReport.OddEvents()
    /// The latest time seen, from events or `advance(to:)`.
    public private(set) var now: Double = 0

    private var active: [TestedTouch] = []
    private var finished: [TouchScreenReport.Contact] = []
    private var finishedPaths: [(id: PointerID, points: [PathPoint])] = []
    private var droppedContacts = 0
    private var closedStuck: [TouchScreenReport.StuckTouch] = []
    private var events = TouchScreenReport.Events(total: 0, down: 0, move: 0, up: 0, cancel: 0, outsideWindow: 0)
    private var cancelled = 0
    /// Events refused outright (the rest of `oddEvents` were applied after a repair).
    private var refusedEvents = 0
    private var contactsBySource: [String: Int] = [:]
    private var firstTime: Double?

    public init(width: Double, height: Double, configuration: TouchScreenTestConfiguration = TouchScreenTestConfiguration()) {
        self.configuration = configuration
        self.width = width
        self.height = height
        heatmap = CoverageHeatmap(columns: configuration.heatmapColumns, rows: configuration.heatmapRows, width: width, height: height)
        targets = EdgeTarget.layout(width: width, height: height, inset: configuration.targetInset, radius: configuration.targetRadius)
    }

    // MARK: Input

    @discardableResult
    public mutating func apply(_ event: PointerEvent) -> Outcome {
        guard event.time.isFinite else { return refuse(\.nonFiniteTimes) }
        var repaired = false
        if event.time < now, firstTime != nil {
            count(\.timeWentBackwards)
            repaired = true
        }
        let time = max(now, event.time)
        let index = active.firstIndex { $0.id == event.id }
        switch event.phase {
        case .down:
            guard event.position.isFinite else { return refuse(\.nonFiniteCoordinates) }
            if let index {
                count(\.duplicateDowns)
                repaired = true
                end(at: index, time: time, ending: "replaced")
            }
            begin(time)
            var touch = TestedTouch(event)
            touch.sample(event, time: time, configuration: configuration)
            active.append(touch)
            totalContacts += 1
            contactsBySource[event.source.rawValue, default: 0] += 1
            maxSimultaneous = max(maxSimultaneous, active.count)
            events.down += 1
            land(event.position, id: event.id, time: time)
        case .move:
            guard let index else { return refuse(\.unknownMoves) }
            guard event.position.isFinite else { return refuse(\.nonFiniteCoordinates) }
            begin(time)
            _ = active[index].checkStuck(now: time, configuration: configuration)
            if let closed = active[index].sample(event, time: time, configuration: configuration) { closedStuck.append(closed) }
            events.move += 1
            land(event.position, id: event.id, time: time)
        case .up, .cancel:
            guard let index else { return refuse(event.phase == .up ? \.unknownUps : \.unknownCancels) }
            begin(time)
            if !event.position.isFinite {
                count(\.nonFiniteCoordinates)
                repaired = true
            }
            _ = active[index].checkStuck(now: time, configuration: configuration)
            let position = event.position.isFinite ? event.position : active[index].position
            if event.phase == .up {
                events.up += 1
                active[index].appendToPath(PathPoint(position, time: time), configuration: configuration, force: true)
            } else {
                events.cancel += 1
                cancelled += 1
            }
            end(at: index, time: time, ending: event.phase.rawValue)
        }
        events.total += 1
        return repaired ? .repaired : .applied
    }

    /// Moves the clock to `time` (ignored when earlier than `now`): drops samples that left the trailing
    /// windows and finds touches that have become stuck.
    public mutating func advance(to time: Double) {
        guard time.isFinite, time > now else { return }
        now = time
        for index in active.indices {
            active[index].trim(now: time, configuration: configuration)
            _ = active[index].checkStuck(now: time, configuration: configuration)
        }
    }

    private mutating func begin(_ time: Double) {
        if firstTime == nil { firstTime = time }
        now = time
    }

    private mutating func land(_ position: Vector2, id: PointerID, time: Double) {
        if !heatmap.record(position) { events.outsideWindow += 1 }
        for index in targets.indices { targets[index].touch(at: position, time: time, id: id) }
    }

    private mutating func end(at index: Int, time: Double, ending: String) {
        var touch = active.remove(at: index)
        if let closed = touch.closeStuck(at: time, ongoing: false) { closedStuck.append(closed) }
        guard finished.count < configuration.contactRecordCapacity else {
            droppedContacts += 1
            return
        }
        finished.append(Self.contact(touch, endTime: time, ending: ending))
        finishedPaths.append((touch.id, touch.path))
    }

    private mutating func count(_ field: WritableKeyPath<TouchScreenReport.OddEvents, Int>) {
        oddEvents[keyPath: field] += 1
        oddEvents.total += 1
    }

    private mutating func refuse(_ field: WritableKeyPath<TouchScreenReport.OddEvents, Int>) -> Outcome {
        count(field)
        refusedEvents += 1
        return .refused
    }

    // MARK: Live figures

    /// Touches down now, in the order they went down, with their figures as of `now`.
    public var liveTouches: [LiveTouch] {
        active.map { touch in
            LiveTouch(
                id: touch.id, source: touch.source, position: touch.position,
                pressure: Self.reportedPressure(touch).map { _ in touch.pressure },
                contactSize: touch.contactSize, downTime: touch.downTime,
                eventsPerSecond: touch.eventsPerSecond,
                jitter: touch.jitter(now: now, configuration: configuration),
                stillSeconds: touch.stillSeconds(now: now), isStuck: touch.stuck != nil, path: touch.path)
        }
    }

    public var activeCount: Int { active.count }

    /// The counters in the shape the state document uses: events refused (unknown ids, non-finite values) count
    /// as rejected; repaired ones (a duplicate down, time going back, a lift at a non-finite place) do not.
    public var touchStatistics: TouchStatistics {
        var statistics = TouchStatistics()
        statistics.active = active.count
        statistics.totalContacts = totalContacts
        statistics.maxSimultaneous = maxSimultaneous
        statistics.rejectedEvents = refusedEvents
        statistics.cancelled = cancelled
        return statistics
    }

    /// Every touch found stuck so far, in the order found: those that moved on or ended, then those still stuck.
    public var stuckTouches: [TouchScreenReport.StuckTouch] {
        var ongoing = active
        return closedStuck + ongoing.indices.compactMap { ongoing[$0].closeStuck(at: now, ongoing: true) }
    }

    /// The paths of the touches that ended (as many as are kept) followed by those down now.
    public var paths: [(id: PointerID, points: [PathPoint])] {
        finishedPaths + active.map { ($0.id, $0.path) }
    }

    /// The paths of the last `limit` touches that ended, oldest first.
    public func recentFinishedPaths(_ limit: Int) -> ArraySlice<(id: PointerID, points: [PathPoint])> {
        finishedPaths.suffix(limit)
    }

    // MARK: Report

    public func report() -> TouchScreenReport {
        let live = liveTouches
        let contacts = (finished + active.map { Self.contact($0, endTime: nil, ending: "down", now: now) })
        let jitters = contacts.compactMap(\.maxJitter)
        return TouchScreenReport(
            window: .init(width: Int(width.rounded()), height: Int(height.rounded())),
            durationSeconds: firstTime.map { now - $0 } ?? 0,
            touches: .init(active: active.count, maxSimultaneous: maxSimultaneous, totalContacts: totalContacts,
                           cancelled: cancelled, bySource: contactsBySource),
            events: events,
            oddEvents: oddEvents,
            thresholds: .init(stillDistance: configuration.stillDistance, stillDuration: configuration.stillDuration,
                              stuckAfter: configuration.stuckAfter, rateWindow: configuration.rateWindow,
                              jitterWindow: configuration.jitterWindow),
            stuckTouches: stuckTouches,
            heatmap: .init(
                columns: heatmap.columns, rows: heatmap.rows, cellWidth: heatmap.cellWidth, cellHeight: heatmap.cellHeight,
                counts: (0..<heatmap.rows).map { row in (0..<heatmap.columns).map { heatmap[GridCell(column: $0, row: row)] } },
                maxCount: heatmap.maxCount, touchedCells: heatmap.touchedCellCount,
                untouchedCells: heatmap.counts.count - heatmap.touchedCellCount, deadZones: heatmap.untouchedCells),
            targets: targets.map {
                .init(place: $0.place.rawValue, x: $0.center.x, y: $0.center.y, radius: $0.radius, hit: $0.isHit,
                      firstHitTime: $0.firstHit?.time, touch: $0.firstHit?.touch.rawValue)
            },
            targetsHit: targets.count { $0.isHit },
            maxJitter: jitters.max(),
            contacts: contacts,
            droppedContacts: droppedContacts,
            activeTouches: live.map {
                .init(id: $0.id.rawValue, x: $0.position.x, y: $0.position.y, eventsPerSecond: $0.eventsPerSecond,
                      jitter: $0.jitter, stillSeconds: $0.stillSeconds, stuck: $0.isStuck)
            })
    }

    /// A device that reports no pressure gives exactly 1 throughout.
    private static func reportedPressure(_ touch: TestedTouch) -> ClosedRange<Double>? {
        guard let range = touch.pressureRange, !(range.lowerBound == 1 && range.upperBound == 1) else { return nil }
        return range
    }

    private static func contact(_ touch: TestedTouch, endTime: Double?, ending: String, now: Double? = nil) -> TouchScreenReport.Contact {
        let end = endTime ?? now ?? touch.downTime
        let duration = max(0, end - touch.downTime)
        return TouchScreenReport.Contact(
            id: touch.id.rawValue, source: touch.source.rawValue, downTime: touch.downTime, endTime: endTime, ending: ending,
            events: touch.eventCount, durationSeconds: duration,
            averageEventsPerSecond: duration > 0 ? Double(touch.eventCount) / duration : 0,
            peakEventsPerSecond: touch.peakEventsPerSecond, maxJitter: touch.maxJitter,
            pressure: reportedPressure(touch).map { .init(min: $0.lowerBound, max: $0.upperBound) },
            contactSize: touch.contactSizeRange.map { .init(min: $0.lowerBound, max: $0.upperBound) },
            path: touch.path.map { [rounded($0.position.x, 10), rounded($0.position.y, 10), rounded($0.time, 1000)] })
    }

    private static func rounded(_ value: Double, _ scale: Double) -> Double { (value * scale).rounded() / scale }
}
