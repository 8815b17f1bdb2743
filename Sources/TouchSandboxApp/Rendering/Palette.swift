import TouchEngine
import TouchSandboxSDL

/// The colours the overlay and HUD use, in one place.
enum Palette {
    /// One colour per touch id, cycling: distinct, bright enough to read on the dark canvas.
    static let touchColors: [Color] = [
        Color(r: 0x5c, g: 0xc8, b: 0xff), Color(r: 0xff, g: 0x9f, b: 0x43), Color(r: 0x7b, g: 0xed, b: 0x9f),
        Color(r: 0xff, g: 0x6b, b: 0x9a), Color(r: 0xc3, g: 0x9b, b: 0xff), Color(r: 0xff, g: 0xe0, b: 0x66),
        Color(r: 0x4d, g: 0xe8, b: 0xd8), Color(r: 0xff, g: 0x85, b: 0x70), Color(r: 0xa0, g: 0xd9, b: 0x5b),
        Color(r: 0x9f, g: 0xb4, b: 0xff),
    ]

    static func touchColor(_ id: PointerID) -> Color {
        // Wrapping arithmetic on the bit pattern: any id (Int.min included) picks a colour, ids 1, 2, 3… in order.
        touchColors[Int((UInt(bitPattern: id.rawValue) &- 1) % UInt(touchColors.count))]
    }

    static let hudPanel = Color(r: 0x10, g: 0x14, b: 0x1c, a: 0xd8)
    static let hudText = Color(r: 0xe8, g: 0xec, b: 0xf4)
    static let hudDim = Color(r: 0x9a, g: 0xa4, b: 0xb8)
    static let groupLine = Color(r: 255, g: 255, b: 255, a: 0x90)
    static let pinned = Color(r: 0xff, g: 0x5f, b: 0x57)

    static let selection = Color(r: 0x7f, g: 0xd4, b: 0xff)
    static let handleFill = Color(r: 0x3a, g: 0x8d, b: 0xde, a: 0xe0)
    /// Opaque: the tray is a shelf over the canvas. At 91 % (as it was) what lay under it barely showed, and blending
    /// the 1280×96 band cost llvmpipe about 0.4 ms a frame, a third of the app's gap to the latency floor (docs/performance.md, Latency).
    static let trayPanel = Color(r: 0x14, g: 0x19, b: 0x23)
    static let trayEdge = Color(r: 0x3a, g: 0x44, b: 0x5a)
    static let thumbnailBack = Color(r: 0x26, g: 0x2e, b: 0x3e)
    static let menuPanel = Color(r: 0x22, g: 0x29, b: 0x38)
    static let menuDivider = Color(r: 0x36, g: 0x3f, b: 0x52)
    static let menuDanger = Color(r: 0xff, g: 0x8a, b: 0x80)
    static let toastPanel = Color(r: 0x10, g: 0x14, b: 0x1c, a: 0xe0)
    /// The badge that stays while paint mode is on (opaque, so a test can find it).
    static let paintBadge = Color(r: 0xb0, g: 0x3a, b: 0xc8)
    /// Behind the name of a recognised user-taught gesture, by its stroke.
    static let gestureLabel = Color(r: 0x1b, g: 0x6e, b: 0x63, a: 0xe8)

    /// Backgrounds the three-finger swipe cycles through (the scene's own colour comes first).
    static let backgrounds: [RGBColor] = [
        RGBColor(red: 0x1e, green: 0x24, blue: 0x30), RGBColor(red: 0x22, green: 0x2b, blue: 0x26),
        RGBColor(red: 0x2c, green: 0x22, blue: 0x30), RGBColor(red: 0x30, green: 0x28, blue: 0x20),
    ]

    static func color(_ rgb: RGBColor) -> Color { Color(r: rgb.red, g: rgb.green, b: rgb.blue) }
}
