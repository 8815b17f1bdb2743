import TouchEngine

/// What a mode may read of the live window's input besides the events it is given: read-only, so nothing but the
/// translator changes it. The display hands it to the modes (`PlaybackDisplay.input`).
public protocol LiveInputView: AnyObject {
    /// The virtual fingers pinned with the right mouse button, in the order they were pinned, for the overlay.
    var pinnedFingers: [PinnedFinger] { get }
    /// The touch device of the last finger that went down (direct devices only), nil before one did.
    var lastTouchDevice: TouchDeviceID? { get }
    /// Mouse events SDL made from touches (expected, not a problem; the touchscreen test shows the count).
    var synthesizedMouseEvents: Int { get }
}

/// A virtual finger held down with the right mouse button.
public struct PinnedFinger: Hashable, Sendable {
    public var id: PointerID
    public var position: Vector2

    public init(id: PointerID, position: Vector2) {
        self.id = id
        self.position = position
    }
}
