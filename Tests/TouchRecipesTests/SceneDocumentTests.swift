import Foundation
import Testing
import TouchEngine
import TouchRecipes

@Suite("Reading scene files")
struct SceneDocumentTests {
    func parse(_ json: String) throws(SceneFileError) -> SceneDocument {
        try SceneDocument.parse(Data(json.utf8), file: "scene.json")
    }

    @Test("only image, x and y are required; everything else takes its documented default")
    func defaults() throws {
        let document = try parse(#"{"sprites":[{"image":"images/flower.png","x":300,"y":200}]}"#)
        #expect(document.width == 1280 && document.height == 800)
        #expect(document.background == RGBColor(hex: "#1e2430"))
        let sprite = try #require(document.sprites.first)
        #expect(sprite.id == "flower")
        #expect(sprite.scale == 1 && sprite.rotation == 0 && sprite.z == 0)
        #expect(sprite.options == SpriteOptions())
        #expect(sprite.options.gestures == .all && sprite.options.minScale == 0.1 && sprite.options.maxScale == 10)
        #expect(sprite.options.constraint == .window && sprite.options.alphaThreshold == 0.5)
        #expect(!sprite.recipe.resizable && !sprite.options.inertia)
    }

    @Test("every documented field is read")
    func allFields() throws {
        let document = try parse("""
        { "width": 1024, "height": 600, "background": "#102030",
          "sprites": [ { "id": "f", "image": "flower.png", "x": 300, "y": 200, "scale": 1.5, "rotation": 30, "z": 4,
                         "gestures": ["drag", "rotate"], "minScale": 0.25, "maxScale": 4.0, "constrain": "none",
                         "alphaThreshold": 0.2, "resizable": true, "inertia": true, "width": 64, "height": 32 } ] }
        """)
        let sprite = try #require(document.sprites.first)
        #expect(document.width == 1024 && document.height == 600 && document.background == RGBColor(red: 0x10, green: 0x20, blue: 0x30))
        #expect(sprite.id == "f" && sprite.scale == 1.5 && sprite.rotation == 30 && sprite.z == 4)
        #expect(sprite.options.gestures == [.drag, .rotate])
        #expect(sprite.options.minScale == 0.25 && sprite.options.maxScale == 4 && sprite.options.constraint == .none)
        #expect(sprite.options.alphaThreshold == 0.2 && sprite.recipe.resizable && sprite.options.inertia)
        #expect(sprite.width == 64 && sprite.height == 32)
    }

    @Test("ids taken from image names are made unique")
    func uniqueIDs() throws {
        let document = try parse(#"{"sprites":[{"image":"a/star.png","x":1,"y":1},{"image":"b/star.png","x":1,"y":1},{"image":"star.png","x":1,"y":1}]}"#)
        #expect(document.sprites.map(\.id) == ["star", "star-2", "star-3"])
    }

    @Test("a broken file is refused with the file and the field named", arguments: [
        (#"{"sprites":[{"image":"a.png","x":"left","y":1}]}"#, #"scene.json:1: sprites[0].x: expected a number, found "left""#),
        (#"{"sprites":[{"image":"a.png","y":1}]}"#, "scene.json:1: sprites[0].x: missing (required)"),
        (#"{"sprites":[{"x":1,"y":1}]}"#, "scene.json:1: sprites[0].image: missing (required)"),
        (#"{"sprites":[{"image":"a.png","x":1,"y":1,"gestures":["drag","spin"]}]}"#, #"scene.json:1: sprites[0].gestures: unknown gesture "spin" (expected drag, pinch or rotate)"#),
        (#"{"sprites":[{"image":"a.png","x":1,"y":1,"scale":0}]}"#, "scene.json:1: sprites[0].scale: 0.0 is out of range (must be greater than 0)"),
        (#"{"sprites":[{"image":"a.png","x":1,"y":1,"constrain":"screen"}]}"#, #"scene.json:1: sprites[0].constrain: expected "window" or "none", found "screen""#),
        (#"{"sprites":[{"image":"a.png","x":1,"y":1,"inertia":1}]}"#, "scene.json:1: sprites[0].inertia: expected true or false, found 1"),
        (#"{"background":"blue","sprites":[]}"#, ##"scene.json:1: background: expected a colour like "#1e2430", found "blue""##),
        (#"{"width":800}"#, "scene.json:1: sprites: missing (a list of sprites is required)"),
        (#"[1,2]"#, "scene.json:1: the top level must be a JSON object"),
        ("", "scene.json: the file is empty"),
        (#"{"sprites":[{"id":"a","image":"a.png","x":1,"y":1},{"id":"a","image":"b.png","x":1,"y":1}]}"#, #"scene.json:1: sprites[1].id: "a" is already used by another sprite"#),
    ])
    func brokenFiles(json: String, message: String) {
        do {
            _ = try parse(json)
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("misspelled fields, duplicate keys and trailing commas are refused with the line, the place and the likely name", arguments: [
        ("{\"sprites\": [\n {\"image\": \"a.png\", \"x\": 1, \"y\": 1,\n  \"scael\": 2.5}]}", #"scene.json:3: sprites[0].scael: unknown field (did you mean "scale"?)"#),
        (#"{"sprites": [{"image": "a.png", "x": 1, "y": 1}, {"image": "b.png", "x": 1, "y": 1, "rotaton": 45}]}"#,
         #"scene.json:1: sprites[1].rotaton: unknown field (did you mean "rotation"?)"#),
        (##"{"backgroud": "#000000", "sprites": []}"##, #"scene.json:1: backgroud: unknown field (did you mean "background"?)"#),
        ("{\"sprites\": [],\n \"sprites\": []}", "scene.json:2: sprites: duplicate key (also on line 1); keep one"),
        (#"{"sprites": [{"image": "a.png", "x": 1, "y": 1, "x": 2}]}"#, "scene.json:1: sprites[0].x: duplicate key (also on line 1); keep one"),
        (#"{"sprites": [{"image": "a.png", "x": 1, "y": 1,}],}"#, "scene.json:1: not valid JSON: a trailing comma before '}' in sprites[0]"),
        (#"{"sprites": [{"image": "a.png", "x": 1, "y": 1},]}"#, "scene.json:1: not valid JSON: a trailing comma before ']' in sprites"),
        (#"{"sprites": [7]}"#, "scene.json:1: sprites[0]: expected an object, found 7"),
    ])
    func strictReading(json: String, message: String) {
        do {
            _ = try parse(json)
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a file that is not JSON is refused saying so")
    func notJSON() {
        do {
            _ = try parse("{ \"sprites\": [ oops ] }")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "scene.json:1: not valid JSON: expected a value, found 'o'")
        }
    }

    @Test("sprites are stacked by z, ties in file order, and images missing are left out and named")
    func buildingTheScene() throws {
        let document = try parse(#"{"sprites":[{"image":"a.png","x":1,"y":1,"z":2},{"image":"b.png","x":1,"y":1,"z":1},{"image":"c.png","x":5,"y":5,"z":1},{"image":"gone.png","x":1,"y":1}]}"#)
        let info = ImageInfo(width: 2, height: 2, alpha: [255, 255, 255, 255])
        var masks = MaskLibrary()
        let built = SceneBuilder.build(document, images: ["a.png": info, "b.png": info, "c.png": info], masks: &masks)
        let (scene, omitted) = (built.scene, built.omitted)
        #expect(scene.drawOrder.map { scene[$0].id } == ["b", "c", "a"])
        #expect(omitted == [SceneBuilder.Omission(spriteID: "gone", image: "gone.png")])
    }
}
