import TouchSandboxSDL

/// A provider of live input besides the SDL window (Kivy's input providers): a TUIO listener, say. The driver
/// sleeps in SDL's event wait; a source with input wakes it (an SDL user event) and is then asked for it.
protocol InputSource: AnyObject {
    /// The input that arrived since the last call, stamped on the playback's clock (`now` is that clock).
    func collect(now: Double) -> [InputEvent]
    /// The next time the source must be asked even if it did not wake the driver (a silence timeout); nil when none.
    var nextDeadline: Double? { get }
}
