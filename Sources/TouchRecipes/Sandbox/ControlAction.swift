/// What tapping a control sprite does (a scene file's `"action"` field).
public enum ControlAction: Hashable, Sendable, CustomStringConvertible {
    /// Puts every sprite back where the scene placed it.
    case reset
    /// Turns paint mode on or off.
    case paint
    /// Clears the painted strokes.
    case clear
    /// Any other name: the sandbox only reports it (`SandboxNotification.actionTriggered`); the app decides.
    case named(String)

    /// The action a scene file names.
    public init(_ name: String) {
        switch name {
        case "reset": self = .reset
        case "paint": self = .paint
        case "clear": self = .clear
        default: self = .named(name)
        }
    }

    /// The name a scene file uses.
    public var name: String {
        switch self {
        case .reset: "reset"
        case .paint: "paint"
        case .clear: "clear"
        case .named(let name): name
        }
    }

    public var description: String { name }
}
