import CSDL2
import Foundation

/// Reading and writing image files through SDL_image. Errors always name the file.
public enum ImageFile {
    /// Decodes any format SDL_image reads (PNG above all) into RGBA pixels.
    public static func load(_ path: String) throws(SDLError) -> RGBAImage {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SDLError.image(path: path, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw SDLError.image(path: path, message: "is a directory") }
        guard let surface = IMG_Load(path) else {
            throw SDLError.image(path: path, message: SDLError.lastMessage)
        }
        defer { SDL_FreeSurface(surface) }
        guard surface.pointee.w > 0, surface.pointee.h > 0 else {
            throw SDLError.image(path: path, message: "image has no pixels")
        }
        do {
            return try Surface.image(from: surface)
        } catch {
            throw SDLError.image(path: path, message: "\(error)")
        }
    }

    /// Writes `image` as a PNG file.
    public static func savePNG(_ image: RGBAImage, to path: String) throws(SDLError) {
        let surface = try Surface.make(from: image)
        defer { SDL_FreeSurface(surface) }
        if IMG_SavePNG(surface, path) != 0 {
            throw SDLError.image(path: path, message: "cannot write PNG: \(SDLError.lastMessage)")
        }
    }
}
