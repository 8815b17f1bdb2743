import Testing
import TouchEngine

/// `TouchTracker` holds its normaliser by reference (so the engine can move the tracker cheaply) but keeps value
/// semantics: a copy read before a change never sees it, and a change to a copy never reaches the original.
@Suite("The touch tracker is a value")
struct TouchTrackerCopyTests {
    @Test("a copy taken before a touch lands still counts no contact, and a touch on a copy leaves the original at one")
    func copiesDoNotShareTheStream() {
        var tracker = TouchTracker(capacity: 10)
        let before = tracker
        _ = tracker.normalize(PointerEvent(.down, id: 1, x: 10, y: 10, time: 0))
        #expect(tracker.statistics.totalContacts == 1)
        #expect(before.statistics.totalContacts == 0)
        var copy = tracker
        _ = copy.normalize(PointerEvent(.down, id: 2, x: 20, y: 20, time: 1))
        #expect(copy.statistics.totalContacts == 2)
        #expect(tracker.statistics.totalContacts == 1)
        #expect(tracker.stream.contacts.count == 1 && copy.stream.contacts.count == 2)
    }
}
