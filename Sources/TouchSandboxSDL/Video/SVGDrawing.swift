import CNanoSVG

/// SVG files parsed and drawn by nanosvg (the parser and rasteriser SDL_image 2.6.3 carries, vendored in
/// `CNanoSVG` with a budget), giving the pixels `IMG_LoadSizedSVG_RW` gives, within `ImageLimits`' steps and edges,
/// except where the vendored copy mends nanosvg (a gradient of one stop; plain numbers in a gradient's box units).
///
/// SDL_image's own copy has no budget: a dash of 0.001 along a path a million units long, in a file of 100 bytes,
/// kept it drawing for minutes and took gigabytes, as the number of dashes is not bounded by the file's size.
enum SVGDrawing {
    /// The SVG in `bytes` drawn to fit `width`×`height` keeping its proportions, as SDL_image draws it: the image
    /// is the document's size times that scale, rounded up. The error's text says why it could not be drawn.
    static func draw(_ bytes: [UInt8], fitting width: Int, _ height: Int, limits: ImageLimits) -> Result<RGBAImage, HeaderError> {
        var documentWidth: Float = 0, documentHeight: Float = 0
        guard let document = bytes.withUnsafeBufferPointer({ tsb_svg_parse($0.baseAddress, $0.count, &documentWidth, &documentHeight) })
        else { return .failure(HeaderError("nanosvg found no drawing of a positive size in it")) }
        defer { tsb_svg_free(document) }
        let scale = min(Float(width) / documentWidth, Float(height) / documentHeight)
        let scaledWidth = (documentWidth * scale).rounded(.up), scaledHeight = (documentHeight * scale).rounded(.up)
        guard scale.isFinite, scaledWidth >= 1, scaledHeight >= 1, scaledWidth <= Float(width) + 1, scaledHeight <= Float(height) + 1 else {
            return .failure(HeaderError("nanosvg reads its size as \(documentWidth)×\(documentHeight) pixels, which cannot be drawn to fit \(width)×\(height)"))
        }
        let drawnWidth = Int(scaledWidth), drawnHeight = Int(scaledHeight)
        var pixels = [UInt8](repeating: 0, count: drawnWidth * drawnHeight * 4)
        var steps: Int64 = 0
        let status = pixels.withUnsafeMutableBufferPointer { output in
            tsb_svg_draw(document, scale, output.baseAddress, Int32(drawnWidth), Int32(drawnHeight),
                         Int64(limits.svgDrawingSteps), Int32(clamping: limits.svgEdges), &steps)
        }
        switch status {
        case TSB_SVG_DRAWN:
            return .success(RGBAImage(width: drawnWidth, height: drawnHeight, pixels: pixels))
        case TSB_SVG_OUT_OF_MEMORY:
            return .failure(HeaderError("there was not enough memory to draw it at \(drawnWidth)×\(drawnHeight)"))
        default:
            return .failure(HeaderError(
                "drawing it at \(drawnWidth)×\(drawnHeight) would take more than \(limits.svgDrawingSteps) steps or "
                    + "\(limits.svgEdges) edges in one shape (its paths, strokes or dashes are too fine for its size); "
                    + "the limit keeps one file from stalling the sandbox"))
        }
    }
}
