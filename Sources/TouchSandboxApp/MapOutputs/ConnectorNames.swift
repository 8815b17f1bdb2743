import COutputNames
import TouchScreenTesting
import TouchSandboxSDL

/// SDL's displays with the names the stacks use. SDL 2.26 names displays after their monitors (EDID model on X11,
/// xdg-output's description on Wayland), so the connector names are asked of the display server itself — RandR on
/// X11, xdg-output (or wl_output version 4) on Wayland — and matched to SDL's displays by place and size.
enum ConnectorNames {
    static func outputs(of displays: [DisplayInfo], videoDriver: String) -> [SurveyedOutput] {
        let sdl = displays.map { OutputNaming.Display(sdlName: $0.name, bounds: [$0.frame.x, $0.frame.y, $0.frame.size.width, $0.frame.size.height]) }
        switch videoDriver {
        case "x11": return OutputNaming.name(sdl, connectors: connectors(ts_randr_outputs), source: "randr")
        case "wayland": return OutputNaming.name(sdl, connectors: connectors(ts_wayland_outputs), source: "wayland")
        default: return OutputNaming.name(sdl, connectors: [], source: "sdl")
        }
    }

    /// What one of the C queries found; none when the server could not be asked.
    private static func connectors(_ query: (UnsafeMutablePointer<ts_output_geometry>?, Int32) -> Int32) -> [OutputNaming.Connector] {
        var found = [ts_output_geometry](repeating: ts_output_geometry(), count: 32)
        let count = found.withUnsafeMutableBufferPointer { query($0.baseAddress, Int32($0.count)) }
        guard count > 0 else { return [] }
        return found.prefix(Int(count)).map { entry in
            let name = withUnsafeBytes(of: entry.name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return OutputNaming.Connector(name: name, bounds: [Int(entry.x), Int(entry.y), Int(entry.width), Int(entry.height)])
        }
    }
}
