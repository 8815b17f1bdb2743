/// Gives SDL's displays the names the stacks use. SDL 2.26 names a display after its monitor (the EDID model on
/// X11, the xdg-output description or wl_output model on Wayland), which no compositor or `xinput` takes; the
/// connector names (RandR outputs on X11, xdg-output or wl_output names on Wayland) are asked of the display server
/// and matched to SDL's displays by their place and size on the desktop, which both report alike.
public enum OutputNaming {
    /// A display as SDL reports it.
    public struct Display: Equatable, Sendable {
        public var sdlName: String
        /// `[x, y, width, height]` in points.
        public var bounds: [Int]
        public init(sdlName: String, bounds: [Int]) { (self.sdlName, self.bounds) = (sdlName, bounds) }
    }

    /// An output as the display server names it.
    public struct Connector: Equatable, Sendable {
        public var name: String
        public var bounds: [Int]
        public init(name: String, bounds: [Int]) { (self.name, self.bounds) = (name, bounds) }
    }

    /// Each display with the connector of the same bounds, when exactly one has them; otherwise SDL's name, marked
    /// as not a connector name. `source` says where the connectors came from (`randr`, `wayland`).
    public static func name(_ displays: [Display], connectors: [Connector], source: String) -> [SurveyedOutput] {
        displays.map { display in
            let same = connectors.filter { $0.bounds == display.bounds }
            if same.count == 1 {
                return SurveyedOutput(name: same[0].name, nameSource: source, nameIsConnector: true, sdlName: display.sdlName, bounds: display.bounds)
            }
            return SurveyedOutput(name: display.sdlName, nameSource: "sdl", nameIsConnector: false, sdlName: display.sdlName, bounds: display.bounds)
        }
    }
}
