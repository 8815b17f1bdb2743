import TouchEngine

/// Lets one mouse pinch and rotate: a right click pins a virtual finger where it lands, held down until a right
/// click within `hitRadius` scene pixels of it lifts it again. A left drag beside a pin is the second finger. Pins are
/// ordinary pointers in the translator's books, so they have ids from the same place, show in the overlay and are
/// cancelled with everything else when the window loses focus.
struct MousePin: InputPostProcessor {
    /// A right click this close (scene pixels) to a pin removes it instead of pinning another.
    var hitRadius: Double
    private var serial = 0

    init(hitRadius: Double) { self.hitRadius = hitRadius }

    mutating func process(_ inputs: [TranslatedInput], pointers: inout PointerBook) -> [TranslatedInput] {
        inputs.flatMap { input -> [TranslatedInput] in
            guard case .button(.right, isPressed: true, let position, let time) = input else { return [input] }
            return toggle(at: position, time: time, pointers: &pointers).map { .event(.pointer($0)) }
        }
    }

    /// Removes the pin nearest `position` if one is within `hitRadius`, else pins one there.
    private mutating func toggle(at position: Vector2, time: Double, pointers: inout PointerBook) -> [PointerEvent] {
        let nearest = pointers.all
            .filter { if case .pinned = $0.owner { true } else { false } }
            .map { (pin: $0, distance: $0.position.distance(to: position)) }
            .filter { $0.distance <= hitRadius }
            .min { $0.distance < $1.distance }
        if let nearest {
            return pointers.lift(nearest.pin.owner, at: nearest.pin.position, pressure: 0, time: time)
        }
        serial += 1
        return pointers.down(.pinned(serial), at: position, pressure: 1, source: .mouse, time: time)
    }
}
