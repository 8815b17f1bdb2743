import CSDL2
import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxSDL

/// Copies computed only where they are seen (`ClippedCopyPlan`) against SDL's own software copies: the same
/// pixels, every one, for scaled and turned copies reaching past the window, clipped, faded and tinted.
extension HeadlessSDLTests {
    /// A 37×23 image with every kind of pixel a sprite has: opaque, half transparent and fully transparent ones
    /// (with colour, as bled edges have), in colours that differ from each neighbour.
    static func patternImage(width: Int = 37, height: Int = 23) -> RGBAImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in 0..<(width * height) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let x = i % width, y = i / width
            bytes[i * 4] = UInt8((x * 255) / max(width - 1, 1))
            bytes[i * 4 + 1] = UInt8((y * 255) / max(height - 1, 1))
            bytes[i * 4 + 2] = UInt8(truncatingIfNeeded: state >> 33)
            let alphaKind = (state >> 40) % 4
            bytes[i * 4 + 3] = alphaKind == 0 ? 0 : alphaKind == 1 ? UInt8(truncatingIfNeeded: state >> 48) : 255
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }

    /// One copy: where it goes (output pixels, as SDL takes it) and how it is turned.
    struct CopyCase: CustomStringConvertible, Sendable {
        var x: Float, y: Float, width: Float, height: Float
        var angle: Double
        var clip: Rect? = nil
        var alpha = 1.0
        var tint = Color.white

        var description: String { "(\(x), \(y), \(width)×\(height)) at \(angle)° clip \(clip.map { "\($0)" } ?? "none") alpha \(alpha)" }
        var placement: CopyPlacement { CopyPlacement(x: x, y: y, width: width, height: height, angleDegrees: angle) }
    }

    /// Copies on a 160×100 output, each reaching past it or clipped, so each one is planned as clipped.
    static let copyCases: [CopyCase] = [
        CopyCase(x: -300.4, y: -250.7, width: 37 * 16, height: 23 * 20.3, angle: 30),
        CopyCase(x: -200, y: -180, width: 520.6, height: 410.2, angle: -45.3),
        CopyCase(x: -20.5, y: 10.25, width: 300, height: 90, angle: 12.5),
        CopyCase(x: 100.9, y: -7.6, width: 111, height: 77, angle: 200),
        CopyCase(x: -50, y: -60, width: 260, height: 230, angle: 90),
        CopyCase(x: -50.5, y: -60.5, width: 261.5, height: 229.5, angle: 180),
        CopyCase(x: -10, y: -10, width: 200, height: 150, angle: -90),
        CopyCase(x: -400, y: -300, width: 900, height: 700, angle: 359.9),
        CopyCase(x: -12, y: -9, width: 37, height: 23, angle: 33),        // turned but not scaled
        CopyCase(x: 140, y: 90, width: 37, height: 23, angle: 270),       // not scaled, a quarter turn
        CopyCase(x: -123.7, y: -45.2, width: 400.3, height: 300.9, angle: 0),  // scaled, unturned
        CopyCase(x: -1, y: 50, width: 74.5, height: 46, angle: 360),
        CopyCase(x: -40, y: -40, width: 300, height: 200, angle: 21, clip: Rect(x: 20, y: 10, width: 100, height: 60)),
        CopyCase(x: -40, y: -40, width: 300, height: 200, angle: 0, clip: Rect(x: 30, y: 0, width: 100, height: 100)),
        CopyCase(x: -260, y: -150, width: 700, height: 500, angle: 63, alpha: 0.45, tint: Color(r: 255, g: 128, b: 60)),
        CopyCase(x: -260, y: -150, width: 700, height: 500, angle: 0, alpha: 0.7, tint: Color(r: 90, g: 200, b: 255)),
        CopyCase(x: -1500, y: -1400, width: 3000, height: 2800, angle: 17),   // zoomed far past the output
        CopyCase(x: 170, y: 30, width: 300, height: 200, angle: 45),      // its box's corner reaches into the output
        CopyCase(x: 10.3, y: 5.7, width: 80.6, height: 50.2, angle: 0),   // scaled inside the output
        CopyCase(x: 50.5, y: 20.5, width: 30.2, height: 18.9, angle: 0),  // scaled down inside the output
        CopyCase(x: 40, y: 30, width: 74, height: 46, angle: 11),         // an ordinary sprite, wholly seen
        CopyCase(x: 40, y: 30, width: 60, height: 40, angle: 0, clip: Rect(x: 20, y: 10, width: 120, height: 80)),
    ]

    /// The frame after clearing and drawing `texture` by `policy`.
    static func frame(_ fixture: Fixture, _ texture: Texture, _ copy: CopyCase, policy: ClippedCopyPolicy) throws -> RGBAImage {
        fixture.renderer.clippedCopies = policy
        fixture.renderer.setClip(nil)
        fixture.renderer.clear(background)
        fixture.renderer.setClip(copy.clip)
        texture.alpha = copy.alpha
        texture.colorMod = copy.tint
        fixture.renderer.draw(texture, at: copy.placement)
        fixture.renderer.setClip(nil)
        return try fixture.renderer.readPixels()
    }

    /// How many pixels differ between two frames, and the first that does.
    static func difference(_ a: RGBAImage, _ b: RGBAImage) -> (count: Int, first: String) {
        var count = 0
        var first = "none"
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                if count == 0 { first = "(\(x), \(y)): SDL \(a[x, y]), clipped \(b[x, y])" }
                count += 1
            }
        }
        return (count, first)
    }

    @Test("a copy computed only where it is seen has SDL's pixels, every one: scaled, turned, clipped, faded, tinted",
          arguments: copyCases)
    func clippedCopyMatchesSDL(_ copy: CopyCase) throws {
        let fixture = try Fixture(size: PixelSize(width: 160, height: 100))
        let texture = try fixture.renderer.makeTexture(Self.patternImage())
        let clip = copy.clip.map { fixture.renderer.transform.apply($0) }
            .map { PixelRect(x: Int($0.minX), y: Int($0.minY), width: Int($0.width), height: Int($0.height)) }
        let decision = ClippedCopyPlan.decide(
            textureWidth: 37, textureHeight: 23, textureFormat: SDL_PIXELFORMAT_RGBA32.rawValue, linearFiltering: true,
            blendMode: .blend, destination: SDL_FRect(x: copy.x, y: copy.y, w: copy.width, h: copy.height),
            angle: copy.angle, output: fixture.renderer.outputSize, clip: clip, policy: .always)
        guard case .clipped = decision else {
            Issue.record("\(copy) is not planned as a clipped copy: \(decision)")
            return
        }
        let sdl = try Self.frame(fixture, texture, copy, policy: .never)
        let clipped = try Self.frame(fixture, texture, copy, policy: .always)
        let blank = try Self.frame(fixture, texture, CopyCase(x: 0, y: 0, width: 0, height: 0, angle: 0), policy: .never)
        #expect(Self.difference(sdl, blank).count > 100, "the copy shows: \(copy)")
        let difference = Self.difference(sdl, clipped)
        #expect(difference.count == 0, "\(difference.count) pixels differ for \(copy), first \(difference.first)")
    }

    @Test("text textures (ARGB8888, as SDL_ttf makes them) scaled past the output draw SDL's pixels too")
    func clippedCopyOfSurfaceTexture() throws {
        let fixture = try Fixture(size: PixelSize(width: 160, height: 100))
        let image = Self.patternImage(width: 19, height: 11)
        var bytes = image.pixels
        let surface = try #require(bytes.withUnsafeMutableBytes { raw in
            SDL_CreateRGBSurfaceWithFormatFrom(raw.baseAddress, 19, 11, 32, 19 * 4, SDL_PIXELFORMAT_RGBA32.rawValue)
        })
        defer { SDL_FreeSurface(surface) }
        let argb = try #require(SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
        defer { SDL_FreeSurface(argb) }
        let texture = try Texture(renderer: fixture.renderer, surface: argb)
        #expect(texture.softwareFormat == SDL_PIXELFORMAT_ARGB8888.rawValue)
        for copy in [CopyCase(x: -70.5, y: -33.3, width: 19 * 17.2, height: 11 * 13.1, angle: 0),
                     CopyCase(x: -70.5, y: -33.3, width: 19 * 17.2, height: 11 * 13.1, angle: 14)] {
            let sdl = try Self.frame(fixture, texture, copy, policy: .never)
            let clipped = try Self.frame(fixture, texture, copy, policy: .always)
            let difference = Self.difference(sdl, clipped)
            #expect(difference.count == 0, "\(difference.count) pixels differ for \(copy), first \(difference.first)")
        }
    }

    @Test("a zoomed copy is planned by what is seen: the whole output at most, however far the zoom goes")
    func clippedCopyIsPlannedByWhatIsSeen() {
        let output = PixelSize(width: 1280, height: 800)
        func plan(scale: Float, angle: Double, clip: PixelRect? = nil, policy: ClippedCopyPolicy = .always) -> ClippedCopyPlan.Decision {
            let side = 256 * scale
            return ClippedCopyPlan.decide(
                textureWidth: 176, textureHeight: 176, textureFormat: SDL_PIXELFORMAT_RGBA32.rawValue, linearFiltering: true,
                blendMode: .blend, destination: SDL_FRect(x: 640 - side / 2, y: 400 - side / 2, w: side, h: side),
                angle: angle, output: output, clip: clip, policy: policy)
        }
        // 1×: the sprite's turned box, 350×350 pixels, lies inside the window.
        guard case .clipped(let one) = plan(scale: 1, angle: 30) else { Issue.record("1× should be clipped"); return }
        #expect(one.visible == one.blitted && one.visible.width == 350 && one.visible.height == 350, "\(one.visible)")
        // 8×: the 2048×2048 copy and its 2798×2798 turned box shrink to the 1280×800 window.
        guard case .clipped(let eight) = plan(scale: 8, angle: 30) else { Issue.record("8× should be clipped"); return }
        #expect(eight.destination == PixelRect(x: -384, y: -624, width: 2048, height: 2048))
        #expect(eight.blitted.width > 2700 && eight.blitted.height > 2700, "\(eight.blitted)")
        #expect(eight.visible == PixelRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(eight.blitFormat == SDL_PIXELFORMAT_ARGB8888.rawValue && eight.swapsRedAndBlue)
        // 1000×: beyond what SDL can scale (65535 a side); still only the window is computed.
        guard case .clipped(let far) = plan(scale: 1000, angle: 30) else { Issue.record("1000× should be clipped"); return }
        #expect(far.visible == PixelRect(x: 0, y: 0, width: 1280, height: 800))
        // Inside a clip (a letterboxed canvas), only the clip.
        guard case .clipped(let clipped) = plan(scale: 8, angle: 30, clip: PixelRect(x: 100, y: 0, width: 1080, height: 800))
        else { Issue.record("8× in a clip should be clipped"); return }
        #expect(clipped.visible == PixelRect(x: 100, y: 0, width: 1080, height: 800))
        // Never: SDL draws it.
        if case .sdl = plan(scale: 8, angle: 30, policy: .never) {} else { Issue.record(".never should leave it to SDL") }
        // Unturned and inside the window but crossing the clip: SDL scales a part of the texture, its own way.
        if case .sdl = plan(scale: 1, angle: 0, clip: PixelRect(x: 0, y: 0, width: 640, height: 800)) {} else {
            Issue.record("a copy inside the output crossing the clip should be SDL's")
        }
        // A turned copy wholly outside the output changes nothing (SDL would still build it).
        let away = ClippedCopyPlan.decide(
            textureWidth: 256, textureHeight: 256, textureFormat: SDL_PIXELFORMAT_RGBA32.rawValue, linearFiltering: true,
            blendMode: .blend, destination: SDL_FRect(x: 5000, y: 100, w: 2048, h: 2048), angle: 30, output: output,
            clip: nil, policy: .always)
        if case .nothing = away {} else { Issue.record("a copy outside the output should draw nothing: \(away)") }
    }
}

