import Foundation

/// A Decodable mirror of the state document (INTERFACES.md), read as other tools would read it.
struct AppState: Decodable {
    struct Size: Decodable, Equatable { var width: Int; var height: Int }
    struct Environment: Decodable, Equatable { var videoDriver: String; var renderer: String }
    struct Sprite: Decodable, Equatable {
        var id: String
        var x: Double
        var y: Double
        var scale: Double
        var rotation: Double
        var width: Double
        var height: Double
        var z: Int
    }
    struct Touches: Decodable, Equatable {
        var active: Int
        var totalContacts: Int
        var maxSimultaneous: Int
        var rejectedEvents: Int
        var cancelled: Int
    }
    struct Tap: Decodable, Equatable { var x: Double; var y: Double; var count: Int; var sprite: String?; var fingers: Int? }
    struct Gesture: Decodable, Equatable { var kind: String; var touch: Int; var x: Double; var y: Double; var radius: Double?; var name: String?; var score: Double?; var edge: String? }

    var window: Size
    var environment: Environment
    var sprites: [Sprite]
    var touches: Touches
    var taps: [Tap]
    var gestures: [Gesture]

    static func read(_ path: String) throws -> AppState {
        try JSONDecoder().decode(AppState.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    subscript(id: String) -> Sprite? { sprites.first { $0.id == id } }
}

/// The fields that say where a sprite is and how it is stacked (not the environment).
struct Placement: Equatable, CustomStringConvertible {
    var id: String, x: Double, y: Double, scale: Double, rotation: Double, z: Int
    init(_ s: AppState.Sprite) { (id, x, y, scale, rotation, z) = (s.id, s.x, s.y, s.scale, s.rotation, s.z) }
    var description: String { "\(id) (\(x), \(y)) ×\(scale) \(rotation)° z\(z)" }
}

/// Whether `a` and `b` differ by at most `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// Whether the sprite has exactly the expected pose (positions and angles to `tolerance`) and stacking place.
func has(_ sprite: AppState.Sprite?, x: Double, y: Double, scale: Double = 1, rotation: Double = 0, z: Int? = nil,
         tolerance: Double = 1e-6) -> Bool {
    guard let sprite else { return false }
    return near(sprite.x, x, tolerance) && near(sprite.y, y, tolerance) && near(sprite.scale, scale, tolerance)
        && near(sprite.rotation, rotation, tolerance) && (z == nil || sprite.z == z)
}
