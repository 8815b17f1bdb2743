/// Turns any source's raw pointer events into a clean stream, once, so that whoever consumes it can trust it (as
/// Kivy's input providers feed one kind of motion event to everything after them). The rules, in the order they are
/// checked (after SDL's own `SDL_touch.c`):
///
/// 1. A time that is not a finite number is refused (`nonFiniteTime`).
/// 2. Times never go backwards: an event earlier than the latest time (the last event applied, or `advance(to:)`)
///    is given that time, and counted once an event was applied before it.
/// 3. A down at non-finite coordinates is refused, and so is a new contact while `capacity` are down
///    (`tooManyTouches`; its later moves and lift are then unknown, and refused too).
/// 4. A repeated down (a contact already down goes down again) first ends the earlier contact: an up at its last
///    known position, pressure 0, at the down's time (`NormalizedInput.ended`), then the down as a new contact.
/// 5. A move, up or cancel for a contact that is not down is refused and counted by kind (`unknownPointer`): a
///    stray cannot be repaired, since nothing says where its contact went down.
/// 6. A move at non-finite coordinates is refused; an up or cancel at non-finite coordinates ends its contact at the
///    last known position (a repair, counted).
/// 7. Ids: `.asGiven` keeps each event's id (the source already numbers its contacts uniquely); `.session` gives each
///    new contact the smallest positive id no contact down holds, so the ids of every source feeding one normalizer
///    are unique among the contacts down, the same on every run, and small.
///
/// Refused events change nothing but the counts (`counts`). A consumer that ends a contact on its own (the engine
/// cancelling the touches on a removed sprite) says so with `end(_:cancelled:)`, so a later event for it is a stray.
///
/// ```swift
/// var stream = TouchStreamNormalizer()
/// stream.normalize(PointerEvent(.down, id: 1, x: 10, y: 10, time: 0)).event    // the down
/// stream.normalize(PointerEvent(.down, id: 1, x: 50, y: 50, time: 1)).ended    // an up at (10, 10) first
/// stream.normalize(PointerEvent(.up, id: 7, x: 0, y: 0, time: 2)).rejection    // .unknownPointer
/// stream.counts.rejected                                                       // 1
/// ```
public struct TouchStreamNormalizer: Sendable {
    /// Where the ids of the events out come from.
    public enum Identifiers: Sendable {
        /// Each event keeps its id; its contact's key is `ContactKey(event.id)`.
        case asGiven
        /// Each new contact takes the smallest positive id no contact down holds.
        case session
    }

    /// The rules a normalizer is set up with.
    public struct Configuration: Sendable {
        public var identifiers: Identifiers
        /// The most contacts down at once: a new contact beyond it is refused.
        public var capacity: Int

        public init(identifiers: Identifiers = .asGiven, capacity: Int = .max) {
            self.identifiers = identifiers
            self.capacity = max(1, capacity)
        }
    }

    /// One contact that is down.
    public struct Contact: Equatable, Sendable {
        public var key: ContactKey
        public var id: PointerID
        /// The last known position (finite).
        public var position: Vector2
        public var pressure: Double
        public var source: PointerSource
    }

    public let configuration: Configuration
    /// The contacts down, in the order they went down.
    public private(set) var contacts: [Contact] = []
    public private(set) var counts = TouchStreamCounts()
    /// The latest time: no event out is earlier. -infinity before any event or `advance(to:)`.
    public private(set) var latestTime = -Double.infinity
    /// Whether an event was applied yet (a time going back is counted only after one).
    private var appliedAny = false
    /// The contacts' keys, searched on every event (kept apart from `contacts` so the search reads little memory).
    private var keys: [ContactKey] = []
    private var ids = PointerIDPool()

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// A normalizer whose events keep their ids, with at most `capacity` contacts down.
    public init(capacity: Int) {
        self.init(configuration: Configuration(capacity: capacity))
    }

    // MARK: Reading

    /// The contact down under `key`, nil when none is.
    public func contact(for key: ContactKey) -> Contact? {
        index(of: key).map { contacts[$0] }
    }

    @inline(__always)
    private func index(of key: ContactKey) -> Int? {
        for index in keys.indices where keys[index] == key { return index }
        return nil
    }

    // MARK: Normalising

    /// Normalises an event whose id names its contact (`ContactKey(event.id)`).
    @inline(__always)
    public mutating func normalize(_ event: PointerEvent) -> NormalizedInput {
        normalize(event, key: ContactKey(event.id))
    }