/// Shapes cut down to the output (`MeshClipper`) against the same shapes drawn whole.
extension HeadlessSDLTests {
    /// The frame after clearing and drawing `shapes`, cut when `cut`.
    static func shapeFrame(_ fixture: Fixture, cut: Bool, _ shapes: (Renderer) -> Void) throws -> RGBAImage {
        fixture.renderer.largestUncutTriangleBox = cut ? 0 : MeshClipper.largestBox
        fixture.renderer.clear(background)
        shapes(fixture.renderer)
        fixture.renderer.largestUncutTriangleBox = MeshClipper.largestBox
        return try fixture.renderer.readPixels()
    }

    @Test("shapes far larger than the output, cut to it, draw what they drew whole but for their soft edges")
    func cutShapesMatchWholeOnes() throws {
        let fixture = try Fixture(size: PixelSize(width: 200, height: 120))
        let green = Color(r: 70, g: 210, b: 160)
        let cases: [(String, (Renderer) -> Void)] = [
            ("faint disc", { $0.fillCircle(center: Vector2(150, 60), radius: 3000, color: green.fading(0.16)) }),
            ("ring", { $0.strokeCircle(center: Vector2(-900, 60), radius: 1000, thickness: 40, color: green) }),
            ("stroke", { $0.drawPolyline([Vector2(-500, 50), Vector2(700, 80)], width: 300, color: green.fading(0.3)) }),
            ("panel", { $0.fillRoundedRect(Rect(x: -400, y: 20, width: 2000, height: 900), cornerRadius: 30, color: green) }),
        ]
        for (name, draw) in cases {
            let whole = try Self.shapeFrame(fixture, cut: false, draw)
            let cut = try Self.shapeFrame(fixture, cut: true, draw)
            #expect(Self.difference(whole, try Self.shapeFrame(fixture, cut: false, { _ in })).count > 1000, "\(name) shows")
            // SDL truncates vertices to whole pixels, so a vertex added where an edge is cut moves that edge by up to a
            // pixel: soft edges change a little. A crack or a lost piece would change many pixels by the full contrast
            // (about 174 levels of green over the background).
            var worst = 0, differing = 0
            for y in 0..<whole.height {
                for x in 0..<whole.width {
                    let a = whole[x, y], b = cut[x, y]
                    let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    worst = max(worst, d)
                    if d > 1 { differing += 1 }
                }
            }
            #expect(worst <= 87, "\(name): pixels differ by up to \(worst)")
            #expect(differing <= 240, "\(name): \(differing) pixels differ by more than a level (of 24,000)")
        }
    }

