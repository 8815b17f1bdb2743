import TouchEngine

/// What the sandbox's recipes add to a sprite besides the engine's `SpriteOptions`: a corner handle that resizes
/// it, or an action that makes it a control (a scene file's `resizable` and `action`).
public struct SpriteRecipeOptions: Equatable, Sendable {
    /// Shows a corner handle that resizes width and height independently.
    public var resizable = false
    /// Makes the sprite a draggable control: a tap runs this action, and it has no double tap.
    public var action: ControlAction?

    public init(resizable: Bool = false, action: ControlAction? = nil) {
        self.resizable = resizable
        self.action = action
    }
}
