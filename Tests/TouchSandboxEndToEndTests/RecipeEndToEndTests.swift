import Foundation
import Testing
import TouchTestSupport

/// The touch recipes end to end: each session in `Fixtures/recipes/` (made by `RecipeFixtures`) replayed
/// with `replay --headless --fast` onto the recipe scene, as the live app would run it (tray shown,
/// three-finger swipe registered, pending timers and animations settled at the end). Expectations are
/// worked out by hand from the recipes' rules; the scene's geometry is tabled on `RecipeFixtures`.
@Suite("Recipes end to end")
struct RecipeEndToEndTests {
    struct Replayed {
        var state: AppState
        var screenshot: RGBAPixels?
        var screenshotPath: String?
        var folder: TemporaryDirectory
    }

    /// Replays a committed recipe session; `screenshot` also saves and reads the final frame
    /// (without the touch overlay unless `overlay`, so only the recipes draw on the canvas).
    func replay(_ name: String, screenshot: Bool = false, overlay: Bool = false) throws -> Replayed {
        let folder = try TemporaryDirectory("touch-e2e-recipe")
        var extra = ["--fast"]
        if !overlay { extra.append("--no-overlay") }
        let png = folder.path("final.png")
        if screenshot { extra += ["--screenshot", png] }
        let outcome = try replayHeadless(RecipeFixtures.path(name), scene: RecipeFixtures.scene, in: folder, extra: extra)
        #expect(outcome.result.status == 0 && !outcome.result.killedBySignal, "\(outcome.result)")
        let state = try #require(outcome.state, "no state written: \(outcome.result)")
        let pixels = screenshot ? try RGBAPixels.read(png) : nil
        return Replayed(state: state, screenshot: pixels, screenshotPath: screenshot ? png : nil, folder: folder)
    }

    func describe(_ state: AppState) -> String {
        state.sprites.map { "\(Placement($0)) \($0.width)×\($0.height)" }.joined(separator: "; ")
    }

    static let strokeRed = RGBAPixels.Pixel(r: 0xff, g: 0x5a, b: 0x5f, a: 0xff)

    // MARK: 1. Taps

