import CSDL2
import CSoftwareTextureCopy

/// How SDL's software renderer would draw one texture copy, worked out beforehand so that only the part inside the
/// clip needs computing (`Renderer+ClippedCopy.swift` computes it, pixel for pixel what SDL would draw).
///
/// SDL 2's software renderer builds the whole scaled image of a copy whose destination reaches past the output, and
/// for a turned copy the whole scaled image and then the whole turned one, every time it is drawn: a 256-pixel
/// sprite zoomed 8× and turned 30° means 60 MB of images a frame for a window of 4 MB. The plan names the rules SDL
/// follows (its float rectangle truncated to whole pixels, the turned image's box, the pixel format it blits from)
/// and the pixels that can change: the blitted rectangle inside the clip.
struct ClippedCopyPlan {
    enum Kind {
        /// `SDL_RenderCopyF` scaling through an intermediate image of the destination's size (the destination
        /// reaches past the output, so SDL cannot scale straight into it).
        case scaled
        /// `SDL_RenderCopyExF`: the texture scaled to the destination's size when `isScaled`, then turned.
        case rotated(tsb_copy_rotation, isScaled: Bool)
    }

    /// What to do with one copy.
    enum Decision {
        /// SDL draws it: cheap enough as it is, or a case the clipped copy does not reproduce.
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
    /// Roughly how many pixels SDL computes for this copy, and how many the clipped copy does.
    let sdlWork: Int
    let clippedWork: Int
    /// The bytes of the images SDL allocates for this copy.
    let sdlBytes: Int

    /// Tiles the clipped copy computes at a time (the streaming texture it uploads them through is this size).
    static let tileSide = 256
    /// Above this many bytes of SDL's own images, or sizes where SDL's 32-bit positions overflow, the clipped copy
    /// is used even when SDL would be quicker: memory stays bounded by the output, whatever the zoom.
    static let largestSDLBytes = 16 << 20
    static let largestSDLSide = 16383

    /// The decision for a copy of a `textureWidth` × `textureHeight` texture in `textureFormat` to the float
    /// rectangle `destination`, turned `angle` degrees clockwise, on an output of `output` pixels clipped to `clip`
    /// (nil: the whole output). `policy` says when the clipped copy is preferred to SDL's.
    static func decide(textureWidth: Int, textureHeight: Int, textureFormat: UInt32, linearFiltering: Bool,
                       blendMode: BlendMode, destination: SDL_FRect, angle: Double, output: PixelSize,
                       clip: PixelRect?, policy: ClippedCopyPolicy) -> Decision {
        guard policy != .never, linearFiltering, textureWidth > 0, textureHeight > 0,
              let swap = Self.swapToARGB(textureFormat),
              let rect = Self.truncated(destination) else { return .sdl }
        let outputRect = PixelRect(x: 0, y: 0, width: output.width, height: output.height)
        let surfaceClip = clip.map { $0.intersection(outputRect) } ?? outputRect
        let pixels = textureWidth * textureHeight
        if Self.isWholeTurn(angle) {
            // SDL_RenderCopyF: nothing when the float rectangle misses the output; a plain blit at the texture's
            // size; a scaled blit straight into the output when the destination lies inside it.
            guard destination.w > 0, destination.h > 0, rect.width > 0, rect.height > 0 else { return .sdl }
            if rect.width == textureWidth && rect.height == textureHeight { return .sdl }
            if outputRect.contains(rect) { return .sdl }
            let visible = rect.intersection(surfaceClip)
            let plan = ClippedCopyPlan(kind: .scaled, destination: rect, blitted: rect, visible: visible,
                                       blitFormat: textureFormat, swapsRedAndBlue: false,
                                       sdlWork: 2 * rect.area + pixels, clippedWork: visible.area, sdlBytes: 4 * rect.area)
            return plan.chosen(by: policy)
        }
        guard angle.isFinite, blendMode == .blend || blendMode == .add, rect.width > 0, rect.height > 0 else { return .sdl }
        var rotation = tsb_copy_rotation()
        tsb_copy_rotation_make(Int64(rect.width), Int64(rect.height), angle, destination.w / 2, destination.h / 2, &rotation)
        let box = PixelRect(x: rect.x + Int(rotation.box_x), y: rect.y + Int(rotation.box_y),
                            width: Int(rotation.box_width), height: Int(rotation.box_height))
        let isScaled = rect.width != textureWidth || rect.height != textureHeight
        let visible = box.intersection(surfaceClip)
        let scaledArea = isScaled ? rect.area : 0
        let plan = ClippedCopyPlan(
            kind: .rotated(rotation, isScaled: isScaled), destination: rect, blitted: box, visible: visible,
            blitFormat: isScaled ? SDL_PIXELFORMAT_ARGB8888.rawValue : textureFormat,
            swapsRedAndBlue: isScaled && swap,
            sdlWork: 3 * scaledArea + box.area + visible.area,
            clippedWork: visible.area * (isScaled ? 4 : 2),
            sdlBytes: 4 * (2 * scaledArea + box.area))
        return plan.chosen(by: policy)
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

    /// This plan, `.nothing` when no pixel is visible, or `.sdl` when SDL's own copy is the better choice.
    private func chosen(by policy: ClippedCopyPolicy) -> Decision {
        if visible.isEmpty { return .nothing }
        switch policy {
        case .always: return .clipped(self)
        case .never: return .sdl
        case .whenCheaper:
            let sdlOverflows = max(destination.width, destination.height) > Self.largestSDLSide
                || max(blitted.width, blitted.height) > Self.largestSDLSide
            if sdlOverflows || sdlBytes > Self.largestSDLBytes || 2 * clippedWork < sdlWork { return .clipped(self) }
            return .sdl
        }
    }
}

/// When the software renderer computes only the visible part of a texture copy (`ClippedCopyPlan`) rather than
/// letting SDL build the whole scaled and turned image.
enum ClippedCopyPolicy: Sendable {
    /// When that is cheaper, or SDL's images would be large (the default).
    case whenCheaper
    /// Every copy it can reproduce (the tests compare it with SDL's).
    case always
    /// Never: SDL draws every copy.
    case never
}
