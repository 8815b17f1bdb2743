import TouchEngine

/// One point of a touch's path.
public struct PathPoint: Equatable, Sendable {
    public var position: Vector2
    public var time: Double

    public init(_ position: Vector2, time: Double) {
        self.position = position
        self.time = time
    }
}

/// Everything the touchscreen test follows about one touch while it is down, in constant memory per touch (the
/// windows and the path have capacities).
///
/// Stillness is measured from an anchor: the place the finger settled. A sample `stillDistance` or more
/// from the anchor moves the anchor there and restarts the still time; jitter is the RMS distance of the
/// samples (since the anchor, within the jitter window) from their mean, kept as running sums of offsets
/// from the anchor so they stay small and exact.
struct TestedTouch: Sendable {
    let id: PointerID
    let source: PointerSource
    let downTime: Double
    /// Order of going down, for listing touches as they came.
    let sequence: Int
    var position: Vector2
    var pressure: Double
    var pressureRange: ClosedRange<Double>?
    var contactSizeRange: ClosedRange<Double>?
    var contactSize: Double?
    var eventCount = 0
    var recentEvents = TimedWindow<Void>()
    var peakEventsPerSecond = 0
    var anchor: Vector2
    var stillSince: Double
    var jitterSamples = TimedWindow<Vector2>()
    var sum = Vector2.zero
    var sumOfSquares = Vector2.zero
    var maxJitter: Double?
    var path: [PathPoint] = []
    var stuck: TouchScreenReport.StuckTouch?
    /// Distance travelled, in window pixels and in the geometry's measuring unit.
    var travelPixels = 0.0
    var travelMeasured = 0.0
    /// Intervals between reports while the finger moves, for its report rate.
    var movingIntervals = 0
    var movingSeconds = 0.0
    var lastSampleTime: Double?
    var line = LineJitterMeter()
    /// Where it went down, the sum of its reports' offsets from there (downs, moves and the lift) and their count:
    /// a tap's place is their mean.
    let downPosition: Vector2
    var reportOffsetSum = Vector2.zero
    var reportCount = 0
    /// The farthest any report lay from where it went down, in the measuring unit.
    var farthestFromDown = 0.0

    init(_ event: PointerEvent, sequence: Int) {
        id = event.id
        source = event.source
        downTime = event.time
        self.sequence = sequence
        position = event.position
        pressure = event.pressure
        anchor = event.position
        stillSince = event.time
        downPosition = event.position
    }

    /// The mean of its reports (window pixels).
    var meanPosition: Vector2 { reportCount == 0 ? downPosition : downPosition + reportOffsetSum / Double(reportCount) }

    /// A report of where the finger is (a down, a move, or where it lifted) for the tap figures.
    mutating func noteReport(_ point: Vector2, geometry: PanelGeometry) {
        reportOffsetSum += point - downPosition
        reportCount += 1
        farthestFromDown = max(farthestFromDown, geometry.length(point - downPosition))
    }

    /// What one sample contributes to the acceptance figures.
    struct SampleFigures {
        /// The RMS and peak jitter of a still finger, in the measuring unit, and where it is; nil while it is not
        /// still long enough.
        var stillJitter: (rms: Double, peak: Double, position: Vector2)?
        /// A moving finger's report against the line through its neighbours and its direction of travel.
        var line: LineJitterMeter.Reading?
        /// The stuck record this motion closed, if the touch was stuck and has now moved away.
        var closedStuck: TouchScreenReport.StuckTouch?
    }

    /// A down or move at `time` (already checked: finite, not earlier than the last one).
    mutating func sample(_ event: PointerEvent, time: Double, configuration: TouchScreenTestConfiguration,
                         geometry: PanelGeometry) -> SampleFigures {
        var figures = SampleFigures()
        let step = event.position - position
        travelPixels += step.length
        travelMeasured += geometry.length(step)
        position = event.position
        eventCount += 1
        recentEvents.append((), at: time, capacity: configuration.windowCapacity)
        recentEvents.drop(throughTime: time - configuration.rateWindow)
        peakEventsPerSecond = max(peakEventsPerSecond, recentEvents.count)
        if event.pressure.isFinite {
            pressure = event.pressure
            pressureRange = pressureRange.map { min($0.lowerBound, pressure)...max($0.upperBound, pressure) } ?? pressure...pressure
        }
        if let size = event.contactSize, size.isFinite {
            contactSize = size
            contactSizeRange = contactSizeRange.map { min($0.lowerBound, size)...max($0.upperBound, size) } ?? size...size
        }
        if position.distance(to: anchor) >= configuration.stillDistance {
            figures.closedStuck = closeStuck(at: time, ongoing: false)
            anchor = position
            stillSince = time
            jitterSamples.removeAll()
            sum = .zero
            sumOfSquares = .zero
        }
        countInterval(at: time, configuration: configuration)
        let offset = position - anchor
        if let overflow = jitterSamples.append(offset, at: time, capacity: configuration.windowCapacity) { forget(overflow) }
        sum += offset
        sumOfSquares += Vector2(offset.x * offset.x, offset.y * offset.y)
        trim(now: time, configuration: configuration)
        if let pixels = jitter(now: time, configuration: configuration) {
            maxJitter = max(maxJitter ?? 0, pixels)
            let mean = sum / Double(jitterSamples.count)
            figures.stillJitter = (jitter(in: geometry), geometry.length(offset - mean), position)
        }
        noteReport(position, geometry: geometry)
        figures.line = line.add(position, window: configuration.lineWindow,
                                         minimumSpan: configuration.lineMinimumSpan, geometry: geometry)
        appendToPath(PathPoint(position, time: time), configuration: configuration, force: false)
        return figures
    }

