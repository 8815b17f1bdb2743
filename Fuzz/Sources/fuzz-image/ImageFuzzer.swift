import FuzzSupport
import Logging
import TouchSandboxSDL

/// libFuzzer calls this once before the first input: every message is built (so a trap in building one is a
/// finding) and thrown away, so the warning for each SVG drawn smaller than it declares does not flood the output.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    LoggingSystem.bootstrap { _ in DiscardingLogHandler() }
    return 0
}

/// Takes every message, at every level, and keeps none.
struct DiscardingLogHandler: LogHandler {
    var logLevel = Logger.Level.trace
    var metadata: Logger.Metadata = [:]
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String,
             file: String, function: String, line: UInt) {}
}

/// Image files through the path the app loads them by (`ImageFile.decode`, after `load` has read the bytes):
/// the signature picks the format, the header's size is checked against the limits, then libpng (PNG), giflib
/// (GIF), SDL_image (JPEG, BMP, WebP) or the vendored nanosvg within its budget (SVG) decodes. Any bytes either
/// give an image within the limits, with exactly four bytes a pixel, or are refused with an error naming the file.
///
/// The limits are smaller than the app's (256 on a side, 16,384 pixels, 5 million steps to draw an SVG) so each
/// input decodes in microseconds to milliseconds; the checks are the same code.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var limits = ImageLimits.standard
    limits.imageSide = 256
    limits.imagePixels = 16_384
    limits.svgDrawingSteps = 5_000_000
    let path = "fuzz-image"
    let image: RGBAImage
    do {
        image = try ImageFile.decode(Array(UnsafeBufferPointer(start: start, count: count)), path: path, limits: limits)
    } catch {
        expect("\(error)".contains(path), "an error that does not name the file: \(error)")
        return 0
    }
    expect((1...limits.imageSide).contains(image.width) && (1...limits.imageSide).contains(image.height),
           "a \(image.width)×\(image.height) image, beyond the limits")
    expect(image.width * image.height <= limits.imagePixels, "a \(image.width)×\(image.height) image, more pixels than the limit")
    expect(image.pixels.count == image.width * image.height * 4, "pixels do not match the size")
    return 0
}
