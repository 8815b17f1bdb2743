import TouchEngine

extension TouchScreenAnalyzer {
    // MARK: Live figures

    /// Touches down now, in the order they went down, with their figures as of `now`.
    public var liveTouches: [LiveTouch] { liveTouches(last: Int.max) }

    /// The last `limit` touches to go down that are still down, in the order they went down.
    public func liveTouches(last limit: Int) -> [LiveTouch] {
        touchesInOrder(last: limit).map { touch in
            LiveTouch(
                id: touch.id, source: touch.source, position: touch.position,
                pressure: touch.pressureAndSize.reportedPressureRange.map { _ in touch.pressureAndSize.pressure },
                contactSize: touch.pressureAndSize.contactSize, downTime: touch.downTime,
                eventsPerSecond: touch.events.perSecond,
                jitter: touch.stillness.jitter(now: now, configuration: configuration),
                measuredJitter: touch.stillness.jitter(now: now, configuration: configuration).map { _ in touch.stillness.jitter(in: geometry) },
                stillSeconds: touch.stillness.stillSeconds(now: now), isStuck: touch.stuck != nil, path: touch.path.points)
        }
    }

    public var activeCount: Int { active.count }

    /// The counters in the shape the state document uses: events refused (unknown ids, non-finite values) count
    /// as rejected; repaired ones (a duplicate down, time going back, a lift at a non-finite place) do not.
    public var touchStatistics: TouchStatistics {
        stream.counts.statistics
    }

    /// Touches found stuck, in the order found: those that moved on or ended (the first `stuckRecordCapacity`),
    /// then those still stuck.
    public var stuckTouches: [TouchScreenReport.StuckTouch] {
        closedStuck.records + touchesInOrder(last: Int.max).compactMap { touch in
            var touch = touch
            return touch.closeStuck(at: now, ongoing: true)
        }
    }

    /// Every touch found stuck, also those past the record capacity.
    public var stuckTouchCount: Int { closedStuck.count + active.values.count { $0.stuck != nil } }

    /// The paths of the last `limit` touches that ended (those that kept a path), oldest first.
    public func recentFinishedPaths(_ limit: Int) -> [(id: PointerID, points: [PathPoint])] {
        finished.recentPaths(limit)
    }

    /// What the report picture draws: the paths of the last `limit` touches that ended, then of the last `limit`
    /// touches still down.
    public func recentPaths(_ limit: Int) -> [(id: PointerID, points: [PathPoint])] {
        recentFinishedPaths(limit) + touchesInOrder(last: limit).map { ($0.id, $0.path.points) }
    }

    /// The acceptance checks as of now: touches still down count as if they ended now (their rates, their stillness).
    public var checks: [AcceptanceCheck] {
        let stuck = stuckTouches
        var figures = self.figures
        _ = settleMerges(at: now, final: true, into: &figures)
        for var touch in touchesInOrder(last: Int.max) { noteEnd(of: &touch, at: now, in: &figures) }
        return figures.checks(AcceptanceFigures.Context(
            geometry: geometry, limits: limits, configuration: configuration, maxSimultaneous: maxSimultaneous,
            totalContacts: totalContacts, stuckCount: stuckTouchCount,
            stuckExamples: stuck.prefix(AcceptanceFigures.ghostExampleCount).map { ContactName(id: $0.id, downTime: $0.downTime) },
            durationSeconds: clock.durationSeconds, accuracyTargets: accuracyTargets, moves: eventTally.events.move))
    }

    /// The touches down now in the order they went down, the last `limit` of them.
    private func touchesInOrder(last limit: Int) -> [TestedTouch] {
        let touches = active.values.sorted { $0.sequence < $1.sequence }
        return limit >= touches.count ? touches : Array(touches.suffix(limit))
    }

    // MARK: Report

