import CSDL2

/// Copying between SDL surfaces and `RGBAImage`. Surfaces never leave this module.
enum Surface {
    /// The pixels of `surface`, converted to RGBA byte order. The surface is not freed.
    static func image(from surface: UnsafeMutablePointer<SDL_Surface>) throws(SDLError) -> RGBAImage {
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw SDLError.failed("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(converted) }
        try check(SDL_LockSurface(converted), "SDL_LockSurface")
        defer { SDL_UnlockSurface(converted) }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h)
        let pitch = Int(converted.pointee.pitch), rowBytes = width * 4
        guard let base = converted.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else {
            throw SDLError.call(function: "SDL_ConvertSurfaceFormat", message: "surface has no pixels")
        }
        var bytes = [UInt8](repeating: 0, count: rowBytes * height)
        bytes.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                (out.baseAddress! + row * rowBytes).update(from: base + row * pitch, count: rowBytes)
            }
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }

    /// A new surface holding a copy of `image`; the caller frees it with `SDL_FreeSurface`.
    static func make(from image: RGBAImage) throws(SDLError) -> UnsafeMutablePointer<SDL_Surface> {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(
            0, Int32(image.width), Int32(image.height), 32, SDL_PIXELFORMAT_RGBA32.rawValue
        ) else { throw SDLError.failed("SDL_CreateRGBSurfaceWithFormat") }
        let pitch = Int(surface.pointee.pitch), rowBytes = image.width * 4
        if let base = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) {
            image.pixels.withUnsafeBufferPointer { source in
                for row in 0..<image.height {
                    (base + row * pitch).update(from: source.baseAddress! + row * rowBytes, count: rowBytes)
                }
            }
        }
        return surface
    }
}