    /// Counts the interval since the last report when the finger is moving (it moved its anchor less than
    /// `stillDuration` ago): Linux reports a contact only when it changes, so a still finger says nothing of the rate.
    private mutating func countInterval(at time: Double, configuration: TouchScreenTestConfiguration) {
        defer { lastSampleTime = time }
        guard let last = lastSampleTime, time > last, time - last <= configuration.rateGapLimit,
              time - stillSince < configuration.stillDuration else { return }
        movingIntervals += 1
        movingSeconds += time - last
    }

    /// The touch as reasons name it.
    var name: ContactName { ContactName(id: id.rawValue, downTime: downTime) }

    /// Its RMS and peak jitter in the measuring unit at `time`, when it has been held still long enough by then: a
    /// finger (or a mouse) held still reports nothing, since Linux and SDL send only changes, so this is measured on
    /// the reports left in the window (0 when none is, as the live panel shows it), not only when a report comes.
    mutating func stillJitter(at time: Double, configuration: TouchScreenTestConfiguration,
                              geometry: PanelGeometry) -> (rms: Double, peak: Double)? {
        trim(now: time, configuration: configuration)
        guard jitter(now: time, configuration: configuration) != nil else { return nil }
        let offset = position - anchor
        let mean = jitterSamples.count > 0 ? sum / Double(jitterSamples.count) : offset
        return (jitter(in: geometry), geometry.length(offset - mean))
    }

    /// Reports per second while moving, once enough intervals were seen.
    func reportRate(configuration: TouchScreenTestConfiguration) -> Double? {
        guard movingIntervals >= configuration.rateMinimumIntervals, movingSeconds > 0 else { return nil }
        return Double(movingIntervals) / movingSeconds
    }

    /// Forgets samples that left the trailing windows by `now`.
    mutating func trim(now: Double, configuration: TouchScreenTestConfiguration) {
        recentEvents.drop(throughTime: now - configuration.rateWindow)
        for old in jitterSamples.drop(throughTime: now - configuration.jitterWindow) { forget(old.value) }
        if jitterSamples.count == 0 {
            sum = .zero
            sumOfSquares = .zero
        }
    }

    private mutating func forget(_ offset: Vector2) {
        sum -= offset
        sumOfSquares -= Vector2(offset.x * offset.x, offset.y * offset.y)
    }

    /// Events in the trailing rate window (call `trim` first).
    var eventsPerSecond: Int { recentEvents.count }

    func stillSeconds(now: Double) -> Double { max(0, now - stillSince) }

    /// RMS distance (px) from the mean position over the jitter window, nil while the finger has not been
    /// still for `stillDuration` (call `trim` first). Zero when no sample is left in the window.
    func jitter(now: Double, configuration: TouchScreenTestConfiguration) -> Double? {
        guard stillSeconds(now: now) >= configuration.stillDuration else { return nil }
        let variance = self.variance
        return max(0, variance.x + variance.y).squareRoot()
    }

    /// The same RMS distance in the geometry's measuring unit (each axis scaled by its own millimetres per pixel).
    func jitter(in geometry: PanelGeometry) -> Double {
        let spread = geometry.measured(Vector2(max(0, variance.x).squareRoot(), max(0, variance.y).squareRoot()))
        return spread.length
    }

    /// The variance of the jitter window's samples on each axis.
    private var variance: Vector2 {
        let n = Double(jitterSamples.count)
        guard n > 0 else { return .zero }
        let mean = sum / n
        return Vector2(sumOfSquares.x / n - mean.x * mean.x, sumOfSquares.y / n - mean.y * mean.y)
    }

    mutating func appendToPath(_ point: PathPoint, configuration: TouchScreenTestConfiguration, force: Bool) {
        if let last = path.last, !force, point.position.distance(to: last.position) < configuration.pathSpacing {
            return
        }
        path.append(point)
        if path.count > configuration.pathCapacity {
            let last = path[path.count - 1]
            path = stride(from: 0, to: path.count - 1, by: 2).map { path[$0] } + [last]
        }
    }

    /// Marks the touch stuck once it has been still for `stuckAfter`.
    mutating func checkStuck(now: Double, configuration: TouchScreenTestConfiguration) -> Bool {
        guard stuck == nil, stillSeconds(now: now) >= configuration.stuckAfter else { return false }
        stuck = TouchScreenReport.StuckTouch(
            id: id.rawValue, x: anchor.x, y: anchor.y, downTime: downTime, stillSince: stillSince, detectedAt: now,
            stillSeconds: stillSeconds(now: now), ongoing: true)
        return true
    }

    /// The stuck record as of `time`: `ongoing` false when the touch moved away or ended then (the record is
    /// then cleared), true for a report taken while it is still stuck.
    mutating func closeStuck(at time: Double, ongoing: Bool) -> TouchScreenReport.StuckTouch? {
        guard var record = stuck else { return nil }
        record.stillSeconds = max(record.stillSeconds, time - stillSince)
        record.ongoing = ongoing
        if !ongoing { stuck = nil }
        return record
    }
}
