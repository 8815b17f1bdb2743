import Foundation
import Testing
import TouchEngine

/// The code of the TouchEngine documentation (`Sources/TouchEngine/TouchEngine.docc`), compiled and run here so it
/// cannot rot.
///
/// How the two are kept in sync: every ```swift block of every article must appear in this file line for line
/// (indentation and `import` lines aside), and the ```text block that follows a program in an article must be what
/// the copy here prints. So an article whose code no longer compiles, or no longer prints what the article says,
/// fails these tests; change the article and the copy below together. The getting-started program must also be the
/// README's, which `LibraryPackageTests` builds in a package of its own. The one exception is a block that starts with
/// `// Package.swift`: a manifest fragment, not a program.
///
/// Each example prints through the local `print` of its function, which keeps the lines for the test to compare.
@Suite("The TouchEngine documentation's code compiles and prints what the articles say")
struct DocumentationExampleTests {
    // MARK: Getting started (GettingStarted.md, and the README's library section)

    static func gettingStarted() -> [String] {
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        // A 800×600 canvas with one 100×100 card. Without an alpha mask the whole rectangle catches touches.
        var scene = Scene(width: 800, height: 600)
        let card = scene.add(Sprite(id: "card", image: "card.png", width: 100, height: 100, pose: Pose(center: Vector2(200, 200))))

        // The recognisers report what they recognise through their own callbacks.
        let taps = TapRecognizer()
        taps.onTap = { tap in print("\(tap.count == 2 ? "double tap" : "tap") at \(tap.position)") }
        let engine = GestureEngine(scene: scene, recognizers: [taps, ManipulationRecognizer()])

        let show = { (what: String) in
            let pose = engine.scene[card].pose
            print("\(what): card at \(pose.center), scale \(pose.scale), rotation \(pose.rotationDegrees)°")
        }

        // One finger drags the card 100 px to the right.
        engine.handle(PointerEvent(.down, id: 1, x: 200, y: 200, time: 0.0))
        engine.handle(PointerEvent(.move, id: 1, x: 300, y: 200, time: 0.1))
        engine.handle(PointerEvent(.up, id: 1, x: 300, y: 200, time: 0.2))
        show("dragged")

        // Two fingers on it spread from 40 to 80 px apart: it doubles about the point between them.
        engine.handle(PointerEvent(.down, id: 1, x: 280, y: 200, time: 1.0))
        engine.handle(PointerEvent(.down, id: 2, x: 320, y: 200, time: 1.0))
        engine.handle(PointerEvent(.move, id: 1, x: 260, y: 200, time: 1.1))
        engine.handle(PointerEvent(.move, id: 2, x: 340, y: 200, time: 1.1))
        engine.handle(PointerEvent(.up, id: 1, x: 260, y: 200, time: 1.2))
        engine.handle(PointerEvent(.up, id: 2, x: 340, y: 200, time: 1.2))
        show("pinched")

        // A quick touch that does not move is a tap, reported once the double-tap window has passed.
        engine.handle(PointerEvent(.down, id: 3, x: 300, y: 180, time: 2.0))
        engine.handle(PointerEvent(.up, id: 3, x: 300, y: 180, time: 2.05))
        engine.advance(to: 3)
        print("touches so far: \(engine.statistics.totalContacts)")

        return printed
    }

    // MARK: The arena and writing a recogniser (WritingARecognizer.md)

    static func flickOnTheCanvas() -> [String] {
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        let flicks = FlickRecognizer()
        flicks.onFlick = { direction in print("flick \(direction)") }
        let taps = TapRecognizer()
        taps.onTap = { tap in print("tap at \(tap.position)") }
        // Taps and flicks both want touches on the empty canvas; they are offered them in this order.
        let engine = GestureEngine(scene: Scene(width: 800, height: 600), recognizers: [taps, flicks])
        func owner(_ id: Int) -> String {
            engine.owner(of: PointerID(id)).map { String(describing: type(of: $0)) } ?? "nobody yet"
        }

        // A quick stroke to the right. The tap leaves at once (the finger moved): the flick, the last member left, owns
        // the touch, and reports the flick once the stroke is long enough.
        engine.handle(PointerEvent(.down, id: 1, x: 300, y: 300, time: 0.0))
        engine.handle(PointerEvent(.move, id: 1, x: 360, y: 302, time: 0.05))
        print("after 60 px: \(owner(1))")
        engine.handle(PointerEvent(.move, id: 1, x: 420, y: 305, time: 0.1))
        print("after 120 px: \(owner(1))")
        engine.handle(PointerEvent(.up, id: 1, x: 420, y: 305, time: 0.12))

        // The same stroke, slowly: the flick leaves the arena too, and nobody owns the touch.
        engine.handle(PointerEvent(.down, id: 2, x: 300, y: 300, time: 1.0))
        engine.handle(PointerEvent(.move, id: 2, x: 360, y: 302, time: 1.3))
        print("slowly: \(owner(2))")
        engine.handle(PointerEvent(.up, id: 2, x: 420, y: 305, time: 1.6))

        // A touch that does not move: the tap claims it at the lift, and reports it once no second tap came.
        engine.handle(PointerEvent(.down, id: 3, x: 500, y: 200, time: 2.0))
        print("still, before the lift: \(owner(3))")
        engine.handle(PointerEvent(.up, id: 3, x: 500, y: 200, time: 2.05))
        engine.settle()

        return printed
    }

