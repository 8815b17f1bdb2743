import CSDL2
import Foundation
import TouchEngine
import TouchFiles

/// Reading and writing image files. Errors always name the file and the real cause.
///
/// Reading never trusts the file: it is read into memory by `InputFileReader` (a regular file only, at most
/// `ImageLimits.imageFileBytes`), its format is told by its signature, its size is read from its header and
/// checked against the limits before anything is decoded, and the bytes checked are the bytes decoded.
public enum ImageFile {
    /// Decodes a PNG, JPEG, GIF, BMP or WebP file (refused when larger than the limits) or an SVG file
    /// (rasterised at its declared size, or smaller to fit the limits) into RGBA pixels.
    public static func load(_ path: String, limits: ImageLimits = .standard) throws(SDLError) -> RGBAImage {
        let bytes: [UInt8]
        do {
            bytes = try InputFileReader.read(path, limit: limits.imageFileBytes)
        } catch {
            throw .image(path: path, message: error.reason)
        }
        return try decode(bytes, path: path, limits: limits)
    }

    /// Decodes the bytes of an image file already in memory, as `load` does; `path` names the file in errors.
    public static func decode(_ bytes: [UInt8], path: String, limits: ImageLimits = .standard) throws(SDLError) -> RGBAImage {
        func fail(_ message: String) -> SDLError { .image(path: path, message: message) }
        guard !bytes.isEmpty else { throw fail("the file is empty") }
        guard let format = ImageFormat.identify(bytes) else {
            throw fail("not an image file the sandbox reads (\(ImageFormat.supportedNames))")
        }
        let image: RGBAImage
        switch format {
        case .svg:
            image = try rasteriseSVG(bytes, path: path, limits: limits)
        case .png, .jpeg, .gif, .bmp, .webp:
            let size: DeclaredSize
            switch RasterHeader.size(of: bytes, format: format) {
            case let .success(declared): size = declared
            case let .failure(error): throw fail(error.message)
            }
            if let problem = problem(with: size, limits: limits) { throw fail(problem) }
            switch format {
            case .png: image = try decodePNG(bytes, size: size, path: path)
            case .gif: image = try decodeGIF(bytes, size: size, path: path)
            default: image = try decodeWithSDL(bytes, format: format, path: path, limits: limits)
            }
        }
        let decoded = DeclaredSize(width: image.width, height: image.height)
        if let problem = problem(with: decoded, limits: limits) { throw fail("decoded as \(problem)") }
        return image
    }

    /// Why an image of `size` cannot be used, or nil when it can.
    static func problem(with size: DeclaredSize, limits: ImageLimits) -> String? {
        if size.width <= 0 || size.height <= 0 { return "the image has no pixels (\(size))" }
        let pixels = size.width.multipliedReportingOverflow(by: size.height)
        guard size.width > limits.imageSide || size.height > limits.imageSide || pixels.overflow || pixels.partialValue > limits.imagePixels
        else { return nil }
        return "the image is \(size) pixels, more than the limit of \(limits.imageSide) pixels on a side and \(limits.imagePixels) pixels in all"
    }

    private static func decodePNG(_ bytes: [UInt8], size: DeclaredSize, path: String) throws(SDLError) -> RGBAImage {
        switch PNGDecoder.decode(bytes, size: size) {
        case let .success(image): return image
        case let .failure(error): throw SDLError.image(path: path, message: "not a valid PNG file (\(error.message))")
        }
    }

    private static func decodeGIF(_ bytes: [UInt8], size: DeclaredSize, path: String) throws(SDLError) -> RGBAImage {
        switch GIFDecoder.decode(bytes, size: size) {
        case let .success(image): return image
        case let .failure(error): throw SDLError.image(path: path, message: "not a valid GIF file (\(error.message))")
        }
    }

