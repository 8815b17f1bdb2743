import TouchEngine

/// Turns one device's pointer events (positions already normalised to 0…1, times in seconds) into finished contacts,
/// keeping the most fingers down at once.
///
/// Events pass a `TouchStreamNormalizer` first: a down for an id already down ends the earlier contact (an up where
/// it was); a move or up for an unknown id, or one at a non-finite place, is refused; time never goes back. What comes
/// out is trusted: a cancel ends the contact where it was; `finish()` closes the contacts still down as unfinished.
public struct DeviceContactCollector: Sendable {
    private struct Open: Sendable {
        var start: Double
        var startPoint: Vector2
        var last: Vector2
        var lastTime: Double
        var travel: Double
    }

    public private(set) var contacts: [DeviceContact] = []
    /// The most contacts down at once.
    public var maximumSimultaneous: Int { stream.counts.maxSimultaneous }
    /// The time of the last event seen, nil before the first.
    public private(set) var lastTime: Double?
    private var stream = TouchStreamNormalizer()
    private var open: [PointerID: Open] = [:]

    public init() {}

    public mutating func add(_ event: PointerEvent) {
        if event.time.isFinite, event.position.isFinite { lastTime = max(lastTime ?? event.time, event.time) }
        let input = stream.normalize(event)
        if let ended = input.ended { apply(ended) }
        if let clean = input.event { apply(clean) }
    }

    private mutating func apply(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            open[event.id] = Open(start: event.time, startPoint: event.position, last: event.position, lastTime: event.time, travel: 0)
        case .move, .up:
            guard var contact = open[event.id] else { return }
            contact.last = event.position
            contact.lastTime = event.time
            contact.travel = max(contact.travel, event.position.distance(to: contact.startPoint))
            open[event.id] = contact
            if event.phase == .up { close(event.id, at: event.time, unfinished: false) }
        case .cancel:
            close(event.id, at: event.time, unfinished: false)
        }
    }

    /// Closes the contacts still down, at the last time each was seen.
    public mutating func finish() {
        for id in open.keys.sorted() { close(id, at: open[id]!.lastTime, unfinished: true) }
    }

    private mutating func close(_ id: PointerID, at time: Double, unfinished: Bool) {
        guard let contact = open.removeValue(forKey: id) else { return }
        contacts.append(DeviceContact(start: contact.start, end: max(time, contact.start), startPoint: contact.startPoint,
                                      endPoint: contact.last, travel: contact.travel, unfinished: unfinished))
    }
}
