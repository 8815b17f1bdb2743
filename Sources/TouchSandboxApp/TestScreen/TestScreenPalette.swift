import TouchSandboxSDL

/// The colours of the touchscreen test screen and its report picture.
enum TestScreenPalette {
    static let background = Color(r: 0x11, g: 0x15, b: 0x1d)
    static let gridLine = Color(r: 0xff, g: 0xff, b: 0xff, a: 0x12)
    static let gridLineMajor = Color(r: 0xff, g: 0xff, b: 0xff, a: 0x24)
    static let target = Color(r: 0x8a, g: 0x94, b: 0xa8)
    static let targetHit = Color(r: 0x3d, g: 0xdc, b: 0x84)
    /// The accuracy crosshairs before a tap answers them, and the dot where the closest tap landed.
    static let accuracyTarget = Color(r: 0xff, g: 0xd8, b: 0x3a)
    static let tapDot = Color(r: 0xff, g: 0xff, b: 0xff)
    static let stuck = Color(r: 0xff, g: 0x4d, b: 0x4d)
    static let deadZone = Color(r: 0xff, g: 0x4d, b: 0x4d, a: 0x16)
    static let labelBackground = Color(r: 0x0b, g: 0x0e, b: 0x14, a: 0xcc)
    static let panel = Color(r: 0x0b, g: 0x0e, b: 0x14, a: 0xe0)
    static let text = Color(r: 0xe8, g: 0xec, b: 0xf4)
    static let dim = Color(r: 0x9a, g: 0xa4, b: 0xb8)
    static let heading = Color(r: 0x7f, g: 0xd0, b: 0xff)
    static let pass = Color(r: 0x2f, g: 0xb8, b: 0x6e)
    static let fail = Color(r: 0xe5, g: 0x3e, b: 0x3e)
    static let untested = Color(r: 0x6b, g: 0x74, b: 0x88)

    /// The heatmap's colour for a cell with `fraction` (0...1] of the busiest cell's count:
    /// deep blue through cyan and yellow to red, translucent so the grid shows through.
    static func heat(_ fraction: Double) -> Color {
        let stops: [(Double, (Double, Double, Double))] = [
            (0, (0x20, 0x3a, 0xa8)), (0.35, (0x1f, 0xc8, 0xd8)), (0.7, (0xff, 0xd8, 0x3a)), (1, (0xff, 0x45, 0x3a)),
        ]
        let f = min(1, max(0, fraction))
        var index = 1
        while index < stops.count - 1, f > stops[index].0 { index += 1 }
        let (f0, c0) = stops[index - 1], (f1, c1) = stops[index]
        let t = f1 > f0 ? (f - f0) / (f1 - f0) : 0
        func mix(_ a: Double, _ b: Double) -> UInt8 { UInt8((a + (b - a) * t).rounded()) }
        return Color(r: mix(c0.0, c1.0), g: mix(c0.1, c1.1), b: mix(c0.2, c1.2), a: 0x8c)
    }
}