    @Test("a touch ring around a 1×1 canvas in an 8192-pixel window is cut to triangles whose boxes sum to a few windows")
    func hugeShapesCostWhatTheyShow() {
        var mesh = FeatheredMesh()
        // The test screen's ring (radius 26 units) at 8192 output pixels a unit, its centre in the window.
        mesh.fillCircle(center: Vector2(4000, 2000), radius: 26 * 8192, color: .white)
        mesh.strokeCircle(center: Vector2(4000, 2000), radius: 26 * 8192, thickness: 3.5 * 8192, color: .white)
        let clip = (x: 0.0, y: 0.0, width: 8192.0, height: 4096.0)
        func boxes(_ vertices: [SDL_Vertex], _ indices: [Int32]) -> (total: Double, outside: Int) {
            var total = 0.0, outside = 0
            for t in stride(from: 0, to: indices.count, by: 3) {
                let corners = (0..<3).map { vertices[Int(indices[t + $0])].position }
                let xs = corners.map { Double($0.x) }, ys = corners.map { Double($0.y) }
                let width = min(xs.max()!, clip.width) - max(xs.min()!, 0), height = min(ys.max()!, clip.height) - max(ys.min()!, 0)
                if width > 0 && height > 0 { total += width * height }
                if xs.min()! < -MeshClipper.guardMargin || ys.min()! < -MeshClipper.guardMargin
                    || xs.max()! > clip.width + MeshClipper.guardMargin || ys.max()! > clip.height + MeshClipper.guardMargin { outside += 1 }
            }
            return (total, outside)
        }
        let window = clip.width * clip.height
        let whole = boxes(mesh.vertices, mesh.indices)
        #expect(whole.total > 50 * window, "uncut, SDL would work through \(whole.total / window) windows")
        guard let cut = MeshClipper(clip: clip).clipped(vertices: mesh.vertices, indices: mesh.indices, fans: mesh.fans) else {
            Issue.record("the mesh was not cut")
            return
        }
        let after = boxes(cut.vertices, cut.indices)
        #expect(after.total < 3 * window, "cut, \(after.total / window) windows")
        #expect(after.outside == 0, "\(after.outside) triangles reach past the guard band")
        // A shape of ordinary size, even crossing the window's edge, is left as it is.
        var small = FeatheredMesh()
        small.fillRoundedRect(Rect(x: 8100, y: 700, width: 300, height: 80), radius: 10, color: .white)
        #expect(MeshClipper(clip: clip).clipped(vertices: small.vertices, indices: small.indices) == nil)
    }
}
