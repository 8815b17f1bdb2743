import Foundation
import TouchEngine

/// Every figure of a touchscreen test, written as `report.json` (keys sorted, so the same input gives the
/// same bytes). Times are seconds on the events' clock; positions and distances are window pixels, except the
/// acceptance checks and the fields named in millimetres, which speak millimetres when the device gives a
/// resolution. Optional figures are left out when there is nothing to report (a device that reports no pressure, a
/// finger never still long enough for its jitter to count); the millimetre fields the interface promises are
/// written as null when the resolution is unknown.
public struct TouchScreenReport: Codable, Equatable, Sendable {
    public struct Size: Codable, Equatable, Sendable {
        public var width: Int
        public var height: Int
    }

    public struct Touches: Codable, Equatable, Sendable {
        /// Touches still down when the report was taken.
        public var active: Int
        public var maxSimultaneous: Int
        /// Every touch that went down.
        public var totalContacts: Int
        /// Touches that ended by cancellation.
        public var cancelled: Int
        /// Contacts by source ("touch", "mouse", "pen", "tuio").
        public var bySource: [String: Int]
    }

    public struct Events: Codable, Equatable, Sendable {
        /// Events applied (odd events refused are not among them).
        public var total: Int
        public var down: Int
        public var move: Int
        public var up: Int
        public var cancel: Int
        /// Downs and moves outside the window (applied, but on no heatmap cell).
        public var outsideWindow: Int
    }

    /// Events that were refused, or repaired to keep the touches consistent.
    public struct OddEvents: Codable, Equatable, Sendable {
        /// A move for an id not down (refused).
        public var unknownMoves = 0
        /// An up for an id not down (refused).
        public var unknownUps = 0
        /// A cancel for an id not down (refused).
        public var unknownCancels = 0
        /// NaN or infinite coordinates: refused for a down or move; an up or cancel still ends its touch at its last position.
        public var nonFiniteCoordinates = 0
        /// NaN or infinite time (refused).
        public var nonFiniteTimes = 0
        /// A down for an id already down: the old touch is ended first.
        public var duplicateDowns = 0
        /// An event earlier than the one before it: applied at the later time.
        public var timeWentBackwards = 0
        /// All of the above.
        public var total = 0
    }

    /// The thresholds the figures were measured with.
    public struct Thresholds: Codable, Equatable, Sendable {
        public var stillDistance: Double
        public var stillDuration: Double
        public var stuckAfter: Double
        public var rateWindow: Double
        public var jitterWindow: Double
    }

    /// A touch that stayed still (within `stillDistance`) for `stuckAfter` seconds or more.
    public struct StuckTouch: Codable, Equatable, Sendable {
        public var id: Int
        /// Where it stayed.
        public var x: Double
        public var y: Double
        public var downTime: Double
        public var stillSince: Double
        public var detectedAt: Double
        /// How long it stayed still: until it moved away or ended, or until the report for an ongoing one.
        public var stillSeconds: Double
        /// Still down and still there when the report was taken.
        public var ongoing: Bool
    }

    public struct Heatmap: Codable, Equatable, Sendable {
        public var columns: Int
        public var rows: Int
        public var cellWidth: Double
        public var cellHeight: Double
        /// Down and move events per cell: `counts[row][column]`, rows top to bottom.
        public var counts: [[Int]]
        public var maxCount: Int
        public var touchedCells: Int
        public var untouchedCells: Int
        /// The untouched cells, row by row: candidate dead zones.
        public var deadZones: [GridCell]
    }

    public struct Target: Codable, Equatable, Sendable {
        /// "top-left", "top", "top-right", "right", "bottom-right", "bottom", "bottom-left", "left".
        public var place: String
        public var x: Double
        public var y: Double
        public var radius: Double
        public var hit: Bool
        public var firstHitTime: Double?
        /// The touch that ticked it first.
        public var touch: Int?
        /// How close any touch came to the centre: pixels (0.1 px; left out before any touch) and millimetres
        /// (0.01 mm; null without a resolution or before any touch).
        public var closestPixels: Double?
        @NullWhenUnknown public var closestMillimetres: Double?
    }

    public struct ValueRange: Codable, Equatable, Sendable {
        public var min: Double
        public var max: Double

        public init(min: Double, max: Double) {
            self.min = min
            self.max = max
        }
    }

    /// The panel as far as it is known: never guessed, null where the device does not say.
    public struct Device: Codable, Equatable, Sendable {
        @NullWhenUnknown public var name: String?
        /// The window's width and height in millimetres, from the device's resolution.
        @NullWhenUnknown public var widthMillimetres: Double?
        @NullWhenUnknown public var heightMillimetres: Double?
        /// The contacts the device declares it tracks at once (its `ABS_MT_SLOT` range).
        @NullWhenUnknown public var declaredContacts: Int?
        /// "mm" when the resolution is known, else "px": the unit of the checks' distances.
        public var measuringUnit: String
    }

