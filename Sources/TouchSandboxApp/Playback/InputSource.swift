/// Where a playback's input comes from (Kivy's input providers): the window (SDL), a recording, a TUIO listener.
/// The driver runs one loop over its sources: each turn it has every source gather what is due by the playback
/// clock's `now` and takes it with `next`, hands it to the mode, and then sleeps until the earliest `nextDeadline`
/// of the sources, the mode and the next frame, or until the window's event queue wakes it (a source gathering
/// input on another thread posts to that queue).
protocol InputSource: AnyObject {
    /// Makes ready what is due at or before `now` (the playback clock); called once a loop turn, before `next`.
    func gather(upTo now: Double)
    /// The next input gathered, oldest first; nil when none is left this turn. The driver takes at most
    /// `PlaybackDriver.inputPerTurn` a turn from each source, then comes back for the rest.
    func next() -> PlaybackInput?
    /// The next time, on the playback clock, the source must be asked even if nothing wakes the loop (a
    /// recording's next event, a TUIO silence timeout); nil when none.
    var nextDeadline: Double? { get }
    /// Whether the source has nothing more to give, ever (a recording read to its end). Live sources never end.
    var hasEnded: Bool { get }
}

/// The time a playback runs on: SDL's clock for live input, a recording's playhead for a replay. The mode's time,
/// its deadlines and the sources' deadlines are all on this clock.
protocol PlaybackClock: AnyObject {
    /// Now, in the playback's seconds; `.infinity` for a replay as fast as possible, where everything is due at
    /// once and time comes from the events alone (the driver then never waits, advances nor draws until the end).
    func now() -> Double
    /// Wall-clock seconds from now until `time` on this clock (negative when it has passed).
    func wallSeconds(until time: Double) -> Double
}
