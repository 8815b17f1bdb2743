/// Every threshold `devices` judges a touch device by, each with the reason for its value.
///
/// Places are normalised to the device's surface (0…1 on both axes, as libinput and SDL report them), so two nodes of
/// one panel with different axis ranges compare alike; times are seconds.
public struct DeviceHealthConfiguration: Equatable, Sendable {
    /// Two contacts on two devices are one contact sent twice when they begin within this of each other and end
    /// within this of each other. Two nodes of one panel get the same report from the controller within a millisecond
    /// or two (the kernel stamps each node as the report arrives); 50 ms also allows for a second interface polled
    /// every 16 ms. Two people, or a pen and a finger, land and lift together this closely almost never.
    public var twinTimeWindow = 0.05
    /// …and at the same place: begin and end within this distance (a share of the surface). Two nodes of one panel
    /// report one point; 3 % allows a second interface with a coarser grid or its own edge margins.
    public var twinPlaceTolerance = 0.03
    /// "Most of the time": the share of the contacts of the device with fewer contacts that must have a twin on the
    /// other. A second interface may drop a contact now and then (it reports only the first finger, or misses a
    /// quick tap), so not all; fewer than two in three is chance or one person using two devices.
    public var duplicateShare = 0.6
    /// Fewer contacts than this on either device judge nothing: one or two coincidences are not a pattern.
    public var minimumContactsToJudge = 3

    /// A contact that never moves and lasts less than this is a flash no finger makes: a deliberate tap stays on the
    /// glass 40 ms or more, and panels report every 4–17 ms, so a real touch is seen in more than one frame.
    public var flashMaximumDuration = 0.02
    /// "Never moves": it travels no farther than this from where it began (0.1 % of the surface, about a device unit
    /// or two on a 4096-wide axis; a resting finger still rolls more).
    public var stillTolerance = 0.001
    /// Contacts beginning within this of each other are at the same spot; a finger never lands three times within
    /// half a millimetre, but a ghost comes back to the defect (a scratch, a pressed bezel, an interference line).
    public var spotTolerance = 0.002
    /// A spot hit this many times or more is a repeating ghost.
    public var repeatedSpotCount = 3
    /// Ghost signs count (without `--idle`) when at least this many contacts show them…
    public var minimumGhostContacts = 3
    /// …and they are at least this share of all contacts: a person may make one or two flashes by brushing the glass.
    public var ghostShare = 0.25
    /// More contacts a second than people make: a visitor taps at most 5–8 times a second, and even ten fingers put
    /// down twice a second average below this over a session.
    public var plausibleContactsPerSecond = 20.0
    /// The rate is judged only over this many contacts or more (a ten-finger tap in half a second is not noise).
    public var minimumContactsForRate = 30
    /// With `--idle` (nobody touched), a device with more contacts than this is noisy: every contact is a ghost.
    public var idleGhostsAllowed = 0

    public init() {}
}
