import CSDL2
import CSoftwareTextureCopy

/// How SDL's software renderer would draw one texture copy, worked out beforehand so that only the part inside the
/// clip needs computing (`Renderer+ClippedCopy.swift` computes it, pixel for pixel what SDL would draw).
///
/// SDL 2's software renderer scales a copy through an image of the destination's size, and turns a copy by building
/// the whole scaled image and then the whole turned one, allocated afresh every time it is drawn: a 256-pixel
/// sprite zoomed 8× and turned 30° means 60 MB of images a frame for a window of 4 MB. The plan names the rules SDL
/// follows (its float rectangle truncated to whole pixels, the turned image's box, the pixel format it blits from)
/// and the pixels that can change: the blitted rectangle inside the clip. Computing only those is quicker than
/// SDL's own copy at every size (half the time for ordinary sprites, a tenth for one zoomed 8×).
struct ClippedCopyPlan {
    enum Kind {
        /// `SDL_RenderCopyF` scaling the whole texture to the destination's size, then blitting.
        case scaled
        /// `SDL_RenderCopyExF`: the texture scaled to the destination's size when `isScaled`, then turned.
        case rotated(tsb_copy_rotation, isScaled: Bool)
    }

    /// What to do with one copy.
    enum Decision {
        /// SDL draws it: a copy it does not scale or turn, or a case the clipped copy does not reproduce.
        case sdl
        /// No pixel inside the clip changes.
        case nothing
        case clipped(ClippedCopyPlan)
    }

    let kind: Kind
    /// The destination rectangle SDL works with: its float rectangle truncated to whole pixels.
    let destination: PixelRect
    /// The output pixels SDL blits: the destination, or the turned image's box.
    let blitted: PixelRect
    /// The part of `blitted` inside the clip: the only pixels the copy changes.
    let visible: PixelRect
    /// The pixel format SDL blits from, and whether bytes 0 and 2 of the texture's pixels trade places to reach it.
    let blitFormat: UInt32
    let swapsRedAndBlue: Bool

    /// Tiles the clipped copy computes at a time (the streaming texture it uploads them through is this size).
    static let tileSide = 256

    /// The decision for a copy of a `textureWidth` × `textureHeight` texture in `textureFormat` to the float
    /// rectangle `destination`, turned `angle` degrees clockwise, on an output of `output` pixels clipped to `clip`
    /// (nil: the whole output).
    static func decide(textureWidth: Int, textureHeight: Int, textureFormat: UInt32, linearFiltering: Bool,
                       blendMode: BlendMode, destination: SDL_FRect, angle: Double, output: PixelSize,
                       clip: PixelRect?, policy: ClippedCopyPolicy) -> Decision {
        guard policy != .never, linearFiltering, textureWidth > 0, textureHeight > 0,
              let swap = Self.swapToARGB(textureFormat),
              let rect = Self.truncated(destination) else { return .sdl }
        let outputRect = PixelRect(x: 0, y: 0, width: output.width, height: output.height)
        let surfaceClip = clip.map { $0.intersection(outputRect) } ?? outputRect
        if Self.isWholeTurn(angle) {
            // SDL_RenderCopyF: a plain blit at the texture's size; otherwise the whole texture scaled to the
            // destination, then blitted. When the destination lies inside the output but crosses the clip, SDL
            // scales only the part of the texture inside the clip, rounded its own way: left to SDL.
            guard destination.w > 0, destination.h > 0, rect.width > 0, rect.height > 0 else { return .sdl }
            if rect.width == textureWidth && rect.height == textureHeight { return .sdl }
            if outputRect.contains(rect) && !surfaceClip.contains(rect) { return .sdl }
            let plan = ClippedCopyPlan(kind: .scaled, destination: rect, blitted: rect, visible: rect.intersection(surfaceClip),
                                       blitFormat: textureFormat, swapsRedAndBlue: false)
            return plan.visible.isEmpty ? .nothing : .clipped(plan)
        }
        guard angle.isFinite, blendMode == .blend || blendMode == .add, rect.width > 0, rect.height > 0 else { return .sdl }
        var rotation = tsb_copy_rotation()
        tsb_copy_rotation_make(Int64(rect.width), Int64(rect.height), angle, destination.w / 2, destination.h / 2, &rotation)
        let box = PixelRect(x: rect.x + Int(rotation.box_x), y: rect.y + Int(rotation.box_y),
                            width: Int(rotation.box_width), height: Int(rotation.box_height))
        let isScaled = rect.width != textureWidth || rect.height != textureHeight
        let plan = ClippedCopyPlan(
            kind: .rotated(rotation, isScaled: isScaled), destination: rect, blitted: box,
            visible: box.intersection(surfaceClip),
            blitFormat: isScaled ? SDL_PIXELFORMAT_ARGB8888.rawValue : textureFormat,
            swapsRedAndBlue: isScaled && swap)
        return plan.visible.isEmpty ? .nothing : .clipped(plan)
    }

    /// Whether SDL_RenderCopyExF takes its unturned path: `(int)(angle / 360) == angle / 360`.
    static func isWholeTurn(_ angle: Double) -> Bool {
        let turns = angle / 360
        guard turns.isFinite, abs(turns) < 2_147_483_647 else { return false }
        return turns.rounded(.towardZero) == turns
    }

    /// SDL's software renderer keeps `(int)` of each float: truncated towards zero. Nil for values no pixel
    /// rectangle can hold (SDL's own result is undefined there).
    static func truncated(_ rect: SDL_FRect) -> PixelRect? {
        let limit = Float(1 << 40)
        let values = [rect.x, rect.y, rect.w, rect.h]
        guard values.allSatisfy({ $0.isFinite && abs($0) < limit }) else { return nil }
        return PixelRect(x: Int(rect.x.rounded(.towardZero)), y: Int(rect.y.rounded(.towardZero)),
                         width: Int(rect.w.rounded(.towardZero)), height: Int(rect.h.rounded(.towardZero)))
    }

    /// Whether the texture's bytes reach ARGB8888 (what SDL scales a turned copy into) by trading bytes 0 and 2;
    /// nil for formats the clipped copy does not take.
    static func swapToARGB(_ format: UInt32) -> Bool? {
        switch format {
        case SDL_PIXELFORMAT_ARGB8888.rawValue: false
        case SDL_PIXELFORMAT_ABGR8888.rawValue: true
        default: nil
        }
    }
}

/// Whether the software renderer computes only the visible part of a texture copy (`ClippedCopyPlan`) rather than
/// letting SDL build the whole scaled and turned image.
enum ClippedCopyPolicy: Sendable {
    /// Every copy it can reproduce (the default).
    case always
    /// Never: SDL draws every copy (the tests compare the two).
    case never
}
