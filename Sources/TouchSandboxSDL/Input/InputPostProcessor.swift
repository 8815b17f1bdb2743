import TouchEngine

/// What the translator hands its post-processors: app events, and the mouse-button presses that no app event
/// stands for yet (every button but the left one).
enum TranslatedInput: Equatable {
    case event(InputEvent)
    /// A button other than the left one went down or up at a scene position.
    case button(SDLEvent.MouseButton.Button, isPressed: Bool, at: Vector2, time: Double)
}

/// A small step after translation that does one thing to the stream (as Kivy's input post-processors do):
/// it sees every translated input of one SDL event, in order, and returns what goes on. Presses no post-processor
/// turned into events are dropped at the end. Pointers it makes go through the session's `SessionTouchStream`, so they
/// get ids, are counted and are cancelled with the others.
protocol InputPostProcessor {
    mutating func process(_ inputs: [TranslatedInput], touches: SessionTouchStream) -> [TranslatedInput]
}
