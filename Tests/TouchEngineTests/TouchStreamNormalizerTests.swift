import Testing
import TouchEngine

/// The one normaliser every source's events pass before anyone consumes them: each rule with the exact events out.
@Suite("One normalised touch stream")
struct TouchStreamNormalizerTests {
    func down(_ id: Int, _ x: Double, _ y: Double, _ t: Double, pressure: Double = 1, source: PointerSource = .touch) -> PointerEvent {
        PointerEvent(.down, id: id, x: x, y: y, time: t, pressure: pressure, source: source)
    }
    func move(_ id: Int, _ x: Double, _ y: Double, _ t: Double, pressure: Double = 1) -> PointerEvent {
        PointerEvent(.move, id: id, x: x, y: y, time: t, pressure: pressure)
    }
    func up(_ id: Int, _ x: Double, _ y: Double, _ t: Double) -> PointerEvent { PointerEvent(.up, id: id, x: x, y: y, time: t, pressure: 0) }
    func cancel(_ id: Int, _ x: Double, _ y: Double, _ t: Double) -> PointerEvent { PointerEvent(.cancel, id: id, x: x, y: y, time: t) }

    @Test("a finger pressed again where it already is down: an up at its last position (pressure 0) comes first, then the new down")
    func repeatedDownEndsTheEarlierContact() {
        var stream = TouchStreamNormalizer()
        _ = stream.normalize(down(1, 100, 100, 0, source: .pen))
        _ = stream.normalize(move(1, 120, 110, 0.5, pressure: 0.4))
        let out = stream.normalize(down(1, 300, 200, 1))
        #expect(out.ended == PointerEvent(.up, id: 1, x: 120, y: 110, time: 1, pressure: 0, source: .pen))
        #expect(out.event == down(1, 300, 200, 1))
        #expect(out.repairs == .endedEarlierContact && out.rejection == nil)
        #expect(stream.counts.repeatedDowns == 1 && stream.counts.totalContacts == 2 && stream.counts.active == 1)
        #expect(stream.counts.maxSimultaneous == 1 && stream.counts.rejected == 0 && stream.counts.cancelled == 0)
    }

    @Test("a move, an up or a cancel for a finger that is not down is refused and counted by kind; nothing else changes")
    func straysAreRefusedAndCounted() {
        var stream = TouchStreamNormalizer()
        _ = stream.normalize(down(1, 10, 10, 0))
        let strayMove = stream.normalize(move(4, 50, 50, 1))
        let strayUp = stream.normalize(up(7, 50, 50, 2))
        let strayCancel = stream.normalize(cancel(9, 50, 50, 3))
        for out in [strayMove, strayUp, strayCancel] {
            #expect(out.event == nil && out.ended == nil && out.rejection == .unknownPointer)
        }
        #expect(stream.counts.unknownMoves == 1 && stream.counts.unknownUps == 1 && stream.counts.unknownCancels == 1)
        #expect(stream.counts.rejected == 3 && stream.counts.active == 1 && stream.counts.cancelled == 0)
        // A refused event does not move the latest time: a move at 0.5 is still on time.
        #expect(stream.latestTime == 0)
        #expect(stream.normalize(move(1, 11, 11, 0.5)).repairs == [])
    }

    @Test("an up after the finger already lifted is a stray: refused")
    func upAfterLiftIsStray() {
        var stream = TouchStreamNormalizer()
        _ = stream.normalize(down(1, 10, 10, 0))
        #expect(stream.normalize(up(1, 12, 10, 1)).event == up(1, 12, 10, 1))
        #expect(stream.normalize(up(1, 12, 10, 2)).rejection == .unknownPointer)
        #expect(stream.counts.unknownUps == 1 && stream.counts.active == 0)
    }

    @Test("a down or move at NaN or infinite coordinates is refused; an up or cancel there ends the touch at its last position")
    func nonFiniteCoordinates() {
        var stream = TouchStreamNormalizer()
        #expect(stream.normalize(down(1, .nan, 10, 0)).rejection == .nonFiniteCoordinates)
        _ = stream.normalize(down(2, 10, 10, 0))
        _ = stream.normalize(down(3, 30, 30, 0))
        // A repeated down at NaN is refused before it could end the earlier contact.
        #expect(stream.normalize(down(2, .infinity, 10, 0.1)).ended == nil)
        #expect(stream.normalize(move(2, 20, -.infinity, 0.2)).rejection == .nonFiniteCoordinates)
        let up = stream.normalize(up(2, .nan, .nan, 0.3))
        #expect(up.event == PointerEvent(.up, id: 2, x: 10, y: 10, time: 0.3, pressure: 0))
        #expect(up.repairs == .liftPositionRestored)
        let cancel = stream.normalize(cancel(3, .nan, 1, 0.4))
        #expect(cancel.event?.position == Vector2(30, 30) && cancel.event?.phase == .cancel)
        #expect(stream.counts.nonFiniteCoordinates == 3 && stream.counts.restoredLiftPositions == 2)
        #expect(stream.counts.rejected == 3 && stream.counts.cancelled == 1 && stream.counts.active == 0)
    }

