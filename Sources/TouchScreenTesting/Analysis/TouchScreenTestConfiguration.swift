import TouchEngine

/// Every threshold of the touchscreen test, in one place.
public struct TouchScreenTestConfiguration: Equatable, Sendable {
    /// A finger that stays within this distance (px) of where it settled counts as still.
    public var stillDistance: Double = 3
    /// A finger must have been still this long (s) before its jitter is measured.
    public var stillDuration: Double = 0.5
    /// A touch still for at least this long (s) is reported stuck.
    public var stuckAfter: Double = 10
    /// Events per second are counted over this trailing window (s).
    public var rateWindow: Double = 1
    /// Jitter is measured over the samples of this trailing window (s).
    public var jitterWindow: Double = 1
    /// The coverage heatmap's grid.
    public var heatmapColumns = 32
    public var heatmapRows = 20
    /// Edge and corner targets: centred this far (px) in from the edges they sit on, ticked by a touch
    /// landing within `targetRadius` of the centre.
    public var targetInset: Double = 40
    public var targetRadius: Double = 40
    /// The most points kept for one touch's path; a longer path is thinned to every other point.
    public var pathCapacity = 2048
    /// A path point closer than this (px) to the previous one is not kept (the last point always is).
    public var pathSpacing: Double = 1
    /// The most finished contacts kept for the report; older ones are dropped (and counted). Every contact still
    /// counts in the figures and checks, which are running statistics.
    public var contactRecordCapacity = 10_000
    /// The most finished contacts that keep their path; older ones keep their figures with an empty path.
    public var contactPathCapacity = 1_000
    /// The most stuck records kept for the report (all are counted).
    public var stuckRecordCapacity = 1_000
    /// The most samples a touch's trailing windows hold, whatever their times (a flood stamped with one time).
    public var windowCapacity = 4_096
    /// Moving jitter: each report is measured against the arc fitted to the run of this many reports on either side
    /// of it (25 in all): enough for the band's half-width to come within a few hundredths of a millimetre of the
    /// noise's bound, few enough that a run of a hand-drawn stroke is an arc (at 300 mm/s and 60 Hz it spans 120 mm,
    /// a circle of 3 cm radius is still one).
    public var pathJitterHalfWindow = 12
    /// Moving jitter: a run whose first and last reports are closer than this (px) is a finger at rest, judged by the
    /// static jitter instead (a still finger stays within `stillDistance`; a slow stroke at 20 mm/s and 200 Hz
    /// spans 2.4 mm, 6 px on a 0.4 mm pixel).
    public var pathJitterMinimumSpan: Double = 4
    /// Moving jitter at a corner: a run centred on a report that fits this many times worse than the run ending or
    /// starting at it (plus `pathJitterCornerSlack`, in the measuring unit, so an exact path's zeros compare) holds a
    /// corner, and the one-sided run is used instead.
    public var pathJitterCornerRatio: Double = 1.05
    public var pathJitterCornerSlack: Double = 0.005
    /// Report rate: an interval between two reports longer than this (s) is a pause, not a rate.
    public var rateGapLimit: Double = 0.25
    /// Report rate: a contact needs this many intervals while moving to have a rate.
    public var rateMinimumIntervals = 10
    /// Contact separation: distances are measured among at most this many touches down at once (the first ones),
    /// so each event costs a bounded amount however many touches a flood puts down.
    public var separationPoolSize = 64
    /// Separation: a touch contact lifted within this many times the separation limit of another touch contact that
    /// stays down `mergeHold` seconds more (or to the end) is two fingers the panel took for one (fingers lifted
    /// together, as a pinch ends, leave within a few hundredths of a second of each other).
    public var mergeFactor: Double = 2
    public var mergeHold: Double = 0.1
    /// Edge and corner reach: a contact that came `reachApproachFactor` times the limit closer to an edge (corner)
    /// than where it went down, and within `reachZoneFactor` times the limit of it, was heading for it; its closest
    /// approach then judges the panel. A contact that never headed for an edge says nothing of how near it reports.
    public var reachApproachFactor: Double = 2
    public var reachZoneFactor: Double = 4
    /// Accuracy: a tap lasts at most this long (s) from down to up …
    public var tapLongest: Double = 1
    /// … and none of its reports lies farther than this (mm; `stillDistance` px without a resolution) from where it went down.
    public var tapStillMillimetres: Double = 2

    public init() {}
}

extension TouchScreenTestConfiguration {
    var pathJitterSettings: PathJitterMeter.Settings {
        PathJitterMeter.Settings(halfWindow: max(2, pathJitterHalfWindow), minimumSpan: pathJitterMinimumSpan,
                                 cornerRatio: pathJitterCornerRatio, cornerSlack: pathJitterCornerSlack)
    }
}
