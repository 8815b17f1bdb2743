import TouchEngine
import TouchRecordings
import TouchSandboxSDL

/// One piece of input on its way from a source to the mode: the one thing `PlaybackMode.handle` takes, whichever
/// source it came from and at whatever pace.
package enum PlaybackInput: Equatable {
    /// The session's own input as it happens (the window's fingers, mouse, wheel and keys, TUIO's cursors), at
    /// `time` on the playback's clock. The window's own events (closed, resized, devices) come this way too; the
    /// driver acts on those before the mode sees them.
    case live(InputEvent, at: Double)
    /// One item of a recording being replayed, on the recording's clock.
    case recorded(RecordedInput)
    /// A key pressed in the window while a recording plays: someone watching the replay, not the recording's input.
    case viewerKey(KeyPress)

    /// The pointer event inside, if it is one.
    var pointer: PointerEvent? {
        switch self {
        case .live(.pointer(let event), _), .recorded(.pointer(let event)): event
        default: nil
        }
    }
}
