import TouchEngine

/// What one contact reports, in device units.
struct EvdevContact: Equatable {
    var x: Int32
    var y: Int32
    var pressure: Int32?
    var touchMajor: Int32?
}

/// A touch event still in device units; `EvdevRecordingStream` scales it into the window.
struct EvdevTouchEvent: Equatable {
    var phase: PointerPhase
    var id: Int
    var contact: EvdevContact
    /// Microseconds, as recorded.
    var time: Int64
}

/// The book every protocol's tracker (`EvdevTouchTracker`) keeps its touches in: each touch down under a private
/// key, with the id it was given (the smallest positive id free among the touches down) and its last contact in
/// device units. The events it makes wait in `output` until the reader drains them.
///
/// Rules: a touch begins with a down; a move is made only when its contact changed; a touch ends with an up at its
/// last contact, and its id is free again.
struct EvdevContactBook {
    struct Touch {
        var id: Int
        var contact: EvdevContact
    }
    private(set) var active: [Int: Touch] = [:]
    private var ids = PointerIDPool()
    private var lastKey = 0
    private var output: [EvdevTouchEvent] = []

    /// A key no touch has had.
    mutating func newKey() -> Int {
        lastKey += 1
        return lastKey
    }

    /// The touches down, by the order they were given their ids.
    var keysInIDOrder: [Int] { active.keys.sorted { active[$0]!.id < active[$1]!.id } }

    mutating func begin(_ key: Int, _ contact: EvdevContact, at time: Int64) {
        let id = ids.take().rawValue
        active[key] = Touch(id: id, contact: contact)
        output.append(EvdevTouchEvent(phase: .down, id: id, contact: contact, time: time))
    }

    /// A move when the contact changed; nothing otherwise.
    mutating func update(_ key: Int, _ contact: EvdevContact, at time: Int64) {
        guard let touch = active[key], touch.contact != contact else { return }
        active[key]!.contact = contact
        output.append(EvdevTouchEvent(phase: .move, id: touch.id, contact: contact, time: time))
    }

    /// The touch's up at its last contact.
    mutating func end(_ key: Int, at time: Int64) {
        let touch = active.removeValue(forKey: key)!
        ids.release(PointerID(touch.id))
        output.append(EvdevTouchEvent(phase: .up, id: touch.id, contact: touch.contact, time: time))
    }

    /// Moves the events made so far to the end of `events`.
    mutating func drainOutput(into events: inout [EvdevTouchEvent]) {
        events.append(contentsOf: output)
        output.removeAll(keepingCapacity: true)
    }
}
