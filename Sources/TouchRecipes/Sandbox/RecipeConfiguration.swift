import TouchEngine

/// Every threshold of the sandbox's recipes (double-tap ease, menu, resize handle, tray, paint, swipe, circles), in one place.
///
/// Lengths are window pixels, times seconds. The core gestures' thresholds are in `GestureConfiguration`.
public struct RecipeConfiguration: Equatable, Sendable {
    /// The circle detector judging one-finger canvas strokes (`CircleRecognizer.detector`).
    public var circle = CircleDetectorConfiguration()
    /// The most samples the circle recogniser keeps of one canvas stroke (`CircleRecognizer.maximumTraceSamples`).
    public var maximumCircleTraceSamples = 4_096

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

    // MARK: Multi-finger taps and edge swipes

    /// The fingers of one multi-finger tap land within this time of the first: people's fingers touching down
    /// "together" reach the glass 30 to 100 ms apart; 150 ms takes that in, and a finger landing later is a new
    /// gesture (a second hand, a pinch starting).
    public var multiFingerTapLandingWindow = 0.15
    /// From the first finger landing to the last lifting. A tap of several fingers is as quick as one (Hammer.js
    /// allows 250 ms per tap), plus the landing spread; 0.4 s stays below the long press (0.5 s), so a held rest of
    /// two fingers is never a tap.
    public var multiFingerTapMaximumDuration = 0.4
    /// How far each finger may travel: a little more than a single tap's 10 px, as several fingertips rolling on
    /// the glass shift more than one; below what a pinch or a two-finger drag moves in its first frames.
    public var multiFingerTapSlop = 12.0
    /// The most fingers a tap may have: five (a whole hand) are the kiosk's exit hold, and more are a palm.
    public var multiFingerTapMaximumFingers = 4
    /// Grabs of sprites remembered for the two-finger tap's undo: far more than anyone undoes one by one.
    public var keptMoves = 64
    /// How long an undone move takes to ease back.
    public var undoAnimationDuration = 0.25

    /// An edge swipe starts this close to an edge of the scene (px; about 4 mm on a 150 dpi kiosk panel, 3 mm on a
    /// desktop screen): a thumb reaching in from the bezel lands there, while touches meant for things near the
    /// edge land farther in. UIKit's screen-edge pan uses a band of the same order (about 20 points).
    public var edgeSwipeBand = 24.0
    /// How far inward the finger must travel: a deliberate pull, longer than a tap's wobble or a resting thumb's
    /// roll, about a centimetre on a kiosk panel.
    public var edgeSwipeDistance = 60.0
    /// Within this time of landing: a swipe is a quick pull in; a finger creeping in from the edge is a drag.
    public var edgeSwipeMaximumDuration = 0.6
    /// A sprite the swipe started on, which followed the finger until the pull was a swipe, eases back this fast:
    /// quick enough to read as "that was not a drag", slow enough to be seen going back.
    public var edgeSwipePutBackDuration = 0.15

    // MARK: Bounds: what a session keeps, so a kiosk running for weeks does not grow

    /// Taps kept for the state document's `taps`: the most recent ones (`Sandbox.totalTaps` counts them all). A
    /// person reading a state, or a test, looks at the last few; 1,000 taps are about 100 KB of JSON and cover
    /// several visitors' worth of a kiosk's day.
    public var keptTaps = 1_000
    /// Recognised gestures kept for the state document's `gestures`, the most recent ones (`Sandbox.totalGestures`
    /// counts them all); 1,000 for the same reason as `keptTaps`.
    public var keptGestures = 1_000
    /// Sprites made by the tray or the menu's Duplicate alive at once. Making one more removes the oldest made one
    /// (never a sprite of the scene), so slots, masks and the hit-test grid stay bounded whatever visitors do.
    /// 64: a 1280×800 canvas holding 64 more pictures than its scene is covered several times over already.
    public var maximumCreatedSprites = 64
    /// Smoothed points one painted stroke holds; a finger painting on and on continues in a new stroke that starts
    /// where the full one ended (same finger, same colour), so no single stroke grows without end. 4,096 points are
    /// about 8,000 px of line: several times across the screen.
    public var maximumStrokePoints = 4_096
    /// Smoothed points of all finished strokes together; beyond it the oldest strokes are dropped first (the
    /// painting fades from its oldest line). 262,144 points (6 MB) are hundreds of screen-wide lines.
    public var maximumPaintPoints = 262_144
    /// Notifications kept until the app drains them (`Sandbox.drainNotifications`), the most recent ones: an app
    /// drains them every frame, so only one that never does reaches this; 1,024 is seconds of the busiest input.
    public var keptNotifications = 1_024
    /// Finished strokes kept; beyond it the oldest are dropped. A finger resting a moment in paint mode leaves a
    /// dot, a stroke of one point, so without this bound a visitor dotting for an hour would pile up strokes below
    /// the point bound.
    public var maximumStrokes = 1_024

    public init() {}
}