    /// One touch from down to its end (or to the report, when still down).
    public struct Contact: Codable, Equatable, Sendable {
        public var id: Int
        public var source: String
        public var downTime: Double
        /// nil while still down.
        public var endTime: Double?
        /// "up", "cancel", "replaced" (a second down for the same id) or "down" (still down).
        public var ending: String
        /// Downs and moves.
        public var events: Int
        public var durationSeconds: Double
        public var averageEventsPerSecond: Double
        /// The most events in any trailing rate window.
        public var peakEventsPerSecond: Int
        /// The largest jitter measured while the finger was still.
        public var maxJitter: Double?
        /// Left out when the device reported none (a pressure of exactly 1 throughout).
        public var pressure: ValueRange?
        public var contactSize: ValueRange?
        /// `[x, y, t]` points, x and y rounded to 0.1 px, t to the millisecond; thinned when long; empty for
        /// contacts older than the last `contactPathCapacity` (1,000).
        public var path: [[Double]]
        /// The distance the contact travelled, in window pixels (0.1 px).
        public var travelPixels: Double
        /// The same in millimetres (0.01 mm); null when the resolution is unknown.
        @NullWhenUnknown public var travelMillimetres: Double?
        /// Reports per second while moving; left out when it moved for too few reports.
        public var reportRate: Double?
    }

    /// An accuracy crosshair and the closest tap it got (`AccuracyTargets`).
    public struct AccuracyTarget: Codable, Equatable, Sendable {
        public var place: String
        public var x: Double
        public var y: Double
        /// Within the edge band: judged by `accuracyEdge`.
        public var edgeBand: Bool
        /// The closest tap's place (mean of its reports, 0.1 px), its distance in the measuring unit (0.001) and its
        /// contact; left out before a tap.
        public var tapX: Double?
        public var tapY: Double?
        public var miss: Double?
        public var touch: Int?
    }

    /// When the panel's size is unknown: the checks that could not be judged, and how to give the size.
    public struct WithoutPanelSize: Codable, Equatable, Sendable {
        public var checks: [String]
        public var advice: String
    }

    /// A touch still down when the report was taken, as the live panel showed it.
    public struct ActiveTouch: Codable, Equatable, Sendable {
        public var id: Int
        public var x: Double
        public var y: Double
        public var eventsPerSecond: Int
        public var jitter: Double?
        public var stillSeconds: Double
        public var stuck: Bool
    }

    public var format = "touch-sandbox-test-screen-report"
    public var version = 1
    public var window: Size
    /// From the first event to the report.
    public var durationSeconds: Double
    public var touches: Touches
    public var events: Events
    public var oddEvents: OddEvents
    public var thresholds: Thresholds
    /// The first `stuckRecordCapacity` (1,000) touches found stuck; `stuckTouchCount` counts them all.
    public var stuckTouches: [StuckTouch]
    public var stuckTouchCount: Int
    public var heatmap: Heatmap
    public var targets: [Target]
    public var targetsHit: Int
    /// The largest jitter of any contact.
    public var maxJitter: Double?
    public var contacts: [Contact]
    /// Contacts left out of `contacts` because more than the configured number finished.
    public var droppedContacts: Int
    public var activeTouches: [ActiveTouch]
    public var device: Device
    /// The acceptance checks, in a fixed order.
    public var checks: [AcceptanceCheck]
    public var acceptance: AcceptanceSummary
    /// The accuracy crosshairs: the nine grid targets, then the edge-band ones (only when the resolution is known).
    public var accuracyTargets: [AccuracyTarget] = []
    /// Left out when the resolution is known.
    public var withoutPanelSize: WithoutPanelSize?
    /// The published requirements the limits come from: "win10" or "win8" (a limits file may override some).
    public var limitsProfile = AcceptanceProfile.win10.rawValue
    /// The limits file that overrode some of them; left out when none.
    public var limitsFile: String?
    /// Mouse events SDL made from touches (filled in by the app; absent for replays).
    public var synthesizedMouseEvents: Int?
    /// Where the events came from: "interactive" or the recording's path (filled in by the app).
    public var input: String?

    /// Figures that came out infinite or NaN, written as null: where each is and why. Left out when there are none.
    public var nonFiniteFigures: [NonFiniteFigure]?

    /// The report as JSON: pretty-printed, keys sorted, ending with a newline. A non-finite figure is written as
    /// null and listed in `nonFiniteFigures`; it never costs the rest of the report.
    public func jsonData() throws -> Data {
        try NonFiniteJSON.encode(self) { report, figures in report.nonFiniteFigures = figures }.data
    }
}
