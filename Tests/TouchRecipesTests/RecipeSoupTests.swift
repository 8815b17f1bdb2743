import Testing
import TouchEngine
import TouchRecipes
import TouchTestSupport

@Suite("Every recipe at once")
struct RecipeSoupTests {
    @Test("random touches with paint mode, the tray, resize handles, controls, menus and the swipe leave a sane engine")
    func eventSoupWithEveryRecipe() {
        var random = SeededRandomNumberGenerator(seed: 7)
        var sprites: [Sprite] = []
        var recipes: [SpriteHandle: SpriteRecipeOptions] = [:]
        for i in 0..<12 {
            let options = SceneFixtures.options(constraint: i % 2 == 0 ? .window : .none, minScale: 0.2, maxScale: 5, inertia: i % 3 == 0)
            recipes[SpriteHandle(i)] = SpriteRecipeOptions(resizable: i % 4 == 1, action: i == 11 ? .reset : nil)
            let centre = Vector2(Double(100 + (i % 4) * 300), Double(150 + (i / 4) * 220))
            sprites.append(SceneFixtures.square("s\(i)", at: centre, size: 120, options: options))
        }
        let engine = Sandbox(scene: SceneFixtures.scene(sprites), spriteRecipes: recipes)
        engine.paintMode = true
        engine.isTrayVisible = true
        engine.addThreeFingerSwipe()
        var time = 0.0
        // Drained as it goes: the sandbox keeps only the most recent notifications an app leaves undrained.
        var kinds: Set<String> = []
        for step in 0..<30_000 {
            // Mostly short steps, now and then a pause long enough for long presses and tap windows.
            time += Int.random(in: 0..<50, using: &random) == 0 ? 0.6 : Double.random(in: 0...0.02, using: &random)
            let id = Int.random(in: 1...6, using: &random)
            let x = Double.random(in: -50...1330, using: &random), y = Double.random(in: -50...850, using: &random)
            let phase = PointerPhase.allCases.randomElement(using: &random)!
            // A finger lifts where it last was (the engine applies a lift's position; a lift half a window away
            // from the last move is no tap, and the soup would seldom reach a menu's buttons).
            let lift = phase == .up ? engine.touches.first { $0.id == PointerID(id) }?.position : nil
            engine.handle(PointerEvent(phase, id: id, x: lift?.x ?? x, y: lift?.y ?? y, time: time))
            if step % 5000 == 4999 { engine.clearStrokes() }
            if step % 500 == 499 { kinds.formUnion(engine.drainNotifications().map { String(describing: $0).prefix { $0 != "(" } }.map(String.init)) }
        }
        for id in 1...6 { engine.handle(PointerEvent(.up, id: id, x: 0, y: 0, time: time)) }
        engine.advance(to: time + 1)
        engine.settle()
        #expect(engine.touches.isEmpty)
        #expect(!engine.isAnimating)
        #expect(engine.nextDeadline == nil)
        for handle in engine.scene.drawOrder {
            let sprite = engine.scene[handle]
            #expect(sprite.pose.isFinite && sprite.width >= 24 && sprite.height >= 24)
        }
        #expect(Set(engine.scene.drawOrder.map { engine.scene[$0].id }).count == engine.scene.drawOrder.count)
        #expect(engine.strokes.allSatisfy { !$0.isActive && $0.path.allSatisfy(\.isFinite) })
        kinds.formUnion(engine.drainNotifications().map { String(describing: $0).prefix { $0 != "(" } }.map(String.init))
        // The soup did reach the recipes: taps, menus and their actions, and drag-outs.
        #expect(kinds.isSuperset(of: ["tap", "longPress", "menuOpened", "menuAction", "spriteCreated"]))
    }
}
