import Foundation
import Testing
import TouchEngine
@testable import TouchRecipes
import TouchTestSupport

/// Everything a sandbox keeps is bounded (`RecipeConfiguration`'s bounds), with exact values.
@Suite("What a session keeps is bounded")
struct SessionBoundsTests {
    func sandbox(_ sprites: [Sprite], recipes: RecipeConfiguration, spriteRecipes: [SpriteHandle: SpriteRecipeOptions] = [:]) -> Sandbox {
        Sandbox(scene: SceneFixtures.scene(sprites), spriteRecipes: spriteRecipes, recipes: recipes)
    }

    func tap(_ fingers: inout Fingers<Sandbox>, _ x: Double, _ y: Double) {
        fingers.down(1, x, y)
        fingers.up(1, x, y)
        fingers.time += 0.5
        fingers.engine.advance(to: fingers.time)
    }

    func longPressThen(_ action: MenuAction, _ fingers: inout Fingers<Sandbox>, at point: Vector2) {
        fingers.down(1, point.x, point.y)
        fingers.time += 0.6
        fingers.engine.advance(to: fingers.time)
        fingers.up(1, point.x, point.y)
        let rect = fingers.engine.menu!.items.first { $0.action == action }!.rect
        fingers.down(2, rect.center.x, rect.center.y)
        fingers.up(2, rect.center.x, rect.center.y)
        fingers.time += 0.5
        fingers.engine.advance(to: fingers.time)
    }

    @Test("the state lists the 3 most recent of 5 taps and says there were 5; under the bound it has no total")
    func tapsKeepTheMostRecent() throws {
        var recipes = RecipeConfiguration()
        recipes.keptTaps = 3
        let engine = sandbox([], recipes: recipes)
        var fingers = Fingers(engine)
        for x in [100.0, 200, 300] { tap(&fingers, x, 100) }
        let environment = StateDocument.Environment(videoDriver: "none", renderer: "none")
        let under = StateDocument(sandbox: engine, window: (1280, 800), environment: environment)
        #expect(under.totalTaps == nil)
        #expect(!String(decoding: try under.jsonData(), as: UTF8.self).contains("totalTaps"))
        for x in [400.0, 500] { tap(&fingers, x, 100) }
        #expect(engine.taps.map(\.x) == [300, 400, 500])
        #expect(engine.totalTaps == 5)
        #expect(engine.lastTap?.x == 500)
        let over = StateDocument(sandbox: engine, window: (1280, 800), environment: environment)
        #expect(over.taps.map(\.x) == [300, 400, 500] && over.totalTaps == 5 && over.totalGestures == nil)
        #expect(String(decoding: try over.jsonData(), as: UTF8.self).contains("\"totalTaps\" : 5"))
        for x in stride(from: 10.0, through: 1000, by: 10) { tap(&fingers, x, 300) }
        #expect(engine.taps.map(\.x) == [980, 990, 1000])
        #expect(engine.totalTaps == 105)
        #expect(engine.tapLog.heldCount <= 6)
    }

    @Test("the state lists the 2 most recent of 3 circles and says there were 3")
    func gesturesKeepTheMostRecent() {
        var recipes = RecipeConfiguration()
        recipes.keptGestures = 2
        let engine = sandbox([], recipes: recipes)
        var fingers = Fingers(engine)
        for (id, x) in [(1, 300.0), (2, 600), (3, 900)] {
            let center = Vector2(x, 400)
            let point = { (k: Int) in center + Vector2(cos(2 * .pi * 1.05 * Double(k) / 48), sin(2 * .pi * 1.05 * Double(k) / 48)) * 100 }
            fingers.down(id, point(0).x, point(0).y)
            for k in 1...48 { fingers.move(id, point(k).x, point(k).y) }
            fingers.up(id, point(48).x, point(48).y)
        }
        #expect(engine.gestures.map(\.touch) == [2, 3])
        #expect(engine.totalGestures == 3)
        let state = StateDocument(sandbox: engine, window: (1280, 800), environment: .init(videoDriver: "none", renderer: "none"))
        #expect(state.gestures.count == 2 && state.totalGestures == 3)
    }