    @Test("a tap on the flower is listed once its double-tap window closes; a double tap on the moved gem eases it home")
    func tapAndDoubleTap() throws {
        let state = try replay("tap-and-double-tap.jsonl").state
        #expect(state.taps == [
            AppState.Tap(x: 210, y: 205, count: 1, sprite: "flower"),
            AppState.Tap(x: 620, y: 340, count: 2, sprite: "gem"),
        ], "\(state.taps)")
        // The gem was dragged (+60, +40), then the double tap sent it back to its scene pose.
        #expect(has(state["gem"], x: 560, y: 300, z: 4), "\(describe(state))")
        #expect(has(state["flower"], x: 200, y: 200, z: 3), "\(describe(state))")
        #expect(has(state["heart"], x: 760, y: 300, z: 0) && has(state["card"], x: 1000, y: 560, z: 1))
        #expect(state.gestures.isEmpty)
        #expect(state.touches == AppState.Touches(active: 0, totalContacts: 4, maxSimultaneous: 1, rejectedEvents: 0, cancelled: 0))
    }

    // MARK: 2. Tap versus drag

    @Test("a drag beyond the slop is no tap and moves the flower exactly; a 7 px wiggle on the heart is a tap that keeps the wiggle")
    func tapVersusDrag() throws {
        let state = try replay("tap-versus-drag.jsonl").state
        #expect(has(state["flower"], x: 287.5, y: 163.25, z: 3), "\(describe(state))")
        // The tap is reported where the finger landed; the heart keeps the sub-slop motion (+6, +4).
        #expect(state.taps == [AppState.Tap(x: 760, y: 300, count: 1, sprite: "heart")], "\(state.taps)")
        #expect(has(state["heart"], x: 766, y: 304, z: 4), "\(describe(state))")
        #expect(has(state["gem"], x: 560, y: 300, z: 0))
        #expect(state.gestures.isEmpty)
    }

    // MARK: 3. Long-press menu

    @Test("long press → Duplicate makes flower-copy 30 px down-right; → Delete removes the gem; → Lock keeps the heart still")
    func longPressMenu() throws {
        let state = try replay("long-press-menu.jsonl").state
        #expect(state.sprites.map(\.id) == ["card", "flower", "flower-copy", "heart", "paint"], "\(describe(state))")
        #expect(has(state["flower"], x: 200, y: 200, z: 2), "\(describe(state))")
        #expect(has(state["flower-copy"], x: 230, y: 230, z: 3), "\(describe(state))")
        #expect(state["flower-copy"]?.width == 176 && state["flower-copy"]?.height == 176)
        #expect(state["gem"] == nil)
        // Locked, the heart stays put under a 100 px drag (it still comes to the front).
        #expect(has(state["heart"], x: 760, y: 300, z: 4), "\(describe(state))")
        #expect(has(state["card"], x: 1000, y: 560, z: 0) && has(state["paint"], x: 1180, y: 60, z: 1))
        // Long presses and menu taps are no taps.
        #expect(state.taps.isEmpty, "\(state.taps)")
        #expect(state.touches == AppState.Touches(active: 0, totalContacts: 7, maxSimultaneous: 1, rejectedEvents: 0, cancelled: 0))
    }

    @Test("a menu beside a sprite near the tray stays above the tray: Lock tapped there locks the card")
    func menuOverTray() throws {
        let state = try replay("menu-over-tray.jsonl").state
        #expect(has(state["card"], x: 1000, y: 650, z: 4), "\(describe(state))")
        #expect(state.sprites.count == 5, "\(describe(state))")
        #expect(state.taps.isEmpty)
    }

    // MARK: 4. Paint

    @Test("with paint mode on, a stroke on the canvas is drawn; without it the canvas stays empty")
    func paintStroke() throws {
        let painted = try replay("paint-stroke.jsonl", screenshot: true)
        #expect(painted.state.taps == [AppState.Tap(x: 1180, y: 60, count: 1, sprite: "paint")], "\(painted.state.taps)")
        #expect(painted.state.gestures.isEmpty)
        let on = try #require(painted.screenshot)
        for x in [200, 300, 500, 600] {
            #expect(on[x, 450].isClose(to: Self.strokeRed, tolerance: 8), "(\(x), 450) is \(on[x, 450])")
            #expect(on[x, 470] == RGBAPixels.background, "(\(x), 470) off the stroke is \(on[x, 470])")
        }

        let plain = try replay("stroke-without-paint.jsonl", screenshot: true)
        #expect(plain.state.taps.isEmpty && plain.state.gestures.isEmpty)
        let off = try #require(plain.screenshot)
        for x in [200, 300, 500, 600] {
            #expect(off[x, 450] == RGBAPixels.background, "(\(x), 450) is \(off[x, 450])")
        }
    }

    // MARK: 5. Circle selection

    @Test("a hand-drawn oval round the gem and the heart is one circle gesture and selects both; a drag on the gem moves both")
    func circleSelectsAndDragMovesSelection() throws {
        let state = try replay("circle-select-drag.jsonl").state
        #expect(state.gestures.count == 1, "\(state.gestures)")
        let circle = try #require(state.gestures.first)
        let drawnRadius = (RecipeFixtures.circleAxes.x * RecipeFixtures.circleAxes.y).squareRoot()
        #expect(circle.kind == "circle" && circle.touch == 1, "\(circle)")
        #expect(near(circle.x, RecipeFixtures.circleCenter.x, 2) && near(circle.y, RecipeFixtures.circleCenter.y, 2), "\(circle)")
        #expect(near(circle.radius ?? 0, drawnRadius, 5), "\(circle) vs radius \(drawnRadius)")
        // Gem dragged (+50, +30); the heart, selected with it, moves the same; the rest stay.
        #expect(has(state["gem"], x: 610, y: 330, z: 4), "\(describe(state))")
        #expect(has(state["heart"], x: 810, y: 330, z: 1), "\(describe(state))")
        #expect(has(state["flower"], x: 200, y: 200) && has(state["card"], x: 1000, y: 560))
        #expect(state.taps.isEmpty)
    }

    @Test("a triangle drawn on the canvas is no gesture and selects nothing: the same gem drag leaves the heart")
    func triangleIsNoGesture() throws {
        let state = try replay("triangle-no-gesture.jsonl").state
        #expect(state.gestures.isEmpty, "\(state.gestures)")
        #expect(has(state["gem"], x: 610, y: 330, z: 4), "\(describe(state))")
        #expect(has(state["heart"], x: 760, y: 300, z: 1), "\(describe(state))")
    }

    // MARK: 6. Corner resize

    @Test("dragging the card's corner handle (+40, +20) makes it 40 px wider and 20 px taller with its upper-left corner fixed")
    func cornerResize() throws {
        let state = try replay("corner-resize.jsonl").state
        let card = try #require(state["card"])
        #expect(near(card.width, 197 + 40) && near(card.height, 119 + 20), "\(describe(state))")
        // Centre (1000, 560) + (20, 10); upper-left stays (901.5, 500.5).
        #expect(has(card, x: 1020, y: 570, scale: 1, rotation: 0, z: 4), "\(describe(state))")
        #expect(near(card.x - card.width / 2, 901.5) && near(card.y - card.height / 2, 500.5))
        #expect(state.taps.isEmpty && state.gestures.isEmpty)
        #expect(state.touches.totalContacts == 1 && state.touches.active == 0)
    }

    // MARK: 7. Tray drag-out

    @Test("dragging thumbnails up out of the tray makes new sprites that follow the finger with their creation offset")
    func trayDragOut() throws {
        let state = try replay("tray-drag-out.jsonl").state
        #expect(state.sprites.map(\.id) == ["card", "flower", "gem", "gem-2", "heart", "heart-2", "paint"], "\(describe(state))")
        // Made at (138, 740) but clamped into the window (half height 67): centre (138, 733), 7 px above
        // the finger; that offset is kept as the finger goes on to (400, 520).
        let gem = try #require(state["gem-2"])
        #expect(has(gem, x: 400, y: 513, z: 5), "\(describe(state))")
        #expect(gem.width == 152 && gem.height == 134)
        // Made at (226, 700), inside the window: centred under the finger all the way to (300, 560).
        #expect(has(state["heart-2"], x: 300, y: 560, z: 6), "\(describe(state))")
        #expect(has(state["gem"], x: 560, y: 300, z: 1) && has(state["heart"], x: 760, y: 300, z: 2))
        #expect(state.taps.isEmpty && state.gestures.isEmpty)
        #expect(state.touches == AppState.Touches(active: 0, totalContacts: 2, maxSimultaneous: 1, rejectedEvents: 0, cancelled: 0))
    }

    // MARK: 8. Pinch while painting

    @Test("two fingers spread on the flower (×1.5 exactly) while a third paints on the canvas: both happen")
    func pinchWhilePainting() throws {
        let replayed = try replay("pinch-while-painting.jsonl", screenshot: true)
        let state = replayed.state
        #expect(has(state["flower"], x: 200, y: 200, scale: 1.5, rotation: 0, z: 4), "\(describe(state))")
        #expect(state.taps == [AppState.Tap(x: 1180, y: 60, count: 1, sprite: "paint")], "\(state.taps)")
        #expect(state.gestures.isEmpty)
        #expect(state.touches == AppState.Touches(active: 0, totalContacts: 4, maxSimultaneous: 3, rejectedEvents: 0, cancelled: 0))
        let pixels = try #require(replayed.screenshot)
        for x in [450, 600, 750] {
            #expect(pixels[x, 520].isClose(to: Self.strokeRed, tolerance: 8), "(\(x), 520) is \(pixels[x, 520])")
            #expect(pixels[x, 540] == RGBAPixels.background, "(\(x), 540) is \(pixels[x, 540])")
        }
    }

    // MARK: A busy session

    @Test("a busy session (paint, circle, pinch, resize, drag-out, menu) ends as each recipe alone would leave it")
    func busySession() throws {
        let replayed = try replay("busy-session.jsonl", screenshot: true, overlay: true)
        let state = replayed.state
        if let keep = ProcessInfo.processInfo.environment["RECIPE_SCREENSHOT_DIR"], let png = replayed.screenshotPath {
            let target = URL(fileURLWithPath: keep).appendingPathComponent("busy-session.png").path
            try? FileManager.default.removeItem(atPath: target)
            try FileManager.default.copyItem(atPath: png, toPath: target)
        }
        #expect(state.gestures.count == 1 && state.gestures.first?.touch == 2, "\(state.gestures)")
        #expect(has(state["flower"], x: 200, y: 200, scale: 1.5), "\(describe(state))")
        #expect(has(state["card"], x: 1020, y: 570), "\(describe(state))")
        #expect(state["card"]?.width == 237 && state["card"]?.height == 139)
        #expect(has(state["gem-2"], x: 380, y: 593), "\(describe(state))")
        #expect(state.taps == [AppState.Tap(x: 1180, y: 60, count: 1, sprite: "paint")], "\(state.taps)")
        let pixels = try #require(replayed.screenshot)
        // The painted circle's top, where the stroke began (the first stroke keeps the first colour).
        #expect(pixels[660, 148].isClose(to: Self.strokeRed, tolerance: 8), "(660, 148) is \(pixels[660, 148])")
    }
}

/// The committed sessions are exactly what `RecipeFixtures` generates. `RECIPE_FIXTURES_WRITE=1` rewrites
/// them in the source tree (the test then fails once, to say so).
@Suite("Recipe fixtures")
struct RecipeFixtureTests {
    @Test("every committed recipe session matches its generator", arguments: RecipeFixtures.all.map(\.name))
    func committedMatchesGenerated(name: String) throws {
        let generated = try #require(RecipeFixtures.all.first { $0.name == name }).make().text
        let path = RecipeFixtures.path(name)
        if ProcessInfo.processInfo.environment["RECIPE_FIXTURES_WRITE"] == "1" {
            try Data(generated.utf8).write(to: URL(fileURLWithPath: path))
            Issue.record("rewrote \(path); review and commit it")
            return
        }
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(committed == generated, "\(path) differs from RecipeFixtures; rerun with RECIPE_FIXTURES_WRITE=1")
    }
}