    /// Normalises one event of the contact `key`; see the rules above.
    @inline(__always)
    public mutating func normalize(_ event: PointerEvent, key: ContactKey) -> NormalizedInput {
        guard event.time.isFinite else {
            counts.nonFiniteTimes += 1
            return NormalizedInput(rejection: .nonFiniteTime, time: .nan)
        }
        var repairs: TouchRepairs = []
        var time = event.time
        if time < latestTime {
            if appliedAny {
                counts.timeWentBackwards += 1
                repairs.insert(.timeWentBackwards)
            }
            time = latestTime
        }
        let index = index(of: key)
        switch event.phase {
        case .down:
            guard event.position.isFinite else { return refuse(\.nonFiniteCoordinates, .nonFiniteCoordinates, time, repairs) }
            var ended: PointerEvent?
            if let index {
                counts.repeatedDowns += 1
                repairs.insert(.endedEarlierContact)
                let earlier = remove(at: index)
                ended = PointerEvent(.up, id: earlier.id, position: earlier.position, time: time, pressure: 0, source: earlier.source)
            } else if contacts.count >= configuration.capacity {
                return refuse(\.overCapacity, .tooManyTouches, time, repairs)
            }
            let id = configuration.identifiers == .asGiven ? event.id : ids.take()
            keys.append(key)
            contacts.append(Contact(key: key, id: id, position: event.position, pressure: event.pressure, source: event.source))
            counts.totalContacts += 1
            counts.active = contacts.count
            counts.maxSimultaneous = max(counts.maxSimultaneous, contacts.count)
            return applied(event, id: id, time: time, ended: ended, repairs: repairs)
        case .move:
            guard let index else { return refuse(\.unknownMoves, .unknownPointer, time, repairs) }
            guard event.position.isFinite else { return refuse(\.nonFiniteCoordinates, .nonFiniteCoordinates, time, repairs) }
            contacts[index].position = event.position
            contacts[index].pressure = event.pressure
            return applied(event, id: contacts[index].id, time: time, repairs: repairs)
        case .up, .cancel:
            guard let index else {
                return event.phase == .up ? refuse(\.unknownUps, .unknownPointer, time, repairs)
                                          : refuse(\.unknownCancels, .unknownPointer, time, repairs)
            }
            let ending = remove(at: index)
            if event.phase == .cancel { counts.cancelled += 1 }
            var out = event
            if !event.position.isFinite {
                counts.restoredLiftPositions += 1
                repairs.insert(.liftPositionRestored)
                out.position = ending.position
            }
            return applied(out, id: ending.id, time: time, repairs: repairs)
        }
    }

    /// Moves the latest time on to `time` (a consumer's clock moved without an event): later events earlier than it
    /// are given it. Earlier or non-finite times are ignored.
    public mutating func advance(to time: Double) {
        guard time.isFinite, time > latestTime else { return }
        latestTime = time
    }

    /// A consumer ended the contact with `id` on its own; a later event for it is a stray. Counted as cancelled when
    /// `cancelled`. Nothing happens when no contact down has that id.
    public mutating func end(_ id: PointerID, cancelled: Bool) {
        guard let index = contacts.firstIndex(where: { $0.id == id }) else { return }
        remove(at: index)
        if cancelled { counts.cancelled += 1 }
    }

    /// Cancels the contacts `predicate` picks (focus lost, a device gone), in id order, at their last known
    /// positions and `time` (or the latest time, when later); returns the cancel events.
    public mutating func cancel(where predicate: (Contact) -> Bool, at time: Double) -> [PointerEvent] {
        let chosen = contacts.filter(predicate).sorted { $0.id < $1.id }
        let at = time.isFinite ? max(time, latestTime) : latestTime
        var events: [PointerEvent] = []
        for contact in chosen {
            guard let index = index(of: contact.key) else { continue }
            remove(at: index)
            counts.cancelled += 1
            events.append(PointerEvent(.cancel, id: contact.id, position: contact.position, time: at,
                                       pressure: contact.pressure, source: contact.source))
        }
        if !events.isEmpty, at.isFinite {
            latestTime = at
            appliedAny = true
        }
        return events
    }

    // MARK: Books

    @discardableResult
    private mutating func remove(at index: Int) -> Contact {
        keys.remove(at: index)
        let contact = contacts.remove(at: index)
        if configuration.identifiers == .session { ids.release(contact.id) }
        counts.active = contacts.count
        return contact
    }

    @inline(__always)
    private mutating func applied(_ event: PointerEvent, id: PointerID, time: Double, ended: PointerEvent? = nil,
                                  repairs: TouchRepairs) -> NormalizedInput {
        latestTime = time
        appliedAny = true
        var out = event
        out.id = id
        out.time = time
        return NormalizedInput(ended: ended, event: out, time: time, repairs: repairs)
    }

    private mutating func refuse(_ count: WritableKeyPath<TouchStreamCounts, Int>, _ rejection: PointerRejection,
                                 _ time: Double, _ repairs: TouchRepairs) -> NormalizedInput {
        counts[keyPath: count] += 1
        return NormalizedInput(rejection: rejection, time: time, repairs: repairs)
    }
}

extension TouchStreamNormalizer.Identifiers: Equatable {}
