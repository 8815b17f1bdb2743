import CSDL2

/// One display as SDL 2.26 reports it: its index, its name (the monitor's model from EDID on X11, xdg-output's
/// description on Wayland: not the connector name compositors and `xinput` take) and where it is on the desktop.
public struct DisplayInfo: Equatable, Sendable {
    public var index: Int
    public var name: String
    public var frame: ScreenRect

    /// Every display SDL knows now, in SDL's order (the video subsystem must be running).
    public static func all() -> [DisplayInfo] {
        (0..<max(0, Int(SDL_GetNumVideoDisplays()))).compactMap { index in
            var rect = SDL_Rect()
            guard SDL_GetDisplayBounds(Int32(index), &rect) == 0 else { return nil }
            let name = SDL_GetDisplayName(Int32(index)).map { String(cString: $0) } ?? ""
            return DisplayInfo(index: index, name: name.isEmpty ? "display \(index + 1)" : name,
                               frame: ScreenRect(x: Int(rect.x), y: Int(rect.y), size: PixelSize(width: Int(rect.w), height: Int(rect.h))))
        }
    }
}
