import Foundation
import Testing
import TouchEngine
import TouchRecipes

/// Scene files as users and attackers write them: extreme numbers, huge values, thousands of sprites.
@Suite("Scene files: limits, warnings and extreme numbers")
struct SceneDocumentLimitsTests {
    func parse(_ json: String) throws(SceneFileError) -> SceneDocument {
        try SceneDocument.parse(Data(json.utf8), file: "scene.json")
    }

    @Test("20,000 sprites sharing an image without ids get star, star-2 … star-20000; an id already taken is skipped")
    func idsFromACounter() throws {
        let sprites = (0..<20_000).map { _ in #"{"image":"img/star.png","x":1,"y":1}"# }
        let document = try parse(#"{"sprites":[{"id":"star-3","image":"a.png","x":1,"y":1},"# + sprites.joined(separator: ",") + "]}")
        let ids = document.sprites.map(\.id)
        #expect(Array(ids.prefix(5)) == ["star-3", "star", "star-2", "star-4", "star-5"])
        #expect(ids.last == "star-20001")
        #expect(Set(ids).count == ids.count)
    }

    @Test("a scale below minScale or above maxScale is clamped into the limits, with a warning naming the file and the sprite")
    func scaleClamped() throws {
        let document = try parse("""
        {"sprites":[{"id":"tiny","image":"a.png","x":1,"y":1,"scale":0.05},
                    {"image":"b.png","x":1,"y":1,"scale":20,"minScale":0.5,"maxScale":4},
                    {"image":"c.png","x":1,"y":1,"scale":2}]}
        """)
        #expect(document.sprites.map(\.scale) == [0.1, 4, 2])
        #expect(document.warnings == [
            #"scene.json: sprites[0] ("tiny"): scale 0.05 is below minScale; using 0.1"#,
            #"scene.json: sprites[1] ("b"): scale 20.0 is above maxScale; using 4.0"#,
        ])
    }

