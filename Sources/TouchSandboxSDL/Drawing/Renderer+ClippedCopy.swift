import CSDL2
import CSoftwareTextureCopy

/// Texture copies on the software renderer computed only where they are seen (`ClippedCopyPlan` says when and what):
/// the visible rectangle, a tile at a time, is computed with SDL's own arithmetic (`CSoftwareTextureCopy`), written
/// into a streaming texture and blitted one to one with the copy's blend mode and modulation, so SDL's blitter
/// lays down the same pixels it would have laid from its whole-size image. A copy drawn the same way the frame before
/// is computed in whole cells kept for the next frame (`CopyCellCache`) and laid from them while it only moves.
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
        case .clipped(let plan):
            return draw(plan, of: texture, geometry: CopyCellCache.Geometry(texture: texture.serial, destination: destination, angle: angle))
        }
    }

    private func draw(_ plan: ClippedCopyPlan, of texture: Texture, geometry: CopyCellCache.Geometry) -> Bool {
        guard let tile = copyTile(format: plan.blitFormat) else { return false }
        matchModulation(of: tile, to: texture)
        let keepsCells = copyCells.isSteady(geometry)
        let drawn: Bool? = texture.withSoftwarePixels { pixels, pitch, _ in
            var image = tsb_copy_image(pixels: pixels.assumingMemoryBound(to: UInt8.self), width: Int64(texture.width),
                                       height: Int64(texture.height), pitch: Int64(pitch))
            if keepsCells {
                drawCells(of: plan, geometry: geometry, texture: texture, image: &image, tile: tile)
            } else {
                for part in plan.visible.tiles(side: ClippedCopyPlan.tileSide) {
                    upload(part, through: tile) { out, pitch in
                        compute(part.offsetBy(-plan.blitted.x, -plan.blitted.y), of: plan, image: &image, into: out, pitch: pitch)
                    }
                }
            }
            return true
        }
        return drawn ?? false
    }

    /// A copy drawn the same way the frame before: the cells of its image the output shows, each computed whole
    /// the first time and laid again after; a cell the cache has no room for is computed where it is seen, as an
    /// unsteady copy is.
    private func drawCells(of plan: ClippedCopyPlan, geometry: CopyCellCache.Geometry, texture: Texture,
                           image: inout tsb_copy_image, tile: OpaquePointer) {
        let side = CopyCellCache.side
        let seen = plan.visible.offsetBy(-plan.blitted.x, -plan.blitted.y)
        for row in (seen.y / side)...((seen.maxY - 1) / side) {
            for column in (seen.x / side)...((seen.maxX - 1) / side) {
                let cell = PixelRect(x: column * side, y: row * side, width: min(side, plan.blitted.width - column * side),
                                     height: min(side, plan.blitted.height - row * side))
                let shown = cell.intersection(seen)
                let key = CopyCellCache.CellKey(geometry: geometry, column: column, row: row)
                if let kept = copyCells.cell(key) ?? keepNewCell(key, cell, of: plan, image: &image) {
                    lay(shown, of: kept, at: cell, plan: plan, texture: texture)
                } else {
                    upload(shown.offsetBy(plan.blitted.x, plan.blitted.y), through: tile) { out, pitch in
                        compute(shown, of: plan, image: &image, into: out, pitch: pitch)
                    }
                }
            }
        }
    }

    /// Computes `cell` (relative to the blitted rectangle) whole into a texture of its own and keeps it; nil when the
    /// budget has no room for it or SDL cannot give the texture.
    private func keepNewCell(_ key: CopyCellCache.CellKey, _ cell: PixelRect, of plan: ClippedCopyPlan,
                             image: inout tsb_copy_image) -> CopyCellCache.Cell? {
        let bytes = cell.area * 4
        guard copyCells.hasRoom(for: bytes),
              let cellTexture = SDL_CreateTexture(pointer, plan.blitFormat, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                                  Int32(cell.width), Int32(cell.height)) else { return nil }
        var locked: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(cellTexture, nil, &locked, &pitch) == 0, let locked else {
            log.warning("SDL_LockTexture failed: \(SDLError.lastMessage); drawing the cell without keeping it")
            SDL_DestroyTexture(cellTexture)
            return nil
        }
        let pixels = locked.assumingMemoryBound(to: UInt8.self)
        let readsImage = compute(cell, of: plan, image: &image, into: pixels, pitch: Int64(pitch))
        let coverage = readsImage
            ? CopyCellCache.Coverage(pixels: pixels, width: cell.width, height: cell.height, pitch: Int(pitch)) : .clear
        SDL_UnlockTexture(cellTexture)
        if !readsImage { SDL_DestroyTexture(cellTexture) }
        return copyCells.store(key, texture: readsImage ? cellTexture : nil, coverage: coverage, bytes: readsImage ? bytes : 0)
    }

    /// Blits the `shown` part of a kept cell (both relative to the copy's blitted rectangle) one to one: blended, or
    /// copied when the cell is opaque and laid at full alpha (the same pixels, at the cost of a copy); a clear cell
    /// not at all when blended or added (either leaves the output as it is under a clear pixel).
    private func lay(_ shown: PixelRect, of kept: CopyCellCache.Cell, at cell: PixelRect, plan: ClippedCopyPlan, texture: Texture) {
        guard let cellTexture = kept.texture else { return }
        if kept.coverage == .clear && (texture.blendMode == .blend || texture.blendMode == .add) {
            copyCells.clearCellsLeftOut += 1
            return
        }
        matchModulation(of: cellTexture, to: texture)
        if kept.coverage == .opaque && texture.blendMode == .blend {
            var alpha: UInt8 = 255
            SDL_GetTextureAlphaMod(texture.pointer, &alpha)
            if alpha == 255 {
                SDL_SetTextureBlendMode(cellTexture, SDL_BLENDMODE_NONE)
                copyCells.opaqueCellsLaid += 1
            }
        }
        var area = SDL_Rect(x: Int32(shown.x - cell.x), y: Int32(shown.y - cell.y), w: Int32(shown.width), h: Int32(shown.height))
        var target = SDL_Rect(x: Int32(plan.blitted.x + shown.x), y: Int32(plan.blitted.y + shown.y),
                              w: Int32(shown.width), h: Int32(shown.height))
        SDL_RenderCopy(pointer, cellTexture, &area, &target)
    }

    /// Writes the copy's pixels of `local` (relative to the blitted rectangle) into `out`; false when the part reads
    /// no pixel of the image (a turned copy's corner: SDL's image is transparent black there, which its blend leaves
    /// the output unchanged by), and then `out` is left as it was.
    private func compute(_ local: PixelRect, of plan: ClippedCopyPlan, image: inout tsb_copy_image,
                         into out: UnsafeMutablePointer<UInt8>, pitch: Int64) -> Bool {
        switch plan.kind {
        case .scaled:
            tsb_copy_stretch_rect(&image, Int64(plan.destination.width), Int64(plan.destination.height),
                                  Int64(local.x), Int64(local.y), Int64(local.width), Int64(local.height), out, pitch)
            return true
        case .rotated(let rotation, let isScaled):
            return computeRotated(local, of: plan, rotation: rotation, isScaled: isScaled, image: &image, into: out, pitch: pitch)
        }
    }

    /// Part of a turned copy: the part of the unturned image it reads (scaled first when the copy is), then the turn.
    private func computeRotated(_ local: PixelRect, of plan: ClippedCopyPlan, rotation: tsb_copy_rotation, isScaled: Bool,
                                image: inout tsb_copy_image, into out: UnsafeMutablePointer<UInt8>, pitch: Int64) -> Bool {
        var rotation = rotation
        let unturnedWidth = Int64(isScaled ? plan.destination.width : Int(image.width))
        let unturnedHeight = Int64(isScaled ? plan.destination.height : Int(image.height))
        var sourceX: Int64 = 0, sourceY: Int64 = 0, sourceWidth: Int64 = 0, sourceHeight: Int64 = 0
        guard tsb_copy_rotation_source_rect(&rotation, unturnedWidth, unturnedHeight, Int64(local.x), Int64(local.y),
                                            Int64(local.width), Int64(local.height),
                                            &sourceX, &sourceY, &sourceWidth, &sourceHeight) == 1 else { return false }
        let swap: Int32 = plan.swapsRedAndBlue ? 1 : 0
        if !isScaled {
            tsb_copy_rotate_rect(&rotation, unturnedWidth, unturnedHeight, image.pixels, 0, 0, image.width, image.height,
                                 image.pitch, Int64(local.x), Int64(local.y), Int64(local.width), Int64(local.height),
                                 out, pitch, swap)
            return true
        }
        // Only the slanted band of the scaled image the part reads is scaled, swapped to ARGB on the way.
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
                tsb_copy_rotate_rect(&rotation, unturnedWidth, unturnedHeight, scratch.baseAddress, sourceX, sourceY,
                                     sourceWidth, sourceHeight, sourceWidth * 4, Int64(local.x), Int64(local.y),
                                     Int64(local.width), Int64(local.height), out, pitch, 0)
            }
        }
        return true
    }

    /// Lets `fill` write `part`'s pixels into the tile texture, then blits them one to one onto `part` unless `fill`
    /// says it wrote none.
    private func upload(_ part: PixelRect, through tile: OpaquePointer,
                        _ fill: (_ out: UnsafeMutablePointer<UInt8>, _ pitch: Int64) -> Bool) {
        var area = SDL_Rect(x: 0, y: 0, w: Int32(part.width), h: Int32(part.height))
        var locked: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(tile, &area, &locked, &pitch) == 0, let locked else {
            log.warning("SDL_LockTexture failed: \(SDLError.lastMessage)")
            return
        }
        let wrote = fill(locked.assumingMemoryBound(to: UInt8.self), Int64(pitch))
        SDL_UnlockTexture(tile)
        guard wrote else { return }
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
