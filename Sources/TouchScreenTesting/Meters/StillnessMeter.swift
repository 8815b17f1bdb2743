import TouchEngine

/// How long a finger has been still and how much it jitters meanwhile.
///
/// Stillness is measured from an anchor: the place the finger settled. A sample `stillDistance` or more from the
/// anchor moves the anchor there and restarts the still time; jitter is the RMS distance of the samples (since the
/// anchor, within the jitter window) from their mean, once the finger has been still for `stillDuration`.
struct StillnessMeter: Sendable {
    /// Where the finger settled, and since when.
    private(set) var anchor: Vector2
    private(set) var stillSince: Double
    private var window = JitterWindow()
    /// The largest jitter measured (px).
    private(set) var maxJitter: Double?

    init(at position: Vector2, time: Double) {
        anchor = position
        stillSince = time
    }

    /// Whether `position` lies far enough from the anchor to end the stillness.
    func hasLeft(for position: Vector2, configuration: TouchScreenTestConfiguration) -> Bool {
        position.distance(to: anchor) >= configuration.stillDistance
    }

    /// Settles the finger anew at `position`: the still time restarts and the window empties.
    mutating func settle(at position: Vector2, time: Double) {
        anchor = position
        stillSince = time
        window.removeAll()
    }

    /// A sample at `time` (after `settle` when it left the anchor). Once the finger has been still long enough,
    /// returns its RMS jitter in the measuring unit and how far this sample lies from the window's mean.
    mutating func sample(_ position: Vector2, time: Double, configuration: TouchScreenTestConfiguration,
                         geometry: PanelGeometry) -> (rms: Double, peak: Double)? {
        let offset = position - anchor
        window.append(offset, at: time, capacity: configuration.windowCapacity)
        trim(now: time, configuration: configuration)
        guard let pixels = jitter(now: time, configuration: configuration) else { return nil }
        maxJitter = max(maxJitter ?? 0, pixels)
        return (jitter(in: geometry), geometry.length(offset - window.mean))
    }

    /// Its RMS jitter in the measuring unit and how far `position` lies from the window's mean (from the anchor when
    /// the window is empty), when the finger has been still long enough by `now` (call `trim` first).
    func jitter(of position: Vector2, now: Double, configuration: TouchScreenTestConfiguration,
                geometry: PanelGeometry) -> (rms: Double, peak: Double)? {
        guard jitter(now: now, configuration: configuration) != nil else { return nil }
        let offset = position - anchor
        let mean = window.count > 0 ? window.mean : offset
        return (jitter(in: geometry), geometry.length(offset - mean))
    }

    /// Forgets samples that left the jitter window by `now`.
    mutating func trim(now: Double, configuration: TouchScreenTestConfiguration) {
        window.drop(throughTime: now - configuration.jitterWindow)
    }

    func stillSeconds(now: Double) -> Double { max(0, now - stillSince) }

    /// RMS distance (px) from the mean position over the jitter window, nil while the finger has not been
    /// still for `stillDuration` (call `trim` first). Zero when no sample is left in the window.
    func jitter(now: Double, configuration: TouchScreenTestConfiguration) -> Double? {
        guard stillSeconds(now: now) >= configuration.stillDuration else { return nil }
        let variance = window.variance
        return max(0, variance.x + variance.y).squareRoot()
    }

    /// The same RMS distance in the geometry's measuring unit (each axis scaled by its own millimetres per pixel).
    func jitter(in geometry: PanelGeometry) -> Double {
        let variance = window.variance
        let spread = geometry.measured(Vector2(max(0, variance.x).squareRoot(), max(0, variance.y).squareRoot()))
        return spread.length
    }
}
