/// The pass/fail limits of the acceptance checks and where each comes from: a published profile
/// (`AcceptanceProfile`: Windows 10 by default, or Windows 8/8.1), our own additions named as ours, and any limit a
/// limits file overrides (docs/test-screen.md lists them all).
///
/// A distance limit has a millimetre figure, used when the resolution is known, and optionally a pixel figure used
/// when it is not; without one the check is reported untested rather than judged against a guessed scale. Reports
/// within `edgeBand` millimetres of an edge are judged by the edge limits (static and moving jitter, accuracy).
public struct AcceptanceLimits: Equatable, Sendable {
    /// A limit on a distance: millimetres when the panel's resolution is known, else pixels (when given).
    public struct Distance: Equatable, Sendable {
        public var millimetres: Double
        public var pixels: Double?

        public init(millimetres: Double, pixels: Double? = nil) {
            self.millimetres = millimetres
            self.pixels = pixels
        }
    }

    /// The published requirements the limits start from.
    public var profile: AcceptanceProfile
    public var staticJitterRMS = Distance(millimetres: 0.25)
    public var staticJitterPeak = Distance(millimetres: 0.5)
    /// Static jitter within `edgeBand` of an edge.
    public var staticJitterPeakEdge = Distance(millimetres: 1)
    public var movingJitterRMS = Distance(millimetres: 0.5)
    public var movingJitterPeak = Distance(millimetres: 1)
    public var movingJitterPeakEdge = Distance(millimetres: 2)
    /// The farthest a moving contact's report may step back against its direction of travel.
    public var movingBackwards = Distance(millimetres: 0)
    /// Reports repeated (the same place at the same time) allowed.
    public var duplicateReports = 0
    /// The slowest contact's report rate while moving must reach this (Hz).
    public var reportRate = 60.0
    /// At least this many contacts at once, and what the device declares (up to `contactsWorthDemanding`).
    public var minimumContacts = 5
    /// Contacts reported at once beyond the device's declared maximum allowed.
    public var contactsBeyondMaximum = 0
    /// The closest two contacts side by side (within 22.5° of horizontal or vertical) must be reported apart at this distance.
    public var contactSeparation = Distance(millimetres: 16)
    /// The same for two contacts placed diagonally.
    public var contactSeparationDiagonal = Distance(millimetres: 16)
    /// The farthest a tap may land from a grid target, and from a target in the edge band.
    public var accuracy = Distance(millimetres: 1)
    public var accuracyEdge = Distance(millimetres: 2)
    /// The farthest a straight stroke's report may lie from its fitted line.
    public var linearity = Distance(millimetres: 1)
    /// The band along the edges (mm) whose reports and targets are judged by the edge limits.
    public var edgeBand = AcceptanceProfile.edgeBandMillimetres
    public var ghostsPerMinute = 0.0
    /// A touch contact shorter than this (s) is a ghost.
    public var ghostShorterThan = 0.03
    /// A touch contact smaller than this across (mm) is a ghost (judged only when size and resolution are known).
    public var ghostSmallerThan = 4.0
    public var stuckTouches = 0
    public var edgeReach = Distance(millimetres: 5)
    public var cornerReach = Distance(millimetres: 7)
    /// The limits file these were read from (nil for a profile alone) and the checks whose limits it set.
    public var file: String?
    public var setByFile: Set<String> = []
    /// Where each check's limit comes from, by check id.
    var sources: [String: String] = [:]

    /// A device that declares more slots than this is asked for this many: the fingers of two hands.
    public static let contactsWorthDemanding = 10

    /// The limits of `profile` (Windows 10 by default).
    public init(profile: AcceptanceProfile = .win10) {
        self.profile = profile
        profile.apply(to: &self)
    }

    /// Windows 10 asks for a report rate at least the display's refresh rate: the live test gives it here (a limits
    /// file's `reportRate` still wins).
    public mutating func useRefreshRate(_ hertz: Double) {
        guard profile == .win10, hertz.isFinite, hertz > 0, !setByFile.contains("reportRate") else { return }
        reportRate = hertz
        sources["reportRate"] = "\(profile.document): report rate ≥ the display's refresh rate (\(AcceptanceFigures.text(hertz)) Hz)"
    }

    /// Where the limit of check `id` comes from.
    public func source(of id: String) -> String {
        if let file, setByFile.contains(id) { return "limits file \(file)" }
        return sources[id] ?? "ours"
    }
}
