/// The one owner of how the scene sits in a window: the current `ViewportMapping`, which drawing and every input
/// source read and nobody else writes.
///
/// The mapping is measured, never computed from what an event claims: `refresh()` asks the window for its size in
/// points and the renderer for its output in pixels. The event translator refreshes it when SDL reports that the
/// window changed size, in the order events arrive, so input after a resize, a fullscreen switch or a compositor's
/// configure in the same batch already maps through the new fit; the playback refreshes it once more before a frame.
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
}
