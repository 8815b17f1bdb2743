import CSDL2

/// An 8-bit-per-channel colour with straight (not premultiplied) alpha.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Parses "#rrggbb" or "#rrggbbaa" (the leading "#" is optional); nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(r: UInt8(value >> 16 & 0xFF), g: UInt8(value >> 8 & 0xFF), b: UInt8(value & 0xFF))
        } else {
            self.init(r: UInt8(value >> 24), g: UInt8(value >> 16 & 0xFF), b: UInt8(value >> 8 & 0xFF),
                      a: UInt8(value & 0xFF))
        }
    }

    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 255, g: 255, b: 255)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// This colour with its alpha multiplied by `factor` (clamped to 0...1).
    public func fading(_ factor: Double) -> Color {
        var copy = self
        copy.a = UInt8((Double(a) * min(max(factor.isNaN ? 0 : factor, 0), 1)).rounded())
        return copy
    }

    public var description: String {
        "#" + [r, g, b, a].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    var sdl: SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }
}

/// How drawn pixels combine with what is already on the target.
public enum BlendMode: Sendable, CaseIterable {
    /// Replace the target.
    case none
    /// Ordinary alpha blending.
    case blend
    /// Additive, for glows.
    case add
    /// Colour modulate.
    case modulate
    /// Colour multiply.
    case multiply

    var sdl: SDL_BlendMode {
        switch self {
        case .none: SDL_BLENDMODE_NONE
        case .blend: SDL_BLENDMODE_BLEND
        case .add: SDL_BLENDMODE_ADD
        case .modulate: SDL_BLENDMODE_MOD
        case .multiply: SDL_BLENDMODE_MUL
        }
    }
}
