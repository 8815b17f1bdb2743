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

/// Everything the touchscreen test follows about one touch while it is down.
///
/// Stillness is measured from an anchor: the place the finger settled. A sample `stillDistance` or more
/// from the anchor moves the anchor there and restarts the still time; jitter is the RMS distance of the
/// samples (since the anchor, within the jitter window) from their mean, kept as running sums of offsets
/// from the anchor so they stay small and exact.
struct TestedTouch: Sendable {
    let id: PointerID
    let source: PointerSource
    let downTime: Double
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

    init(_ event: PointerEvent) {
        id = event.id
        source = event.source
        downTime = event.time
        position = event.position
        pressure = event.pressure
        anchor = event.position
        stillSince = event.time
    }

    /// A down or move at `time` (already checked: finite, not earlier than the last one).
    /// Returns the stuck record this motion closed, if the touch was stuck and has now moved away.
    @discardableResult
    mutating func sample(_ event: PointerEvent, time: Double, configuration: TouchScreenTestConfiguration) -> TouchScreenReport.StuckTouch? {
        var closed: TouchScreenReport.StuckTouch?
        position = event.position
        eventCount += 1
        recentEvents.append((), at: time)
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
            closed = closeStuck(at: time, ongoing: false)
            anchor = position
            stillSince = time
            jitterSamples.removeAll()
            sum = .zero
            sumOfSquares = .zero
        }
        let offset = position - anchor
        jitterSamples.append(offset, at: time)
        sum += offset
        sumOfSquares += Vector2(offset.x * offset.x, offset.y * offset.y)
        trim(now: time, configuration: configuration)
        if let jitter = jitter(now: time, configuration: configuration) { maxJitter = max(maxJitter ?? 0, jitter) }
        appendToPath(PathPoint(position, time: time), configuration: configuration, force: false)
        return closed
    }

    /// Forgets samples that left the trailing windows by `now`.
    mutating func trim(now: Double, configuration: TouchScreenTestConfiguration) {
        recentEvents.drop(throughTime: now - configuration.rateWindow)
        for old in jitterSamples.drop(throughTime: now - configuration.jitterWindow) {
            sum -= old.value
            sumOfSquares -= Vector2(old.value.x * old.value.x, old.value.y * old.value.y)
        }
        if jitterSamples.count == 0 {
            sum = .zero
            sumOfSquares = .zero
        }
    }

    /// Events in the trailing rate window (call `trim` first).
    var eventsPerSecond: Int { recentEvents.count }

    func stillSeconds(now: Double) -> Double { max(0, now - stillSince) }

    /// RMS distance from the mean position over the jitter window, nil while the finger has not been
    /// still for `stillDuration` (call `trim` first). Zero when no sample is left in the window.
    func jitter(now: Double, configuration: TouchScreenTestConfiguration) -> Double? {
        guard stillSeconds(now: now) >= configuration.stillDuration else { return nil }
        let n = Double(jitterSamples.count)
        guard n > 0 else { return 0 }
        let mean = sum / n
        let variance = sumOfSquares.x / n - mean.x * mean.x + sumOfSquares.y / n - mean.y * mean.y
        return max(0, variance).squareRoot()
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
