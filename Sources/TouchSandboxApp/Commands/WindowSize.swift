import ArgumentParser

/// A window size given on the command line as `WxH`, e.g. `1280x800`.
///
/// Parsing takes any two whole numbers; `problem` says why a size cannot be used, so the error can say it
/// (`--window 0x0: …`) rather than only that the value is invalid.
package struct WindowSize: ExpressibleByArgument, Equatable, CustomStringConvertible {
    /// The widest or tallest window: the largest texture GPUs take, and the largest canvas a scene or recording has.
    static let largestSide = 16384
    /// The most pixels a window may have: 8192×4096, which an 8K display (7680×4320) fits. The software renderer
    /// (headless replays, kiosks without a GPU) keeps the whole frame in memory, 128 MiB at this size, and a
    /// screenshot or a report picture needs up to three more copies while it is read back and encoded, so a session
    /// stays under 1 GB; a 16384×16384 window would need 1 GiB for the frame alone.
    static let mostPixels = 8192 * 4096

    package var width: Int
    package var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    package init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        self.init(width: width, height: height)
    }

    package var description: String { "\(width)x\(height)" }

    /// Why no window can have this size, or nil when one can.
    var problem: String? {
        guard (1...Self.largestSide).contains(width), (1...Self.largestSide).contains(height) else {
            return "width and height must be whole numbers from 1 to \(Self.largestSide)"
        }
        guard width * height <= Self.mostPixels else {
            return "\(width * height) pixels, more than the limit of \(Self.mostPixels) (8192x4096, which an 8K display fits): "
                + "the software renderer keeps the whole frame in memory, \((width * height * 4) >> 20) MiB at this size, "
                + "and a screenshot or report needs more copies of it"
        }
        return nil
    }

    /// Throws the validation error naming `option` when this size cannot be used.
    package func validate(as option: String) throws {
        if let problem { throw ValidationError("\(option) \(self): \(problem)") }
    }
}
