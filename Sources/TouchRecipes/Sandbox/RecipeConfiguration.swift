import TouchEngine

/// Every threshold of the sandbox's recipes (double-tap ease, menu, resize handle, tray, paint, swipe), in one place.
///
/// Lengths are window pixels, times seconds. The core gestures' thresholds are in `GestureConfiguration`.
public struct RecipeConfiguration: Equatable, Sendable {
    /// Duration of the ease back to the scene pose (double tap, menu "Reset").
    public var homeAnimationDuration = 0.3

    /// Menu item size; items are stacked vertically.
    public var menuItemWidth = 200.0
    /// At least 48 px, a fingertip's target.
    public var menuItemHeight = 48.0
    /// Gap between the sprite's bounding box and the menu, and the menu's margin from the window edges.
    public var menuGap = 12.0
    /// Offset of a duplicate from its original, along both axes.
    public var duplicateOffset = 30.0

    /// Radius of the resize handle's touch area (a 48 px circle by default) around the lower-right corner.
    public var resizeHandleRadius = 24.0
    /// Neither side of a resized sprite gets smaller than this (unscaled pixels).
    public var minimumResizeSide = 24.0

    /// Height of the drag-out tray along the bottom edge.
    public var trayHeight = 96.0
    /// Side of a square thumbnail in the tray.
    public var trayThumbnailSize = 80.0
    /// Space between thumbnails and around them.
    public var trayThumbnailSpacing = 8.0
    /// Movement that decides between scrolling the tray and dragging a thumbnail out.
    public var traySlop = 10.0
    /// Exponential decay of the tray's scroll momentum, per second.
    public var trayScrollDecay = 4.0
    /// Below this speed (px/s) the tray does not coast.
    public var trayMinimumFlingSpeed = 50.0

    /// Width of painted strokes.
    public var strokeWidth = 6.0
    /// Colours given to painting fingers: the first finger on the canvas gets the first free colour.
    public var strokePalette: [RGBColor] = [
        RGBColor(red: 0xff, green: 0x5a, blue: 0x5f), RGBColor(red: 0xff, green: 0xc1, blue: 0x07),
        RGBColor(red: 0x4c, green: 0xaf, blue: 0x50), RGBColor(red: 0x29, green: 0xb6, blue: 0xf6),
        RGBColor(red: 0xab, green: 0x47, blue: 0xbc), RGBColor(red: 0xff, green: 0x8a, blue: 0x65),
        RGBColor(red: 0x26, green: 0xa6, blue: 0x9a), RGBColor(red: 0xec, green: 0x40, blue: 0x7a),
        RGBColor(red: 0x9c, green: 0xcc, blue: 0x65), RGBColor(red: 0xff, green: 0xff, blue: 0xff),
    ]

    /// The example three-finger swipe: each finger must travel this far the same way.
    public var swipeDistance = 120.0

    public init() {}
}
