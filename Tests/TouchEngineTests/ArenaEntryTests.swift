import Testing
import TouchEngine
import TouchTestSupport

/// A recogniser that keeps every entry it is given, so a test can try to resolve claims with them.
private final class EntryKeeper: GestureRecognizer {
    var state = RecognizerState.possible
    var entries: [ArenaEntry] = []
    func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool { true }
    func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) { entries.append(entry) }
}

@Suite("Arena entries")
struct ArenaEntryTests {
    @Test("an entry resolves its own recogniser's claim on its own touch, and nothing once that touch has lifted, even when the id comes back")
    func entriesResolveOnlyTheirOwnTouch() {
        let keeper = EntryKeeper()
        let engine = GestureEngine(scene: SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(300, 300))]),
                                   recognizers: [keeper, ManipulationRecognizer()])
        var fingers = Fingers(engine)
        fingers.down(1, 300, 300)
        fingers.up(1, 300, 300)
        fingers.down(1, 300, 300)  // the same id, a new touch
        #expect(keeper.entries.count == 2)
        engine.accept(keeper.entries[0])  // kept past its touch's lift: resolves nothing
        #expect(engine.owner(of: PointerID(1)) == nil)
        engine.accept(keeper.entries[1])
        #expect(engine.owner(of: PointerID(1)) === keeper)
    }
}
