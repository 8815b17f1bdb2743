/// The raw kernel events of a device recording (evemu or libinput record), read one line at a time after the
/// recording's own device description.
///
/// Rule: a malformed line is recorded in the `problems` passed in and skipped; `nextEvent` returns nil only at
/// the end of the events.
protocol EvdevEventSource: AnyObject {
    /// The device description the recording carries itself (possibly empty).
    var device: EvdevDeviceFacts { get }
    /// Whether event times already count from the start of the recording (libinput); evemu's count from boot or
    /// the epoch, so they are taken from the first event.
    var timesAreRelative: Bool { get }
    func nextEvent(_ problems: inout RecordingProblems) -> EvdevEvent?
}
