import TouchEngine

/// Turns a scene document and its loaded images into a scene.
public enum SceneBuilder {
    /// A sprite that was left out because its image could not be used.
    public struct Omission: Equatable, Sendable {
        public var spriteID: String
        public var image: String

        public init(spriteID: String, image: String) {
            self.spriteID = spriteID
            self.image = image
        }
    }

    /// A scene built from a file: the sprites placed, what the recipes add to each, and what was left out.
    public struct Result: Sendable {
        public var scene: Scene
        public var recipes: [SpriteHandle: SpriteRecipeOptions]
        public var omitted: [Omission]
    }

    /// Places the sprites in z order (ties keep file order). Sprites whose image is missing from
    /// `images` are left out and listed in the result.
    public static func build(_ document: SceneDocument, images: [String: ImageInfo], masks: inout MaskLibrary) -> Result {
        var scene = Scene(width: document.width, height: document.height, background: document.background)
        var recipes: [SpriteHandle: SpriteRecipeOptions] = [:]
        var omitted: [Omission] = []
        let ordered = document.sprites.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }
        for (_, description) in ordered {
            guard let info = images[description.image] else {
                omitted.append(Omission(spriteID: description.id, image: description.image))
                continue
            }
            let mask = masks.mask(for: description.image, info: info, threshold: description.options.alphaThreshold)
            let pose = Pose(
                center: Vector2(description.x, description.y), scale: description.scale,
                // Brought into (-180, 180] first (the same turn): SDL's software renderer crashed turning a sprite
                // by 1e308 degrees, converting the angle to int (undefined beyond Int32).
                rotation: Angle.radians(fromDegrees: Angle.normalizedDegrees(description.rotation)))
            let handle = scene.add(Sprite(
                id: description.id, image: description.image,
                width: description.width ?? Double(info.width), height: description.height ?? Double(info.height),
                pose: pose, options: description.options, mask: mask))
            if description.recipe != SpriteRecipeOptions() { recipes[handle] = description.recipe }
        }
        return Result(scene: scene, recipes: recipes, omitted: omitted)
    }
}
