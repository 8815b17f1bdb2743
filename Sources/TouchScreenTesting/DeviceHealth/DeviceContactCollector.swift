import TouchEngine

/// Turns one device's pointer events (positions already normalised to 0…1, times in seconds) into finished contacts,
/// keeping the most fingers down at once.
///
/// Rules: a down for an id already down ends the earlier contact there; a move or up for an unknown id is ignored;
/// a cancel ends the contact where it was; `finish(at:)` closes the contacts still down as unfinished.
public struct DeviceContactCollector: Sendable {
    private struct Open: Sendable {
        var start: Double
        var startPoint: Vector2
        var last: Vector2
        var lastTime: Double
        var travel: Double
    }

    public private(set) var contacts: [DeviceContact] = []
    public private(set) var maximumSimultaneous = 0
    /// The time of the last event seen, nil before the first.
    public private(set) var lastTime: Double?
    private var open: [PointerID: Open] = [:]

    public init() {}

    public mutating func add(_ event: PointerEvent) {
        guard event.position.x.isFinite, event.position.y.isFinite, event.time.isFinite else { return }
        lastTime = max(lastTime ?? event.time, event.time)
        switch event.phase {
        case .down:
            if open[event.id] != nil { close(event.id, at: event.time, unfinished: false) }
            open[event.id] = Open(start: event.time, startPoint: event.position, last: event.position, lastTime: event.time, travel: 0)
            maximumSimultaneous = max(maximumSimultaneous, open.count)
        case .move, .up:
            guard var contact = open[event.id] else { return }
            contact.last = event.position
            contact.lastTime = event.time
            contact.travel = max(contact.travel, event.position.distance(to: contact.startPoint))
            open[event.id] = contact
            if event.phase == .up { close(event.id, at: event.time, unfinished: false) }
        case .cancel:
            if open[event.id] != nil { close(event.id, at: event.time, unfinished: false) }
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
