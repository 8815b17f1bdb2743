import Foundation

/// Scene files for tests, with ABSOLUTE image paths into `<package root>/Resources/images/`,
/// so they work from any folder.
public enum TestScene {
    public struct Sprite: Sendable {
        public var id: String
        public var image: String
        public var x: Double
        public var y: Double

        public init(id: String, image: String, x: Double, y: Double) {
            (self.id, self.image, self.x, self.y) = (id, image, x, y)
        }
    }

    /// Five sprites well apart on a 1280×800 canvas, scale 1, rotation 0, inertia off, z in this order
    /// (gem 0 … cloud 4). Every point 40 px left and right of each centre is opaque.
    public static let fiveSprites: [Sprite] = [
        Sprite(id: "gem", image: "gem", x: 250, y: 200),
        Sprite(id: "flower", image: "flower", x: 640, y: 200),
        Sprite(id: "heart", image: "heart", x: 1030, y: 200),
        Sprite(id: "sun", image: "sun", x: 400, y: 580),
        Sprite(id: "cloud", image: "cloud", x: 880, y: 580),
    ]

    /// Writes a scene with `sprites` into `folder` and returns its path. `imagePath` maps a sprite's
    /// image name to the path written (absolute by default).
    @discardableResult
    public static func write(_ sprites: [Sprite], in folder: TemporaryDirectory, name: String = "scene.json",
                      inertia: Bool = false, imagePath: (String) -> String = TestPaths.image) throws -> String {
        let list: [[String: Any]] = sprites.map { sprite in
            let object: [String: Any] = ["id": sprite.id, "image": imagePath(sprite.image), "x": sprite.x, "y": sprite.y,
                                         "inertia": inertia]
            return object
        }
        let scene: [String: Any] = ["width": 1280, "height": 800, "background": "#1e2430", "sprites": list]
        let data = try JSONSerialization.data(withJSONObject: scene, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        let path = folder.path(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The five-sprite scene in `folder`.
    public static func writeFiveSprites(in folder: TemporaryDirectory) throws -> String {
        try write(fiveSprites, in: folder)
    }
}
