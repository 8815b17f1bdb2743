import TouchEngine

/// The events the test applied, by phase, and those outside the window. (What made no sense is counted by the
/// analyzer's stream: `TouchScreenReport.OddEvents(_:)`.)
struct EventTally: Sendable {
    private(set) var events = TouchScreenReport.Events(total: 0, down: 0, move: 0, up: 0, cancel: 0, outsideWindow: 0)

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
}

extension TouchScreenReport.OddEvents {
    /// The report's odd events from a stream's counts: a non-finite position counts whether the event was refused
    /// (a down or move) or repaired (an up or cancel, ended where the touch was).
    init(_ counts: TouchStreamCounts) {
        self.init()
        unknownMoves = counts.unknownMoves
        unknownUps = counts.unknownUps
        unknownCancels = counts.unknownCancels
        nonFiniteCoordinates = counts.nonFiniteCoordinates + counts.restoredLiftPositions
        nonFiniteTimes = counts.nonFiniteTimes
        duplicateDowns = counts.repeatedDowns
        timeWentBackwards = counts.timeWentBackwards
        total = unknownMoves + unknownUps + unknownCancels + nonFiniteCoordinates + nonFiniteTimes + duplicateDowns + timeWentBackwards
    }
}
