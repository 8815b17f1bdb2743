import TouchEngine

/// The tray along the bottom edge: one thumbnail per catalogue image, scrolled sideways.
///
/// A model only; `TrayRecognizer` owns and moves it, and the app draws it. Hidden by default.
public struct DragOutTray: Sendable {
    public struct Thumbnail: Equatable, Sendable {
        public var image: String
        /// Window pixels, after scrolling (may lie partly outside the tray).
        public var rect: Rect
    }

    public var isVisible = false
    /// How far the strip is scrolled to the left, in pixels; 0 shows the first thumbnail at the left edge.
    public private(set) var scrollOffset = 0.0
    /// The tray's rectangle across the bottom of the window.
    public let frame: Rect
    public private(set) var thumbnails: [Thumbnail] = []

    public init(sceneWidth: Double, sceneHeight: Double, configuration: RecipeConfiguration) {
        frame = Rect(x: 0, y: sceneHeight - configuration.trayHeight, width: sceneWidth, height: configuration.trayHeight)
    }

    /// The width of the whole strip of thumbnails with their spacing.
    public private(set) var contentWidth = 0.0

    /// The furthest the strip can scroll.
    public var maximumScrollOffset: Double { max(0, contentWidth - frame.width) }

    /// The thumbnail under a window point.
    public func thumbnail(at point: Vector2) -> Thumbnail? {
        guard frame.contains(point) else { return nil }
        return thumbnails.first { $0.rect.contains(point) }
    }

    /// Lays the thumbnails out again for `images` at the present scroll offset.
    public mutating func layout(images: [String], configuration c: RecipeConfiguration) {
        let side = min(c.trayThumbnailSize, frame.height - 2 * c.trayThumbnailSpacing)
        let top = frame.minY + (frame.height - side) / 2
        contentWidth = Double(images.count) * (side + c.trayThumbnailSpacing) + c.trayThumbnailSpacing
        thumbnails = images.enumerated().map { i, image in
            let x = frame.minX + c.trayThumbnailSpacing + Double(i) * (side + c.trayThumbnailSpacing) - scrollOffset
            return Thumbnail(image: image, rect: Rect(x: x, y: top, width: side, height: side))
        }
    }

    /// Scrolls to `offset`, kept within `0...maximumScrollOffset`; returns whether it hit an end.
    @discardableResult
    public mutating func scroll(to offset: Double) -> Bool {
        let clamped = min(max(offset, 0), maximumScrollOffset)
        let shift = clamped - scrollOffset
        scrollOffset = clamped
        for i in thumbnails.indices {
            thumbnails[i].rect.minX -= shift
            thumbnails[i].rect.maxX -= shift
        }
        return clamped != offset
    }
}
