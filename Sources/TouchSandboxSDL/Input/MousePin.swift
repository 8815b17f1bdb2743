import TouchEngine

/// Lets one mouse pinch and rotate: a right click pins a virtual finger where it lands, held down until a right
/// click within `hitRadius` scene pixels of it lifts it again. A left drag beside a pin is the second finger. Pins are
/// ordinary contacts of the session's touch stream, so they have ids from the same place, show in the overlay and are
/// cancelled with everything else when the window loses focus.
struct MousePin: InputPostProcessor {
    /// A right click this close (scene pixels) to a pin removes it instead of pinning another.
    var hitRadius: Double
    private var serial = 0

    init(hitRadius: Double) { self.hitRadius = hitRadius }

    mutating func process(_ inputs: [TranslatedInput], touches: SessionTouchStream) -> [TranslatedInput] {
        inputs.flatMap { input -> [TranslatedInput] in
            guard case .button(.right, isPressed: true, let position, let time) = input else { return [input] }
            return toggle(at: position, time: time, touches: touches).map { .event(.pointer($0)) }
        }
    }

    /// Removes the pin nearest `position` if one is within `hitRadius`, else pins one there.
    private mutating func toggle(at position: Vector2, time: Double, touches: SessionTouchStream) -> [PointerEvent] {
        let nearest = touches.contacts
            .filter { $0.key.source == SessionTouchStream.Source.pins.rawValue }
            .map { (pin: $0, distance: $0.position.distance(to: position)) }
            .filter { $0.distance <= hitRadius }
            .min { $0.distance < $1.distance }
        if let nearest {
            let lift = PointerEvent(.up, id: nearest.pin.id, position: nearest.pin.position, time: time, pressure: 0, source: .mouse)
            return touches.normalize(lift, key: nearest.pin.key).events
        }
        serial += 1
        let pin = PointerEvent(.down, id: PointerID(0), position: position, time: time, pressure: 1, source: .mouse)
        return touches.normalize(pin, key: SessionTouchStream.key(.pins, contact: Int64(serial))).events
    }
}