    /// JPEG, BMP and WebP through SDL_image's loader for exactly that format, from the bytes in memory.
    private static func decodeWithSDL(
        _ bytes: [UInt8], format: ImageFormat, path: String, limits: ImageLimits
    ) throws(SDLError) -> RGBAImage {
        let surface = bytes.withUnsafeBytes { raw -> UnsafeMutablePointer<SDL_Surface>? in
            guard let source = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(source) }
            switch format {
            case .jpeg: return IMG_LoadJPG_RW(source)
            case .bmp: return IMG_LoadBMP_RW(source)
            case .webp: return IMG_LoadWEBP_RW(source)
            case .png, .gif, .svg: return nil
            }
        }
        return try pixels(of: surface, format: format, path: path, limits: limits)
    }

    /// Rasterises an SVG at its declared size, scaled down (keeping its proportions) to fit the limits, with
    /// nanosvg as SDL_image does but within a budget of steps (`SVGDrawing`).
    private static func rasteriseSVG(_ bytes: [UInt8], path: String, limits: ImageLimits) throws(SDLError) -> RGBAImage {
        let declared: (width: Double, height: Double)
        switch SVGHeader.size(of: bytes) {
        case let .success(size): declared = size
        case let .failure(error): throw SDLError.image(path: path, message: error.message)
        }
        let side = Double(limits.imageSide)
        let fit = min(1, side / declared.width, side / declared.height,
                      (Double(limits.imagePixels) / (declared.width * declared.height)).squareRoot())
        // Scaled down: whole pixels within the limit (the epsilon keeps 8191.99999 from becoming 8191); else at
        // least the declared size, as nanosvg rounds it.
        let round: (Double) -> Double = fit < 1 ? { ($0 + 1e-6).rounded(.down) } : { $0.rounded(.up) }
        let width = max(1, min(side, round(declared.width * fit))), height = max(1, min(side, round(declared.height * fit)))
        if fit < 1 {
            log.warning("\(path): the SVG declares \(String(format: "%.0f×%.0f", declared.width, declared.height)) pixels; drawn at \(Int(width))×\(Int(height)) to stay within the limit")
        }
        switch SVGDrawing.draw(bytes, fitting: Int(width), Int(height), limits: limits) {
        case let .success(image): return image
        case let .failure(error): throw SDLError.image(path: path, message: "not a valid svg file (\(error.message))")
        }
    }

    /// The surface's pixels as RGBA; a surface beyond the limits (a decoder that went past the header checked) is
    /// refused before it is converted and copied.
    private static func pixels(
        of surface: UnsafeMutablePointer<SDL_Surface>?, format: ImageFormat, path: String, limits: ImageLimits
    ) throws(SDLError) -> RGBAImage {
        guard let surface else { throw SDLError.image(path: path, message: "not a valid \(format.rawValue) file (\(SDLError.lastMessage))") }
        defer { SDL_FreeSurface(surface) }
        if let problem = problem(with: DeclaredSize(width: Int(surface.pointee.w), height: Int(surface.pointee.h)), limits: limits) {
            throw SDLError.image(path: path, message: "decoded as \(problem)")
        }
        do {
            return try Surface.image(from: surface)
        } catch {
            throw SDLError.image(path: path, message: "\(error)")
        }
    }

    /// Writes `image` as a PNG file, atomically and durably (`AtomicFileWriter`: a crash leaves the old file or the
    /// new one); an error names the file and the system's reason (a missing folder, no permission, a full disk).
    public static func savePNG(_ image: RGBAImage, to path: String) throws(SDLError) {
        let data = try pngData(image, naming: path)
        do {
            try AtomicFileWriter().write(data, to: path)
        } catch {
            throw SDLError.imageWrite(path: path, message: error.reason)
        }
    }

    /// The PNG file of `image`, encoded in memory (so whoever writes it can check every byte reached the disk);
    /// `path` names the file in errors.
    public static func pngData(_ image: RGBAImage, naming path: String) throws(SDLError) -> Data {
        let surface = try Surface.make(from: image)
        defer { SDL_FreeSurface(surface) }
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else {
            throw SDLError.imageWrite(path: path, message: String(cString: strerror(errno)))
        }
        defer { free(buffer) }
        guard let destination = SDL_RWFromFP(stream, SDL_TRUE) else {
            fclose(stream)
            throw SDLError.imageWrite(path: path, message: SDLError.lastMessage)
        }
        // SDL_image closes the stream (and with it fills `buffer` and `size`) whether or not the encoding worked.
        if IMG_SavePNG_RW(surface, destination, 1) != 0 {
            throw SDLError.imageWrite(path: path, message: SDLError.lastMessage)
        }
        guard let buffer, size > 0 else { throw SDLError.imageWrite(path: path, message: "the PNG encoder wrote nothing") }
        return Data(bytes: buffer, count: size)
    }
}
