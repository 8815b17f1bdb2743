import Foundation
import Testing
import TouchEngine
import TouchRecipes
import TouchTestSupport

@Suite("The state document")
struct StateDocumentTests {
    @Test("sprites are sorted by id, with z from the stack and rotation in (-180, 180]")
    func spritesSortedWithZ() throws {
        var scene = Scene(width: 1280, height: 800)
        scene.add(Sprite(id: "zebra", image: "z.png", width: 10, height: 20, pose: Pose(center: Vector2(1, 2), scale: 1.5, rotation: Angle.radians(fromDegrees: 270))))
        scene.add(Sprite(id: "apple", image: "a.png", width: 30, height: 40, pose: Pose(center: Vector2(3, 4), rotation: Angle.radians(fromDegrees: -180))))
        let document = StateDocument(scene: scene, statistics: TouchStatistics(), window: (1280, 800),
                                     environment: .init(videoDriver: "dummy", renderer: "software"))
        #expect(document.sprites.map(\.id) == ["apple", "zebra"])
        #expect(document.sprites.map(\.z) == [1, 0])
        #expect(approximately(document.sprites[1].rotation, -90, within: 1e-9))
        #expect(approximately(document.sprites[0].rotation, 180, within: 1e-9))
        #expect(document.sprites[1].scale == 1.5 && document.sprites[1].width == 10 && document.sprites[1].height == 20)
    }

    @Test("the same state always gives the same bytes, with the documented keys")
    func deterministicJSON() throws {
        var scene = Scene(width: 640, height: 480)
        scene.add(Sprite(id: "a", image: "a.png", width: 10, height: 10, pose: Pose(center: Vector2(1.25, 2.5))))
        let document = StateDocument(scene: scene, statistics: TouchStatistics(), window: (640, 480),
                                     environment: .init(videoDriver: "x11", renderer: "software"))
        let first = try document.jsonData(), second = try document.jsonData()
        #expect(first == second)
        let object = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
        #expect(Set(object.keys) == ["window", "environment", "sprites", "touches", "taps", "gestures"])
        let touches = try #require(object["touches"] as? [String: Any])
        #expect(Set(touches.keys) == ["active", "totalContacts", "maxSimultaneous", "rejectedEvents", "cancelled"])
        let sprite = try #require((object["sprites"] as? [[String: Any]])?.first)
        #expect(Set(sprite.keys) == ["id", "x", "y", "scale", "rotation", "width", "height", "z"])
    }
}
