import Foundation
import TouchEngine
import TouchRecipes
import TouchSandboxApp

/// `touch-sandbox-bench --trace T --scene S`: loads both first, then times the engine alone (no window, no drawing)
/// applying every event of T, repeating T from a fresh copy of the scene until at least a second has passed.
enum TraceBenchmark {
    struct Result: Codable {
        var events: Int
        var seconds: Double
        var eventsPerSecond: Double
        var repetitions: Int
        var eventsPerRepetition: Int
        var sprites: Int
        var rejectedEventsPerRepetition: Int
    }

    static func run(trace: String, scene: String, minimumSeconds: Double, json: Bool) throws {
        let logger = AppLogging.logger("bench")
        let loaded = try SceneLoader.load(path: scene, strict: false, logger: logger)
        let recording = try RecordingPlayback(path: trace, device: nil, windowWidth: Int(loaded.scene.width),
                                              windowHeight: Int(loaded.scene.height), logger: logger)
        var events: [PointerEvent] = []
        while let item = recording.next() {
            if case .pointer(let event) = item { events.append(event) }
        }
        try recording.reportProblems(logger: logger)
        let result = measure(events: events, scene: loaded.scene, recipes: loaded.recipes, minimumSeconds: minimumSeconds)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        } else {
            print("\(result.events) events in \(String(format: "%.3f", result.seconds)) s: \(String(format: "%.0f", result.eventsPerSecond)) events/s (\(result.repetitions) × \(result.eventsPerRepetition) events, \(result.sprites) sprites)")
        }
    }

    static func measure(events: [PointerEvent], scene: Scene, recipes: [SpriteHandle: SpriteRecipeOptions] = [:],
                        minimumSeconds: Double) -> Result {
        var applied = 0, repetitions = 0, rejected = 0
        var elapsed = 0.0
        repeat {
            let engine = Sandbox(scene: scene, spriteRecipes: recipes)
            let start = ContinuousClock.now
            for event in events { engine.handle(event) }
            engine.settle()
            elapsed += (ContinuousClock.now - start).seconds
            applied += events.count
            repetitions += 1
            rejected = engine.statistics.rejectedEvents
        } while elapsed < minimumSeconds && !events.isEmpty
        return Result(
            events: applied, seconds: elapsed, eventsPerSecond: elapsed > 0 ? Double(applied) / elapsed : 0,
            repetitions: repetitions, eventsPerRepetition: events.count, sprites: scene.drawOrder.count,
            rejectedEventsPerRepetition: rejected)
    }
}
