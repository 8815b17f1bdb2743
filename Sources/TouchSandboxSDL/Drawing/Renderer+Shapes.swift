import CSDL2
import TouchEngine

/// Anti-aliased shapes drawn with `SDL_RenderGeometry`: each has a one-pixel feathered edge, so they
/// look smooth on the software renderer as well as on GPU backends. Positions and lengths are in
/// `transform` space, like everything else the renderer draws.
extension Renderer {
    public func fillCircle(center: Vector2, radius: Double, color: Color) {
        drawMesh { $0.fillCircle(center: transform.apply(center), radius: transform.apply(length: radius), color: color) }
    }

    /// A ring whose middle runs along the circle of `radius`, `thickness` wide.
    public func strokeCircle(center: Vector2, radius: Double, thickness: Double, color: Color) {
        drawMesh {
            $0.strokeCircle(center: transform.apply(center), radius: transform.apply(length: radius),
                            thickness: transform.apply(length: thickness), color: color)
        }
    }

    /// A straight stroke with round caps.
    public func drawLine(from start: Vector2, to end: Vector2, width: Double, color: Color) {
        drawPolyline([start, end], width: width, color: color)
    }

    /// A stroke through `points` with round caps and joins. `alphas`, one per point, multiply the
    /// colour's alpha along the stroke (fading trails); nil draws it evenly.
    public func drawPolyline(_ points: [Vector2], width: Double, color: Color, alphas: [Double]? = nil) {
        let t = transform
        drawMesh { $0.strokePolyline(points.map(t.apply), alphas: alphas, width: t.apply(length: width), color: color) }
    }

    /// A rectangle with rounded corners of `cornerRadius` (clamped to half the shorter side).
    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color) {
        drawMesh { $0.fillRoundedRect(transform.apply(rect), radius: transform.apply(length: cornerRadius), color: color) }
    }

    /// Builds one mesh in the reusable buffers and hands it to SDL.
    private func drawMesh(_ build: (inout FeatheredMesh) -> Void) {
        var mesh = FeatheredMesh(vertices: vertices, indices: indices, fans: [])
        vertices = []
        indices = []
        mesh.reset()
        build(&mesh)
        if !mesh.indices.isEmpty {
            SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND)
            // A shape far larger than the output is cut down to the visible part first (see `MeshClipper`).
            let cut = meshClipper.clipped(vertices: mesh.vertices, indices: mesh.indices, fans: mesh.fans)
            let status = (cut?.vertices ?? mesh.vertices).withUnsafeBufferPointer { v in
                (cut?.indices ?? mesh.indices).withUnsafeBufferPointer { i in
                    SDL_RenderGeometry(pointer, nil, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
                }
            }
            if status < 0 { log.warning("SDL_RenderGeometry failed: \(SDLError.lastMessage)") }
        }
        vertices = mesh.vertices
        indices = mesh.indices
    }

    /// A clipper for the current clip (the whole output when there is none).
    private var meshClipper: MeshClipper {
        if let clip = currentClip {
            return MeshClipper(clip: (Double(clip.x), Double(clip.y), Double(clip.w), Double(clip.h)), largestBox: largestUncutTriangleBox)
        }
        let size = outputSize
        return MeshClipper(clip: (0, 0, Double(size.width), Double(size.height)), largestBox: largestUncutTriangleBox)
    }
}