    // MARK: Poses and manipulation (PosesAndManipulation.md)

    static func poseFrames() -> [String] {
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        // A 200×100 sprite centred at (400, 300), twice its size, turned 90° clockwise.
        let pose = Pose(center: Vector2(400, 300), scale: 2, rotation: Angle.radians(fromDegrees: 90))
        // Its right edge's midpoint, (100, 0) in the sprite's own frame, is 200 px below the centre on screen.
        let onScreen = pose.toWindow(Vector2(100, 0))
        print("right edge at (\(onScreen.x.rounded()), \(onScreen.y.rounded()))")
        // The window's point (350, 200), above and left of the centre, is in the sprite's lower left quarter.
        let local = pose.toLocal(Vector2(350, 200))
        print("(350, 200) is (\(local.x.rounded()), \(local.y.rounded())) on the sprite")
        // Turned a quarter turn, the sprite's box on screen is 200 px wide and 400 px high.
        print("rotation \(pose.rotationDegrees)°, box \(pose.bounds(width: 200, height: 100))")

        return printed
    }

    static func manipulationWithinLimits() -> [String] {
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        // A photo that may be dragged and pinched but not turned, at most 1.5 times its size, inside the window.
        var options = SpriteOptions()
        options.gestures = [.drag, .pinch]
        options.maxScale = 1.5
        var scene = Scene(width: 800, height: 600)
        let photo = scene.add(Sprite(id: "photo", image: "photo.png", width: 200, height: 100,
                                     pose: Pose(center: Vector2(400, 300)), options: options))
        let engine = GestureEngine(scene: scene)  // manipulation only
        let show = { (what: String) in
            let pose = engine.scene[photo].pose
            print("\(what): centre \(pose.center), scale \(pose.scale), rotation \(pose.rotationDegrees)°")
        }

        // Two fingers 100 px apart spread to 300 px and turn 30°: the best scale without a turn, held at 1.5.
        engine.handle(PointerEvent(.down, id: 1, x: 350, y: 300, time: 0))
        engine.handle(PointerEvent(.down, id: 2, x: 450, y: 300, time: 0))
        engine.handle(PointerEvent(.move, id: 1, x: 270.1, y: 225, time: 0.1))
        engine.handle(PointerEvent(.move, id: 2, x: 529.9, y: 375, time: 0.1))
        show("pinched")
        engine.handle(PointerEvent(.up, id: 1, x: 270.1, y: 225, time: 0.2))

        // The other finger pulls it 400 px to the right: it stops at the window's edge, and the finger slips.
        engine.handle(PointerEvent(.move, id: 2, x: 929.9, y: 375, time: 0.3))
        show("pushed right")
        // Coming back, the photo follows at once, with no dead stretch to make up.
        engine.handle(PointerEvent(.move, id: 2, x: 879.9, y: 375, time: 0.4))
        show("back 50 px")
        engine.handle(PointerEvent(.up, id: 2, x: 879.9, y: 375, time: 0.5))

        // Eased home over a third of a second, on the events' clock.
        engine.animateHome(photo, duration: 0.3)
        engine.advance(to: 1.0)
        show("home")

        return printed
    }

    // MARK: The tests

    @Test("the getting-started program prints what the article and the README say")
    func gettingStartedPrintsWhatTheArticleSays() throws {
        try expectPrinted(Self.gettingStarted(), article: "GettingStarted.md", program: 0)
    }

    @Test("a quick stroke is the flick's, a slow one nobody's, a still touch the tap's")
    func flickPrintsWhatTheArticleSays() throws {
        try expectPrinted(Self.flickOnTheCanvas(), article: "WritingARecognizer.md", program: 1)
    }

    @Test("a pose maps the sprite's own frame to the window and back")
    func poseFramesPrintWhatTheArticleSays() throws {
        try expectPrinted(Self.poseFrames(), article: "PosesAndManipulation.md", program: 0)
    }

    @Test("a photo without rotate pinches to its largest scale, slides against the window's edge and eases home")
    func manipulationPrintsWhatTheArticleSays() throws {
        try expectPrinted(Self.manipulationWithinLimits(), article: "PosesAndManipulation.md", program: 1)
    }