    public func report() -> TouchScreenReport {
        let down = touchesInOrder(last: Int.max)
        let contacts = finished.entries.map { kept in
            var record = kept.record
            record.path = (kept.path ?? []).map(Self.pathEntry)
            return record
        } + down.map { contact($0, endTime: nil, ending: "down") }
        let jitters = contacts.compactMap(\.maxJitter)
        let checks = self.checks
        let millimetres = geometry.windowMillimetres(width: width, height: height)
        return TouchScreenReport(
            window: .init(width: Self.wholePixels(width), height: Self.wholePixels(height)),
            durationSeconds: clock.firstTime.map { Self.rounded(now - $0, 1e6) } ?? 0,
            touches: .init(active: active.count, maxSimultaneous: stream.counts.maxSimultaneous, totalContacts: stream.counts.totalContacts,
                           cancelled: stream.counts.cancelled, bySource: contactTally.bySource),
            events: eventTally.events,
            oddEvents: oddEvents,
            thresholds: .init(stillDistance: configuration.stillDistance, stillDuration: configuration.stillDuration,
                              stuckAfter: configuration.stuckAfter, rateWindow: configuration.rateWindow,
                              jitterWindow: configuration.jitterWindow),
            stuckTouches: stuckTouches,
            stuckTouchCount: stuckTouchCount,
            heatmap: .init(
                columns: heatmap.columns, rows: heatmap.rows, cellWidth: heatmap.cellWidth, cellHeight: heatmap.cellHeight,
                counts: (0..<heatmap.rows).map { row in (0..<heatmap.columns).map { heatmap[GridCell(column: $0, row: row)] } },
                maxCount: heatmap.maxCount, touchedCells: heatmap.touchedCellCount,
                untouchedCells: heatmap.counts.count - heatmap.touchedCellCount, deadZones: heatmap.untouchedCells),
            targets: targets.map {
                .init(place: $0.place.rawValue, x: $0.center.x, y: $0.center.y, radius: $0.radius, hit: $0.isHit,
                      firstHitTime: $0.firstHit?.time, touch: $0.firstHit?.touch.rawValue,
                      closestPixels: $0.closestPixels.map { Self.rounded($0, 10) },
                      closestMillimetres: geometry.millimetresPerPixel == nil ? nil : $0.closestMeasured.map { Self.rounded($0, 100) })
            },
            targetsHit: targets.count { $0.isHit },
            maxJitter: jitters.max(),
            contacts: contacts,
            droppedContacts: finished.dropped,
            activeTouches: down.map { touch in
                .init(id: touch.id.rawValue, x: touch.position.x, y: touch.position.y, eventsPerSecond: touch.events.perSecond,
                      jitter: touch.stillness.jitter(now: now, configuration: configuration),
                      stillSeconds: touch.stillness.stillSeconds(now: now),
                      stuck: touch.stuck != nil)
            },
            device: .init(name: geometry.name, widthMillimetres: millimetres.map { Self.rounded($0.width, 100) },
                          heightMillimetres: millimetres.map { Self.rounded($0.height, 100) },
                          declaredContacts: geometry.declaredContacts, measuringUnit: geometry.unit),
            checks: checks,
            acceptance: AcceptanceSummary(checks),
            accuracyTargets: accuracyTargets.targets.map {
                .init(place: $0.place, x: Self.rounded($0.position.x, 10), y: Self.rounded($0.position.y, 10), edgeBand: $0.inEdgeBand,
                      tapX: $0.tap.map { Self.rounded($0.x, 10) }, tapY: $0.tap.map { Self.rounded($0.y, 10) },
                      miss: $0.miss.map { Self.rounded($0, 1000) }, touch: $0.touch)
            },
            withoutPanelSize: withoutPanelSize(checks),
            limitsProfile: limits.profile.rawValue,
            limitsFile: limits.file)
    }

    /// The ids of the checks that cannot be judged without the panel's size (taken without a resolution): those in
    /// mm alone, and distance checks with no pixel limit.
    public static func checksNeedingPanelSize(_ checks: [AcceptanceCheck]) -> [String] {
        let alwaysMillimetres: Set = ["staticJitterPeakEdge", "movingJitterPeakEdge", "accuracyEdge", "linearity"]
        return checks.filter { $0.result == .untested && (alwaysMillimetres.contains($0.id) || ($0.unit == "px" && $0.limit == nil)) }.map(\.id)
    }

    /// The checks that need the panel's size and could not be judged without it; nil when the resolution is known.
    private func withoutPanelSize(_ checks: [AcceptanceCheck]) -> TouchScreenReport.WithoutPanelSize? {
        guard geometry.millimetresPerPixel == nil else { return nil }
        return .init(checks: Self.checksNeedingPanelSize(checks),
                     advice: "the device gives no resolution, so millimetre limits cannot be applied: give the panel's size with --panel-size WxHmm (width x height of the area the window covers), or pixel limits in a --limits file; ghost touches are then also judged by size")
    }

    /// A contact's record; its path is filled in when the report is made.
    func contact(_ touch: TestedTouch, endTime: Double?, ending: String) -> TouchScreenReport.Contact {
        let end = endTime ?? now
        let duration = max(0, end - touch.downTime)
        return TouchScreenReport.Contact(
            id: touch.id.rawValue, source: touch.source.rawValue, downTime: touch.downTime, endTime: endTime, ending: ending,
            events: touch.events.total, durationSeconds: Self.rounded(duration, 1e6),
            averageEventsPerSecond: duration > 0 ? Self.rounded(Double(touch.events.total) / duration, 1000) : 0,
            peakEventsPerSecond: touch.events.peakPerSecond, maxJitter: touch.stillness.maxJitter,
            pressure: touch.pressureAndSize.reportedPressureRange.map { .init(min: $0.lowerBound, max: $0.upperBound) },
            contactSize: touch.pressureAndSize.contactSizeRange.map { .init(min: $0.lowerBound, max: $0.upperBound) },
            path: endTime == nil ? touch.path.points.map(Self.pathEntry) : [],
            travelPixels: Self.rounded(touch.travel.pixels, 10),
            travelMillimetres: geometry.millimetresPerPixel == nil ? nil : Self.rounded(touch.travel.measured, 100),
            reportRate: touch.reportRate.rate(configuration: configuration).map { Self.rounded($0, 1000) })
    }

    private static func pathEntry(_ point: PathPoint) -> [Double] {
        [rounded(point.position.x, 10), rounded(point.position.y, 10), rounded(point.time, 1000)]
    }

    private static func rounded(_ value: Double, _ scale: Double) -> Double { (value * scale).rounded() / scale }

    /// A window side in whole pixels, total for any value.
    private static func wholePixels(_ value: Double) -> Int {
        value.isFinite ? Int(min(max(value.rounded(), 0), 1_000_000)) : 0
    }
}
