import CSDL2
import CSoftwareTextureCopy

/// Texture copies on the software renderer computed only where they are seen (`ClippedCopyPlan` says when and what):
/// the visible rectangle, a tile at a time, is computed with SDL's own arithmetic (`CSoftwareTextureCopy`), written
/// into a streaming texture and blitted one to one with the copy's blend mode and modulation, so SDL's blitter
/// lays down the same pixels it would have laid from its whole-size image.
extension Renderer {
    /// Draws `texture` to `destination` (output pixels) turned `angle` degrees clockwise, computing only what is
    /// visible, when that is worth it; false when SDL should draw the copy itself.
    func drawClipped(_ texture: Texture, to destination: SDL_FRect, angle: Double) -> Bool {
        guard let format = texture.softwareFormat else { return false }
        let clip = currentClip.map { PixelRect(x: Int($0.x), y: Int($0.y), width: Int($0.w), height: Int($0.h)) }
        let decision = ClippedCopyPlan.decide(
            textureWidth: texture.width, textureHeight: texture.height, textureFormat: format,
            linearFiltering: !texture.isPixelated, blendMode: texture.blendMode, destination: destination, angle: angle,
            output: outputSize, clip: clip, policy: clippedCopies)
        switch decision {
        case .sdl: return false
        case .nothing: return true
        case .clipped(let plan): return draw(plan, of: texture)
        }
    }

    private func draw(_ plan: ClippedCopyPlan, of texture: Texture) -> Bool {
        guard let tile = copyTile(format: plan.blitFormat) else { return false }
        matchModulation(of: tile, to: texture)
        let drawn: Bool? = texture.withSoftwarePixels { pixels, pitch, _ in
            var image = tsb_copy_image(pixels: pixels.assumingMemoryBound(to: UInt8.self), width: Int64(texture.width),
                                       height: Int64(texture.height), pitch: Int64(pitch))
            for part in plan.visible.tiles(side: ClippedCopyPlan.tileSide) {
                switch plan.kind {
                case .scaled:
                    let local = part.offsetBy(-plan.destination.x, -plan.destination.y)
                    upload(part, through: tile) { out, pitch in
                        tsb_copy_stretch_rect(&image, Int64(plan.destination.width), Int64(plan.destination.height),
                                              Int64(local.x), Int64(local.y), Int64(local.width), Int64(local.height), out, pitch)
                    }
                case .rotated(let rotation, let isScaled):
                    drawRotated(part, of: plan, rotation: rotation, isScaled: isScaled, image: &image, tile: tile)
                }
            }
            return true
        }
        return drawn ?? false
    }

