import TouchEngine

/// The events the test was fed: those applied by phase, those outside the window, and those that made no sense,
/// either refused (nothing else changed) or applied after a repair.
struct EventTally: Sendable {
    private(set) var events = TouchScreenReport.Events(total: 0, down: 0, move: 0, up: 0, cancel: 0, outsideWindow: 0)
    private(set) var oddEvents = TouchScreenReport.OddEvents()
    /// Events refused outright (the rest of `oddEvents` were applied after a repair).
    private(set) var refused = 0

    /// An event applied, repaired or not.
    mutating func noteApplied(_ phase: PointerPhase) {
        switch phase {
        case .down: events.down += 1
        case .move: events.move += 1
        case .up: events.up += 1
        case .cancel: events.cancel += 1
        }
        events.total += 1
    }

    /// A down or move outside the window.
    mutating func noteOutsideWindow() { events.outsideWindow += 1 }

    /// Something odd about an event that was still applied after a repair.
    mutating func noteOdd(_ kind: WritableKeyPath<TouchScreenReport.OddEvents, Int>) {
        oddEvents[keyPath: kind] += 1
        oddEvents.total += 1
    }

    /// An event refused for `kind`.
    mutating func noteRefused(_ kind: WritableKeyPath<TouchScreenReport.OddEvents, Int>) {
        noteOdd(kind)
        refused += 1
    }
}