    @Test("a NaN or infinite time is refused and counted; time never goes backwards: an earlier event gets the latest time")
    func time() {
        var stream = TouchStreamNormalizer()
        #expect(stream.normalize(down(1, 10, 10, .nan)).rejection == .nonFiniteTime)
        #expect(stream.normalize(down(1, 10, 10, -.infinity)).rejection == .nonFiniteTime)
        _ = stream.normalize(down(1, 10, 10, 2))
        let late = stream.normalize(move(1, 20, 10, 1.5))
        #expect(late.event?.time == 2 && late.time == 2 && late.repairs == .timeWentBackwards)
        #expect(stream.normalize(move(1, 30, 10, 2.25)).event?.time == 2.25)
        // A refused event earlier than the latest is counted as going back too, and stays refused.
        #expect(stream.normalize(up(5, 0, 0, 1)).repairs == .timeWentBackwards)
        #expect(stream.counts.nonFiniteTimes == 2 && stream.counts.timeWentBackwards == 2 && stream.counts.rejected == 3)
    }

    @Test("the consumer's clock moves the latest time: an event before it takes it; before any event that is not counted")
    func advance() {
        var stream = TouchStreamNormalizer()
        stream.advance(to: 5)
        let first = stream.normalize(down(1, 10, 10, 4))
        #expect(first.event?.time == 5 && first.repairs == [])
        stream.advance(to: 4)  // earlier: ignored
        stream.advance(to: 6)
        #expect(stream.normalize(move(1, 11, 10, 5.5)).repairs == .timeWentBackwards)
        #expect(stream.counts.timeWentBackwards == 1)
    }

    @Test("at most `capacity` contacts down: another is refused, and so are its moves and lift; a repeated down is allowed")
    func capacity() {
        var stream = TouchStreamNormalizer(capacity: 2)
        _ = stream.normalize(down(1, 0, 0, 0))
        _ = stream.normalize(down(2, 0, 0, 0))
        #expect(stream.normalize(down(3, 0, 0, 0)).rejection == .tooManyTouches)
        #expect(stream.normalize(move(3, 1, 1, 0)).rejection == .unknownPointer)
        #expect(stream.normalize(down(2, 5, 5, 0)).event != nil)
        #expect(stream.counts.overCapacity == 1 && stream.counts.unknownMoves == 1 && stream.counts.totalContacts == 3)
        #expect(stream.counts.statistics.rejectedEvents == 2 && stream.counts.maxSimultaneous == 2)
    }

    @Test("session ids: each new contact takes the smallest free id, whatever the source calls it, and the lift frees it")
    func sessionIDs() {
        var stream = TouchStreamNormalizer(configuration: .init(identifiers: .session))
        let finger = ContactKey(source: 1, device: 7, contact: 900)
        let otherDevice = ContactKey(source: 1, device: 8, contact: 900)
        let cursor = ContactKey(source: 2, contact: 1)
        #expect(stream.normalize(down(1, 0, 0, 0), key: finger).event?.id == PointerID(1))
        #expect(stream.normalize(down(1, 0, 0, 0), key: otherDevice).event?.id == PointerID(2))
        #expect(stream.normalize(down(1, 0, 0, 0), key: cursor).event?.id == PointerID(3))
        #expect(stream.normalize(move(1, 5, 0, 1), key: otherDevice).event?.id == PointerID(2))
        #expect(stream.normalize(up(1, 5, 0, 2), key: finger).event?.id == PointerID(1))
        #expect(stream.normalize(down(1, 0, 0, 3), key: ContactKey(source: 1, device: 7, contact: 901)).event?.id == PointerID(1))
        // A repeated down gives the earlier contact's up its old id, and the new contact the smallest free one.
        let again = stream.normalize(down(1, 9, 9, 4), key: cursor)
        #expect(again.ended?.id == PointerID(3) && again.event?.id == PointerID(3))
        #expect(stream.contact(for: otherDevice)?.id == PointerID(2))
    }

    @Test("cancelling a device's contacts gives a cancel for each at its last position, in id order; a consumer's own end counts too")
    func cancellations() {
        var stream = TouchStreamNormalizer(configuration: .init(identifiers: .session))
        _ = stream.normalize(down(1, 1, 1, 0), key: ContactKey(source: 1, device: 8, contact: 5))
        _ = stream.normalize(down(1, 2, 2, 0), key: ContactKey(source: 1, device: 7, contact: 5))
        _ = stream.normalize(down(1, 3, 3, 0), key: ContactKey(source: 1, device: 7, contact: 6))
        let cancelled = stream.cancel(where: { $0.key.device == 7 }, at: 1)
        #expect(cancelled == [PointerEvent(.cancel, id: 2, x: 2, y: 2, time: 1), PointerEvent(.cancel, id: 3, x: 3, y: 3, time: 1)])
        stream.end(PointerID(1), cancelled: true)
        stream.end(PointerID(1), cancelled: true)  // gone already: nothing
        #expect(stream.counts.cancelled == 3 && stream.counts.active == 0)
        #expect(stream.normalize(move(1, 0, 0, 2), key: ContactKey(source: 1, device: 8, contact: 5)).rejection == .unknownPointer)
    }
}