    /// One tile of a turned copy: the part of the unturned image it reads (scaled first when the copy is), then
    /// the turn. A tile that reads no pixel of the image is left out: SDL's image is transparent black there,
    /// which its blend leaves the output unchanged by.
    private func drawRotated(_ part: PixelRect, of plan: ClippedCopyPlan, rotation: tsb_copy_rotation, isScaled: Bool,
                             image: inout tsb_copy_image, tile: OpaquePointer) {
        var rotation = rotation
        let local = part.offsetBy(-plan.blitted.x, -plan.blitted.y)
        let unturnedWidth = Int64(isScaled ? plan.destination.width : Int(image.width))
        let unturnedHeight = Int64(isScaled ? plan.destination.height : Int(image.height))
        var sourceX: Int64 = 0, sourceY: Int64 = 0, sourceWidth: Int64 = 0, sourceHeight: Int64 = 0
        guard tsb_copy_rotation_source_rect(&rotation, unturnedWidth, unturnedHeight, Int64(local.x), Int64(local.y),
                                            Int64(local.width), Int64(local.height),
                                            &sourceX, &sourceY, &sourceWidth, &sourceHeight) == 1 else { return }
        let swap: Int32 = plan.swapsRedAndBlue ? 1 : 0
        if !isScaled {
            upload(part, through: tile) { out, pitch in
                tsb_copy_rotate_rect(&rotation, unturnedWidth, unturnedHeight, image.pixels, 0, 0, image.width, image.height,
                                     image.pitch, Int64(local.x), Int64(local.y), Int64(local.width), Int64(local.height),
                                     out, pitch, swap)
            }
            return
        }
        // Only the slanted band of the scaled image the tile reads is scaled, swapped to ARGB on the way.
        let needed = Int(sourceWidth * sourceHeight * 4)
        if copyScratch.count < needed { copyScratch = [UInt8](repeating: 0, count: needed) }
        #if DEBUG
        // Debug builds (the tests) poison the scratch first: a pixel read outside the band computed shows.
        for i in 0..<needed { copyScratch[i] = 0xA5 }
        #endif
        if copySpans.count < 2 * Int(sourceHeight) { copySpans = [Int64](repeating: 0, count: 2 * Int(sourceHeight)) }
        copySpans.withUnsafeMutableBufferPointer { spans in
            let first = spans.baseAddress!, last = spans.baseAddress! + Int(sourceHeight)
            tsb_copy_rotation_source_spans(&rotation, Int64(local.x), Int64(local.y), Int64(local.width), Int64(local.height),
                                           sourceX, sourceY, sourceWidth, sourceHeight, first, last)
            copyScratch.withUnsafeMutableBufferPointer { scratch in
                tsb_copy_stretch_rows(&image, unturnedWidth, unturnedHeight, sourceX, sourceY, sourceWidth, sourceHeight,
                                      first, last, swap, scratch.baseAddress, sourceWidth * 4)
                upload(part, through: tile) { out, pitch in
                    tsb_copy_rotate_rect(&rotation, unturnedWidth, unturnedHeight, scratch.baseAddress, sourceX, sourceY,
                                         sourceWidth, sourceHeight, sourceWidth * 4, Int64(local.x), Int64(local.y),
                                         Int64(local.width), Int64(local.height), out, pitch, 0)
                }
            }
        }
    }

    /// Lets `fill` write `part`'s pixels into the tile texture, then blits them one to one onto `part`.
    private func upload(_ part: PixelRect, through tile: OpaquePointer,
                        _ fill: (_ out: UnsafeMutablePointer<UInt8>, _ pitch: Int64) -> Void) {
        var area = SDL_Rect(x: 0, y: 0, w: Int32(part.width), h: Int32(part.height))
        var locked: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(tile, &area, &locked, &pitch) == 0, let locked else {
            log.warning("SDL_LockTexture failed: \(SDLError.lastMessage)")
            return
        }
        fill(locked.assumingMemoryBound(to: UInt8.self), Int64(pitch))
        SDL_UnlockTexture(tile)
        var target = SDL_Rect(x: Int32(part.x), y: Int32(part.y), w: Int32(part.width), h: Int32(part.height))
        SDL_RenderCopy(pointer, tile, &area, &target)
    }

    /// The streaming texture tiles in `format` go through, made on first use.
    private func copyTile(format: UInt32) -> OpaquePointer? {
        if let tile = copyTiles[format] { return tile }
        let side = Int32(ClippedCopyPlan.tileSide)
        guard let tile = SDL_CreateTexture(pointer, format, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), side, side) else {
            log.warning("SDL_CreateTexture failed: \(SDLError.lastMessage)")
            return nil
        }
        copyTiles[format] = tile
        return tile
    }

    /// Gives `tile` the blend mode, colour and alpha modulation `texture` is drawn with. The blend mode is the one
    /// asked for, not the one an opaque texture is laid with: the tile's corners outside a turned sprite are clear.
    private func matchModulation(of tile: OpaquePointer, to texture: Texture) {
        var r: UInt8 = 255, g: UInt8 = 255, b: UInt8 = 255, a: UInt8 = 255
        SDL_GetTextureColorMod(texture.pointer, &r, &g, &b)
        SDL_GetTextureAlphaMod(texture.pointer, &a)
        SDL_SetTextureBlendMode(tile, texture.blendMode.sdl)
        SDL_SetTextureColorMod(tile, r, g, b)
        SDL_SetTextureAlphaMod(tile, a)
    }
}