    @Test("every swift block of every article is in this file, line for line")
    func everyArticleBlockIsCompiledHere() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let compiled = Self.codeLines(source)
        let articles = try Self.articleNames()
        #expect(articles.count >= 4, "the catalog's articles: \(articles)")
        var checked = 0
        for name in articles {
            for block in try Self.blocks(in: name).filter({ $0.language == "swift" }) {
                if block.text.hasPrefix("// Package.swift") { continue }
                let lines = Self.codeLines(block.text).filter { !$0.hasPrefix("import ") }
                let isCompiledHere = Self.contains(compiled, lines)
                #expect(isCompiledHere, "\(name): this block is not compiled by \(#fileID):\n\(block.text)")
                checked += 1
            }
        }
        #expect(checked >= 5, "blocks checked: \(checked)")
    }

    @Test("the getting-started program is the README's, with the same output")
    func gettingStartedIsTheReadmeProgram() throws {
        let article = try Self.blocks(in: "GettingStarted.md")
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let readmeBlocks = Self.fencedBlocks(readme)
        let articleProgram = try #require(article.first { $0.language == "swift" && $0.text.contains("import TouchEngine") })
        let readmeProgram = try #require(readmeBlocks.first { $0.language == "swift" && $0.text.contains("import TouchEngine") })
        #expect(articleProgram.text == readmeProgram.text)
        let articleOutput = try #require(article.first { $0.language == "text" })
        let readmeOutput = try #require(readmeBlocks.first { $0.language == "text" })
        #expect(articleOutput.text == readmeOutput.text)
    }

    // MARK: Reading the articles

    struct FencedBlock: Equatable {
        var language: String
        var text: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let catalog = packageRoot.appendingPathComponent("Sources/TouchEngine/TouchEngine.docc")

    static func articleNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }.sorted()
    }

    static func blocks(in article: String) throws -> [FencedBlock] {
        fencedBlocks(try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8))
    }

    /// The fenced blocks of a Markdown text, in order: the word after the opening fence and the lines inside.
    static func fencedBlocks(_ markdown: String) -> [FencedBlock] {
        var result: [FencedBlock] = []
        var open: (language: String, lines: [String])?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let block = open {
                    result.append(FencedBlock(language: block.language, text: block.lines.joined(separator: "\n") + "\n"))
                    open = nil
                } else {
                    open = (String(trimmed.dropFirst(3)), [])
                }
            } else if open != nil {
                open!.lines.append(line)
            }
        }
        return result
    }

    /// Lines without their indentation, blank lines left out.
    static func codeLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    /// The article's `program`-th program (a ```swift block that is not a manifest fragment) must be followed by a
    /// ```text block holding exactly `printed`.
    func expectPrinted(_ printed: [String], article: String, program: Int) throws {
        let blocks = try Self.blocks(in: article)
        let programs = blocks.indices.filter { blocks[$0].language == "swift" && !blocks[$0].text.hasPrefix("// Package.swift") }
        try #require(program < programs.count, "\(article) has \(programs.count) programs")
        let next = programs[program] + 1
        try #require(next < blocks.count && blocks[next].language == "text", "\(article): no ```text block after program \(program)")
        #expect(blocks[next].text == printed.map { $0 + "\n" }.joined(), "\(article) says:\n\(blocks[next].text)\nthe program printed:\n\(printed.joined(separator: "\n"))")
    }
}

// MARK: The recogniser of WritingARecognizer.md

/// A quick sideways stroke on the empty canvas: 100 px left or right within a quarter of a second.
final class FlickRecognizer: GestureRecognizer {
    enum Direction { case left, right }

    private(set) var state = RecognizerState.possible
    var onFlick: ((Direction) -> Void)?
    private var entries: [PointerID: ArenaEntry] = [:]

    func wantsTouch(_ touch: ActiveTouch, in engine: GestureEngine) -> Bool {
        touch.target == .canvas
    }

    func touchBegan(_ touch: ActiveTouch, entry: ArenaEntry, in engine: GestureEngine) {
        entries[touch.id] = entry
        state = .possible
    }

    func touchMoved(_ touch: ActiveTouch, in engine: GestureEngine) {
        guard let entry = entries[touch.id] else { return }
        let travel = touch.position - touch.startPosition
        if touch.time - touch.startTime > 0.25 {
            // Too slow to be a flick: leave the arena, so the others may have the touch.
            entries[touch.id] = nil
            state = .failed
            engine.reject(entry)
        } else if abs(travel.x) >= 100 {
            // Sure now: claim the touch. Every other member is told `touchRejected`.
            entries[touch.id] = nil
            state = .ended
            engine.accept(entry)
            onFlick?(travel.x > 0 ? .right : .left)
        }
    }

    func touchEnded(_ touch: ActiveTouch, cancelled: Bool, in engine: GestureEngine) {
        // Lifted before it went far enough: no flick.
        guard let entry = entries.removeValue(forKey: touch.id) else { return }
        state = .failed
        engine.reject(entry)
    }

    func touchRejected(_ id: PointerID, in engine: GestureEngine) {
        // Another recogniser won the touch.
        entries[id] = nil
    }
}