    @Test("numbers out of their documented ranges are refused naming the field and the range", arguments: [
        ("x", "1e308", "sprites[0].x: 1e+308 is out of range (must be between -1000000 and 1000000)"),
        ("y", "-1000001", "sprites[0].y: -1000001.0 is out of range (must be between -1000000 and 1000000)"),
        ("z", "9223372036854775807", "sprites[0].z: expected a whole number between -1000000000 and 1000000000, found 9.223372036854776e+18"),
        ("z", "2.5", "sprites[0].z: expected a whole number between -1000000000 and 1000000000, found 2.5"),
        ("width", "1e300", "sprites[0].width: 1e+300 is out of range (must be greater than 0 and at most 65536)"),
        ("height", "-3", "sprites[0].height: -3.0 is out of range (must be greater than 0 and at most 65536)"),
        ("minScale", "1e-5", "sprites[0].minScale: 1e-05 is out of range (must be between 0.001 and 1000)"),
        ("maxScale", "5e-324", "sprites[0].maxScale: 5e-324 is out of range (must be between 0.001 and 1000)"),
        ("scale", "-1e308", "sprites[0].scale: -1e+308 is out of range (must be greater than 0)"),
    ])
    func outOfRange(field: String, value: String, message: String) {
        var fields = ["image": "\"a.png\"", "x": "1", "y": "1"]
        fields[field] = value
        let sprite = fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",")
        #expect(throws: SceneFileError(file: "scene.json", line: 1, message: message)) { try parse("{\"sprites\":[{\(sprite)}]}") }
    }

    @Test("a 5 MB value is quoted as its first 60 characters and an ellipsis")
    func hugeValueQuotedShort() {
        let huge = String(repeating: "x", count: 5 << 20)
        for (json, start) in [
            (#"{"background":"\#(huge)","sprites":[]}"#, "background: expected a colour like \"#1e2430\", found "),
            (#"{"sprites":[{"image":"a.png","x":"\#(huge)","y":1}]}"#, "sprites[0].x: expected a number, found "),
            (#"{"sprites":[{"image":"a.png","x":1,"y":1,"gestures":["\#(huge)"]}]}"#, "sprites[0].gestures: unknown gesture "),
        ] {
            do {
                _ = try parse(json)
                Issue.record("accepted")
            } catch {
                #expect(error.message.hasPrefix(start + "\"" + String(repeating: "x", count: 60) + "…\""), "\(error.message.prefix(200))")
                #expect(error.message.count < 200)
            }
        }
    }

    /// Numbers at the edges of what JSON and Double can hold.
    static let extremes = [
        "1e308", "-1e308", "1.7976931348623157e308", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "-9223372036854775809", "18446744073709551616", "123456789012345678901234567890", "4.9e-324", "-4.9e-324",
        "2.2250738585072014e-308", "0", "-0", "1", "0.5", "16384", "16385", "65536", "1000000", "1e9", "-1e9", "1e-3",
    ]
    static let sceneFields = ["width", "height"]
    static let spriteFields = ["x", "y", "scale", "rotation", "z", "width", "height", "minScale", "maxScale", "alphaThreshold"]

    @Test("random extreme numbers in every numeric field: no trap, either a refusal naming the field or a finite scene that builds, hit-tests, moves and is written as state")
    func extremeNumbersNeverTrap() throws {
        var random = SeededRandomNumberGenerator(seed: 20_241_122)
        var refused = 0, accepted = 0
        for _ in 0..<600 {
            var sceneFields: [String: String] = [:], spriteFields: [String: String] = ["x": "100", "y": "100"]
            // Each field is extreme one time in six, so many files have several and many have one or none.
            for field in Self.sceneFields where random.next() % 6 == 0 { sceneFields[field] = Self.extremes.randomElement(using: &random)! }
            for field in Self.spriteFields where random.next() % 6 == 0 { spriteFields[field] = Self.extremes.randomElement(using: &random)! }
            let sprite = spriteFields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",")
            let scene = sceneFields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)," }.joined()
            let json = "{\(scene)\"sprites\":[{\"image\":\"a.png\",\(sprite)}]}"
            do {
                let document = try parse(json)
                accepted += 1
                try exercise(document, json: json)
            } catch let error as SceneFileError {
                refused += 1
                let named = (Self.sceneFields + Self.spriteFields).contains { error.message.contains("\($0)") }
                #expect(named, "\(json): \(error.message)")
            }
        }
        #expect(refused > 100 && accepted > 100, "refused \(refused), accepted \(accepted)")
    }

    /// Builds the scene, touches and drags its sprite, and writes the state: every number must stay finite.
    private func exercise(_ document: SceneDocument, json: String) throws {
        for sprite in document.sprites {
            let numbers = [sprite.x, sprite.y, sprite.scale, sprite.rotation, sprite.width ?? 1, sprite.height ?? 1]
            #expect(numbers.allSatisfy { $0.isFinite }, "\(json)")
            #expect(sprite.options.minScale <= sprite.scale && sprite.scale <= sprite.options.maxScale, "\(json)")
        }
        var masks = MaskLibrary()
        let info = ImageInfo(width: 4, height: 4, alpha: [UInt8](repeating: 255, count: 16))
        let scene = SceneBuilder.build(document, images: ["a.png": info], masks: &masks).scene
        let engine = Sandbox(scene: scene)
        for (time, phase) in [(0.0, PointerPhase.down), (0.05, .move), (0.1, .move), (0.2, .up)] {
            _ = engine.handle(PointerEvent(phase, id: 1, x: 100 + time * 100, y: 100, time: time))
        }
        engine.advance(to: 1)
        let state = StateDocument(sandbox: engine, window: (width: Int(document.width), height: Int(document.height)),
                                  environment: .init(videoDriver: "dummy", renderer: "software"))
        let data = try state.jsonData()
        #expect(!data.isEmpty)
    }
}
