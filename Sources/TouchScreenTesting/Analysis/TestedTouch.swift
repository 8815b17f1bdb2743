import TouchEngine

/// One touch while it is down, followed by the testing meters, each owning the figures it measures, in constant memory
/// per touch (their windows and the path have capacities). The touch itself keeps who it is, where it is now and
/// whether it is stuck: still for `stuckAfter` in one place.
struct TestedTouch: Sendable {
    let id: PointerID
    let source: PointerSource
    let downTime: Double
    /// Order of going down, for listing touches as they came.
    let sequence: Int
    var position: Vector2
    private(set) var stuck: TouchScreenReport.StuckTouch?
    private(set) var stillness: StillnessMeter
    private(set) var events = EventRateMeter()
    private(set) var reportRate = ReportRateMeter()
    private(set) var travel = TravelMeter()
    private(set) var pressureAndSize: PressureAndSizeMeter
    private(set) var tapPlace: TapPlaceMeter
    private var pathJitter = PathJitterMeter()
    private(set) var path = TouchPath()
    /// How it went toward the edges and corners.
    var reach = ReachMeter()

    init(_ event: PointerEvent, sequence: Int) {
        id = event.id
        source = event.source
        downTime = event.time
        self.sequence = sequence
        position = event.position
        stillness = StillnessMeter(at: event.position, time: event.time)
        pressureAndSize = PressureAndSizeMeter(pressure: event.pressure)
        tapPlace = TapPlaceMeter(down: event.position)
    }

    /// What one sample contributes to the acceptance figures.
    struct SampleFigures {
        /// The RMS and peak jitter of a still finger, in the measuring unit, and where it is; nil while it is not
        /// still long enough.
        var stillJitter: (rms: Double, peak: Double, position: Vector2)?
        /// Moving reports judged against the arc through their neighbours and their direction of travel (they come
        /// a few reports late).
        var path: [PathJitterMeter.Reading] = []
        /// The stuck record this motion closed, if the touch was stuck and has now moved away.
        var closedStuck: TouchScreenReport.StuckTouch?
    }

    /// A down or move at `time` (already checked: finite, not earlier than the last one).
    mutating func sample(_ event: PointerEvent, time: Double, configuration: TouchScreenTestConfiguration,
                         geometry: PanelGeometry) -> SampleFigures {
        var figures = SampleFigures()
        travel.add(event.position - position, geometry: geometry)
        position = event.position
        events.count(at: time, configuration: configuration)
        pressureAndSize.note(event)
        if stillness.hasLeft(for: position, configuration: configuration) {
            figures.closedStuck = closeStuck(at: time, ongoing: false)
            stillness.settle(at: position, time: time)
        }
        reportRate.report(at: time, stillSince: stillness.stillSince, configuration: configuration)
        if let still = stillness.sample(position, time: time, configuration: configuration, geometry: geometry) {
            figures.stillJitter = (still.rms, still.peak, position)
        }
        tapPlace.note(position, geometry: geometry)
        figures.path = pathJitter.add(position, geometry: geometry, settings: configuration.pathJitterSettings)
        appendToPath(PathPoint(position, time: time), configuration: configuration, force: false)
        return figures
    }

    /// The lift at `point` (its last known place when the lift had none): the last point of its path and of its tap.
    mutating func lift(at point: Vector2, time: Double, configuration: TouchScreenTestConfiguration, geometry: PanelGeometry) {
        appendToPath(PathPoint(point, time: time), configuration: configuration, force: true)
        tapPlace.note(point, geometry: geometry)
    }

    /// The readings of its last moving reports, when it ends (or when the checks are taken while it is down).
    mutating func finishPath(configuration: TouchScreenTestConfiguration) -> [PathJitterMeter.Reading] {
        pathJitter.finish(settings: configuration.pathJitterSettings)
    }

    /// The touch as reasons name it.
    var name: ContactName { ContactName(id: id.rawValue, downTime: downTime) }

    /// Its RMS and peak jitter in the measuring unit at `time`, when it has been held still long enough by then: a
    /// finger (or a mouse) held still reports nothing, since Linux and SDL send only changes, so this is measured on
    /// the reports left in the window (0 when none is, as the live panel shows it), not only when a report comes.
    mutating func stillJitter(at time: Double, configuration: TouchScreenTestConfiguration,
                              geometry: PanelGeometry) -> (rms: Double, peak: Double)? {
        trim(now: time, configuration: configuration)
        return stillness.jitter(of: position, now: time, configuration: configuration, geometry: geometry)
    }

    /// Forgets samples that left the trailing windows by `now`.
    mutating func trim(now: Double, configuration: TouchScreenTestConfiguration) {
        events.trim(now: now, configuration: configuration)
        stillness.trim(now: now, configuration: configuration)
    }

    private mutating func appendToPath(_ point: PathPoint, configuration: TouchScreenTestConfiguration, force: Bool) {
        path.append(point, spacing: configuration.pathSpacing, capacity: configuration.pathCapacity, force: force)
    }

    /// Marks the touch stuck once it has been still for `stuckAfter`.
    mutating func checkStuck(now: Double, configuration: TouchScreenTestConfiguration) -> Bool {
        guard stuck == nil, stillness.stillSeconds(now: now) >= configuration.stuckAfter else { return false }
        stuck = TouchScreenReport.StuckTouch(
            id: id.rawValue, x: stillness.anchor.x, y: stillness.anchor.y, downTime: downTime,
            stillSince: stillness.stillSince, detectedAt: now, stillSeconds: stillness.stillSeconds(now: now), ongoing: true)
        return true
    }

    /// The stuck record as of `time`: `ongoing` false when the touch moved away or ended then (the record is
    /// then cleared), true for a report taken while it is still stuck.
    mutating func closeStuck(at time: Double, ongoing: Bool) -> TouchScreenReport.StuckTouch? {
        guard var record = stuck else { return nil }
        record.stillSeconds = max(record.stillSeconds, time - stillness.stillSince)
        record.ongoing = ongoing
        if !ongoing { stuck = nil }
        return record
    }
}