    @Test("with at most 2 made sprites, a third Duplicate removes the oldest copy; 100 more keep the scene at 5 slots")
    func madeSpritesAreCapped() {
        var recipes = RecipeConfiguration()
        recipes.maximumCreatedSprites = 2
        let engine = sandbox([SceneFixtures.square("a", at: Vector2(300, 300)), SceneFixtures.square("b", at: Vector2(900, 300))],
                             recipes: recipes)
        var fingers = Fingers(engine)
        for _ in 0..<3 { longPressThen(.duplicate, &fingers, at: Vector2(260, 260)) }
        #expect(Set(engine.scene.drawOrder.map { engine.scene[$0].id }) == ["a", "b", "a-copy-2", "a-copy-3"])
        #expect(engine.drainNotifications().contains(.spriteDeleted(sprite: "a-copy")))
        for _ in 0..<100 { engine.duplicateSprite(SpriteHandle(0)) }
        #expect(engine.createdSprites.count == 2)
        #expect(engine.scene.drawOrder.count == 4)
        #expect(engine.scene.sprites.count == 5)
        #expect(engine.scene.handle(forID: "a") == SpriteHandle(0) && engine.scene.handle(forID: "b") == SpriteHandle(1))
    }

    @Test("the made sprite a finger holds is spared: the oldest untouched one goes instead")
    func heldMadeSpriteIsSpared() throws {
        var recipes = RecipeConfiguration()
        recipes.maximumCreatedSprites = 2
        let engine = sandbox([SceneFixtures.square("a", at: Vector2(300, 300))], recipes: recipes)
        let first = try #require(engine.duplicateSprite(SpriteHandle(0)))
        engine.duplicateSprite(SpriteHandle(0))
        engine.engine.setPose(Pose(center: Vector2(800, 600)), of: first)
        var fingers = Fingers(engine)
        fingers.down(5, 800, 600)
        engine.duplicateSprite(SpriteHandle(0))
        #expect(engine.scene.drawOrder.map { engine.scene[$0].id } == ["a", "a-copy", "a-copy-3"])
        fingers.move(5, 820, 600)
        #expect(engine.scene[first].pose.center == Vector2(820, 600))
    }

    @Test("sprites dragged out of the tray count as made sprites")
    func trayCountsToo() {
        var recipes = RecipeConfiguration()
        recipes.maximumCreatedSprites = 3
        let engine = sandbox([SceneFixtures.square("a", at: Vector2(300, 300))], recipes: recipes)
        for x in stride(from: 100.0, through: 1000, by: 100) { engine.createSprite(image: "a.png", at: Vector2(x, 500)) }
        #expect(engine.createdSprites.map { engine.scene[$0].pose.center.x } == [800, 900, 1000])
        #expect(engine.scene.sprites.count == 5)
    }

    @Test("a stroke reaching 50 points goes on in a new stroke from its last sample, same colour; 3 strokes at most are kept")
    func strokesAreCapped() throws {
        var recipes = RecipeConfiguration()
        recipes.maximumStrokePoints = 50
        recipes.maximumStrokes = 3
        let engine = sandbox([], recipes: recipes)
        engine.paintMode = true
        var fingers = Fingers(engine)
        fingers.down(1, 100, 100)
        // 1 px moves on a straight line: every sample is one point of the path.
        for step in 1...120 { fingers.move(1, 100 + Double(step), 100) }
        #expect(engine.strokes.count == 3)
        #expect(engine.strokes.map(\.pointCount) == [50, 50, 23])
        #expect(engine.strokes.map(\.isActive) == [false, false, true])
        #expect(engine.strokes[1].samples.first?.position == engine.strokes[0].samples.last?.position)
        #expect(Set(engine.strokes.map(\.color)).count == 1)
        fingers.up(1, 220, 100)
        for x in [300.0, 400, 500] {  // dots: held too long for taps, which would take their strokes away
            fingers.down(2, x, 400)
            fingers.time += 0.4
            fingers.up(2, x, 400)
        }
        #expect(engine.strokes.count == 3)
        #expect(engine.strokes.map { $0.samples.first!.position.x } == [300, 400, 500])
    }

    @Test("finished strokes over 100 points in all drop the oldest first")
    func paintPointsAreCapped() {
        var recipes = RecipeConfiguration()
        recipes.maximumPaintPoints = 100
        let engine = sandbox([], recipes: recipes)
        engine.paintMode = true
        var fingers = Fingers(engine)
        for (id, y) in [(1, 100.0), (2, 200), (3, 300)] {
            fingers.down(id, 100, y)
            for step in 1...39 { fingers.move(id, 100 + Double(step), y) }
            fingers.up(id, 139, y)
        }
        #expect(engine.strokes.map { $0.samples.first!.position.y } == [200, 300])
        #expect(engine.strokes.map(\.pointCount) == [40, 40])
    }

