/// The thresholds the `EventTranslator` works with, in one place.
public struct TranslatorConfiguration: Sendable {
    /// A right click this close (scene pixels) to a pinned finger removes it instead of pinning another.
    public var pinHitRadius: Double
    /// Drop finger events from touchpads (indirect devices), which SDL reports in pad coordinates.
    public var ignoresIndirectTouches: Bool
    /// Drop finger motion that changes neither position nor pressure.
    public var dropsUnchangedMotion: Bool

    public init(pinHitRadius: Double = 20, ignoresIndirectTouches: Bool = true, dropsUnchangedMotion: Bool = true) {
        self.pinHitRadius = pinHitRadius
        self.ignoresIndirectTouches = ignoresIndirectTouches
        self.dropsUnchangedMotion = dropsUnchangedMotion
    }
}
