import TouchEngine
import TouchRecipes
import TouchSandboxSDL

/// Draws the canvas and its sprites, back to front, one texture per image however many sprites use it.
final class SceneRenderer {
    private let renderer: Renderer
    private var textures: [String: Texture] = [:]

    init(renderer: Renderer, images: [String: RGBAImage]) throws {
        self.renderer = renderer
        for (path, pixels) in images { textures[path] = try renderer.makeTexture(pixels) }
    }

    func texture(for image: String) -> Texture? { textures[image] }

    func drawSprites(_ scene: Scene) {
        for handle in scene.drawOrder {
            let sprite = scene[handle]
            guard let texture = textures[sprite.image] else { continue }
            renderer.draw(texture, at: placement(of: sprite, texture: texture))
        }
    }

    /// Where `drawSprites` puts each sprite with a texture, back to front (the frame benchmark's floor draws these).
    func placements(_ scene: Scene) -> [CopyPlacement] {
        scene.drawOrder.compactMap { handle in
            let sprite = scene[handle]
            return textures[sprite.image].map { placement(of: sprite, texture: $0) }
        }
    }

    private func placement(of sprite: Sprite, texture: Texture) -> CopyPlacement {
        renderer.placement(of: texture, center: sprite.pose.center, size: Vector2(sprite.width, sprite.height),
                           scale: sprite.pose.scale, rotationDegrees: sprite.pose.rotation * 180 / .pi)
    }
}
