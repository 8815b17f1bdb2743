import TouchEngine

/// The one owner of how the scene sits in a window: the current `ViewportMapping`, which drawing and every input
/// source read and nobody else writes.
///
/// The mapping is measured, never computed from what an event claims: `refresh()` asks the window for its size in
/// points and the renderer for its output in pixels. The `SDLEventPump` refreshes it when SDL reports that the
/// window changed size, in the order events arrive, so input after a resize, a fullscreen switch or a compositor's
/// configure in the same batch already maps through the new fit.
///
/// Every source places its pointers on the scene here (`place(_:from:)`): SDL's fingers and TUIO's cursors from
/// positions normalised to the window, the mouse from window points, a device recording from output pixels.
public final class Viewport {
    /// Where the sizes come from: the window (points) and what is drawn into (pixels).
    public typealias Measure = () -> (window: PixelSize, output: PixelSize)

    /// The fit now in force.
    public private(set) var mapping: ViewportMapping
    private let measure: Measure

    /// A viewport for a scene of `sceneSize`, measured by `measure`.
    public init(sceneSize: PixelSize, measure: @escaping Measure) {
        self.measure = measure
        let sizes = measure()
        mapping = ViewportMapping(windowSize: sizes.window, outputSize: sizes.output, sceneSize: sceneSize)
    }

    /// A viewport on `renderer`'s window and output; it keeps the renderer (and so the window) alive.
    public convenience init(renderer: Renderer, sceneSize: PixelSize) {
        self.init(sceneSize: sceneSize) { (renderer.window.size, renderer.outputSize) }
    }

    /// A viewport that never changes (tests, and sizes known in advance).
    public convenience init(fixed mapping: ViewportMapping) {
        self.init(sceneSize: mapping.sceneSize) { (mapping.windowSize, mapping.outputSize) }
    }

    public var sceneSize: PixelSize { mapping.sceneSize }

    /// Measures the window and the output again; returns whether the mapping changed. Sizes of zero (a minimised
    /// window on some systems) leave the mapping as it was.
    @discardableResult
    public func refresh() -> Bool {
        let sizes = measure()
        guard sizes.window.width > 0, sizes.window.height > 0, sizes.output.width > 0, sizes.output.height > 0 else { return false }
        let updated = ViewportMapping(windowSize: sizes.window, outputSize: sizes.output, sceneSize: mapping.sceneSize)
        guard updated != mapping else { return false }
        mapping = updated
        return true
    }

    /// Where a source's positions are given.
    public enum InputSpace: Sendable {
        /// 0…1 across the window (SDL's fingers, TUIO's cursors); a contact size is a fraction of the window's width.
        case normalized
        /// Window points (the mouse).
        case windowPoints
        /// The renderer's output pixels (a device recording covering the screen).
        case outputPixels
    }

    /// `event` placed on the scene through the fit in force: its position (a non-finite one is left as it is) and its
    /// contact size (in scene pixels; dropped when it does not come out finite).
    public func place(_ event: PointerEvent, from space: InputSpace) -> PointerEvent {
        let mapping = mapping
        var placed = event
        switch space {
        case .normalized:
            if event.position.isFinite { placed.position = mapping.scenePoint(fromNormalized: event.position.x, event.position.y) }
            placed.contactSize = event.contactSize.map { $0 * Double(mapping.windowSize.width) / mapping.scale }.flatMap { $0.isFinite ? $0 : nil }
        case .windowPoints:
            if event.position.isFinite { placed.position = mapping.scenePoint(fromWindow: event.position) }
            placed.contactSize = event.contactSize.map { $0 / mapping.scale }.flatMap { $0.isFinite ? $0 : nil }
        case .outputPixels:
            if event.position.isFinite { placed.position = mapping.scenePoint(fromOutput: event.position) }
            placed.contactSize = event.contactSize.map { $0 / mapping.outputScale }.flatMap { $0.isFinite ? $0 : nil }
        }
        return placed
    }
}