    @Test("a circle of 300 samples is still recognised when its trace is thinned at 64 samples")
    func thinnedCircleTrace() throws {
        var recipes = RecipeConfiguration()
        recipes.maximumCircleTraceSamples = 64
        let engine = Sandbox(scene: SceneFixtures.scene([]), recipes: recipes)
        var fingers = Fingers(engine)
        fingers.step = 0.002
        let point = { (k: Int) in Vector2(500, 400) + Vector2(cos(2 * .pi * 1.05 * Double(k) / 300), sin(2 * .pi * 1.05 * Double(k) / 300)) * 120 }
        fingers.down(1, point(0).x, point(0).y)
        for k in 1...300 { fingers.move(1, point(k).x, point(k).y) }
        fingers.up(1, point(300).x, point(300).y)
        let unthinned = Sandbox(scene: SceneFixtures.scene([]))
        var control = Fingers(unthinned)
        control.step = 0.002
        control.down(1, point(0).x, point(0).y)
        for k in 1...300 { control.move(1, point(k).x, point(k).y) }
        control.up(1, point(300).x, point(300).y)
        #expect(unthinned.gestures.count == 1)
        let circle = try #require(engine.gestures.first)
        #expect(approximately(Vector2(circle.x, circle.y), Vector2(500, 400), within: 1))
        #expect(abs((circle.radius ?? 0) - 120) < 2)
    }

    @Test("restoring the scene as loaded removes made sprites, brings deleted ones back with their recipes, unlocks, restacks, glides home and clears the paint")
    func restoreLoadedScene() throws {
        let engine = sandbox([SceneFixtures.square("a", at: Vector2(300, 300)), SceneFixtures.square("b", at: Vector2(700, 300))],
                             recipes: RecipeConfiguration(), spriteRecipes: [SpriteHandle(1): SpriteRecipeOptions(resizable: true)])
        var fingers = Fingers(engine)
        longPressThen(.duplicate, &fingers, at: Vector2(260, 260))
        longPressThen(.lock, &fingers, at: Vector2(260, 260))
        longPressThen(.delete, &fingers, at: Vector2(700, 300))
        #expect(engine.scene.handle(forID: "b") == nil)
        let copy = try #require(engine.scene.handle(forID: "a-copy"))
        fingers.down(3, 370, 370)  // on the copy only
        fingers.move(3, 640, 540)
        fingers.up(3, 640, 540)
        engine.paintMode = true
        fingers.down(4, 1000, 700)
        fingers.move(4, 1100, 700)
        fingers.up(4, 1100, 700)
        tap(&fingers, 50, 50)
        #expect(engine.scene[copy].pose.center == Vector2(600, 500))
        engine.restoreLoadedScene(glideDuration: 1.5)
        engine.advance(to: fingers.time + 1.5)
        let scene = engine.scene
        #expect(scene.drawOrder.map { scene[$0].id } == ["a", "b"])
        #expect(scene.drawOrder.map { scene[$0].pose.center } == [Vector2(300, 300), Vector2(700, 300)])
        #expect(!scene[SpriteHandle(0)].options.locked)
        let b = try #require(scene.handle(forID: "b"))
        #expect(engine.recipeOptions(of: b).resizable)
        #expect(engine.resizeHandle(of: b) != nil)
        #expect(engine.createdSprites.isEmpty && engine.strokes.isEmpty && !engine.paintMode && engine.menu == nil)
        #expect(engine.taps.count == 1 && engine.statistics.totalContacts == 9)
        engine.restoreLoadedScene(glideDuration: 1.5)
        #expect(scene.sprites.count == 3)
    }
}

@Suite("Notifications an app never drains are bounded")
struct NotificationBoundTests {
    @Test("with 4 kept, ten notifications never drained give the last 4")
    func undrainedNotifications() {
        var recipes = RecipeConfiguration()
        recipes.keptNotifications = 4
        let engine = Sandbox(scene: SceneFixtures.scene([]), recipes: recipes)
        for index in 1...10 { engine.post(.custom("\(index)")) }
        #expect(engine.drainNotifications() == ["7", "8", "9", "10"].map { .custom($0) })
        #expect(engine.drainNotifications().isEmpty)
    }
}
