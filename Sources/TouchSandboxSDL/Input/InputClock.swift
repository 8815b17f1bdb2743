import CSDL2

/// The one clock of a live session: seconds since it started, on SDL's millisecond clock, the one SDL stamps its
/// events with. The display makes it; the translator places event stamps on it, the playback and the TUIO listener
/// (from its own thread) read `now()`. Tests give their own `ticks`, so time is theirs to move.
public struct InputClock: Sendable {
    /// SDL's milliseconds that count as time zero.
    public let startTicks: UInt64
    private let ticks: @Sendable () -> UInt64

    /// A clock that starts now (or at `startTicks`), reading `ticks` (SDL's 64-bit millisecond clock by default).
    public init(startTicks: UInt64? = nil, ticks: @escaping @Sendable () -> UInt64 = { SDL_GetTicks64() }) {
        self.ticks = ticks
        self.startTicks = startTicks ?? ticks()
    }

    /// Seconds since the clock started.
    public func now() -> Double {
        Double(ticks() &- startTicks) / 1000
    }

    /// Seconds from the clock's start to an SDL event stamp (never negative). Stamps hold only the low 32 bits of
    /// SDL's millisecond clock: the stamp is placed at the latest tick not after now with those bits, so times keep
    /// growing past the 49.7 days after which the 32-bit stamps wrap.
    public func seconds(fromStamp stamp: UInt32) -> Double {
        let now = ticks()
        var ticks = (now & ~UInt64(UInt32.max)) | UInt64(stamp)
        if ticks > now, ticks >= 1 << 32 { ticks -= 1 << 32 }
        return ticks > startTicks ? Double(ticks - startTicks) / 1000 : 0
    }
}
