/// The pass/fail limits of the acceptance checks, and what counts as a ghost touch. The defaults and where they come
/// from (docs/test-screen.md tells the same):
///
/// | check | default | source |
/// |---|---|---|
/// | static jitter, peak | ≤ 0.5 mm | Microsoft's Windows touch hardware requirements (stationary jitter of a contact) |
/// | static jitter, RMS | ≤ 0.25 mm | ours: half the peak figure, so noise that keeps near the peak limit fails too |
/// | jitter along a line, RMS | ≤ 0.5 mm | the Windows requirements' jitter figure, applied to a moving contact |
/// | report rate, slowest contact | ≥ 100 Hz | the Windows requirements: 100 Hz per contact |
/// | contacts at once | ≥ 5, and ≥ what the device declares (at most 10) | the Windows requirements: 5 contacts |
/// | closest contacts kept apart | ≤ 12 mm | the Windows requirements' contact separation |
/// | ghost touches | 0 per minute | the Windows requirements: no ghost contacts |
/// | stuck touches | 0 | ours: a touch still for `stuckAfter` seconds is a fault |
/// | edge reach | ≤ 5 mm | ours: half a fingertip contact (8–10 mm, Dandekar et al., MIT Touch Lab 2003) |
/// | corner reach | ≤ 7 mm | ours: the edge figure on both sides (5 mm · √2) |
///
/// A ghost is a touch contact shorter than 30 ms (a human tap lasts 50 ms or more) or smaller than 4 mm across (a
/// fingertip is 8–10 mm; Microsoft's touch design guidance asks 7 mm targets at least). A distance limit has a
/// millimetre figure, used when the resolution is known, and optionally a pixel figure used when it is not; without
/// one the check is reported untested rather than judged against a guessed scale.
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

    public var staticJitterRMS = Distance(millimetres: 0.25)
    public var staticJitterPeak = Distance(millimetres: 0.5)
    public var movingJitterRMS = Distance(millimetres: 0.5)
    /// The slowest contact's report rate while moving must reach this (Hz).
    public var reportRate = 100.0
    /// At least this many contacts at once, and what the device declares (up to `contactsWorthDemanding`).
    public var minimumContacts = 5
    public var contactSeparation = Distance(millimetres: 12)
    public var ghostsPerMinute = 0.0
    /// A touch contact shorter than this (s) is a ghost.
    public var ghostShorterThan = 0.03
    /// A touch contact smaller than this across (mm) is a ghost (judged only when size and resolution are known).
    public var ghostSmallerThan = 4.0
    public var stuckTouches = 0
    public var edgeReach = Distance(millimetres: 5)
    public var cornerReach = Distance(millimetres: 7)
    /// The limits file these were read from (nil for the defaults) and the checks whose limits it set.
    public var file: String?
    public var setByFile: Set<String> = []

    /// A device that declares more slots than this is asked for this many: the fingers of two hands.
    public static let contactsWorthDemanding = 10

    public init() {}

    /// The source of each default limit, by check id.
    static let defaultSources: [String: String] = [
        "staticJitterRMS": "ours: half the Windows stationary-jitter figure",
        "staticJitterPeak": "Microsoft Windows touch hardware requirements: stationary jitter",
        "movingJitterRMS": "Microsoft Windows touch hardware requirements: jitter, applied to a moving contact",
        "reportRate": "Microsoft Windows touch hardware requirements: 100 Hz per contact",
        "contacts": "Microsoft Windows touch hardware requirements: 5 contacts; and the device's declared slots",
        "contactSeparation": "Microsoft Windows touch hardware requirements: contact separation",
        "ghostTouches": "Microsoft Windows touch hardware requirements: no ghost contacts",
        "stuckTouches": "ours: a touch still for the stuck time is a fault",
        "edgeReach": "ours: half a fingertip contact (8-10 mm, MIT Touch Lab)",
        "cornerReach": "ours: the edge figure on both sides (5 mm x 1.41)",
    ]

    /// Where the limit of check `id` comes from.
    func source(of id: String) -> String {
        if let file, setByFile.contains(id) { return "limits file \(file)" }
        return Self.defaultSources[id] ?? "default"
    }
}
