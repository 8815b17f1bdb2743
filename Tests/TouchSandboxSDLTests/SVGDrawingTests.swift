import CSDL2
import Testing
import TouchEngine
@testable import TouchSandboxSDL

/// SVG files drawn by the vendored nanosvg: the pixels SDL_image's copy gives, and a budget that refuses a
/// file that would hold the sandbox for minutes, naming the file and the limit.
@Suite("SVG drawing within a budget")
struct SVGDrawingTests {
    /// Drawings with fills, strokes (joins, caps, dashes), gradients, transforms and opacity (gradients in
    /// percentages: plain numbers in a box's units are drawn differently, see `gradientInTheBoxsUnits`).
    static let drawings = [
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="8" viewBox="0 0 16 8"><circle cx="4" cy="4" r="3" fill="red"/><rect x="8" y="1" width="6" height="6" fill="#00f8"/></svg>"##,
        ##"<svg width="120" height="90"><path d="M10 80 C 40 10, 65 10, 95 80 S 150 150, 180 80" stroke="#208040" stroke-width="7" stroke-linejoin="round" stroke-linecap="round" fill="none"/></svg>"##,
        ##"<svg width="100" height="100"><polyline points="5,5 95,20 10,50 90,90" stroke="black" stroke-width="4" stroke-dasharray="9 4 2 4" stroke-dashoffset="3" fill="none"/></svg>"##,
        ##"<svg width="64" height="48"><defs><linearGradient id="g" x1="0%" y1="0%" x2="100%" y2="100%"><stop offset="0" stop-color="#ff0"/><stop offset="1" stop-color="#0ff" stop-opacity="0.3"/></linearGradient><radialGradient id="r"><stop offset="0" stop-color="#f0f"/><stop offset="1" stop-color="#00f"/></radialGradient></defs><rect width="64" height="48" fill="url(#g)"/><ellipse cx="32" cy="24" rx="20" ry="12" fill="url(#r)" opacity="0.6" transform="rotate(20 32 24)"/></svg>"##,
        ##"<svg viewBox="0 0 10 5" width="300" height="150"><path d="M1 1 L9 1 L5 4 Z M3 2 L7 2 L5 3.5 Z" fill-rule="evenodd" fill="#c33" stroke="#333" stroke-width="0.3" stroke-linejoin="miter"/></svg>"##,
    ]

    /// What SDL_image 2.6.3's own nanosvg draws for `text` at `width`×`height`.
    private func drawnBySDLImage(_ text: String, _ width: Int, _ height: Int) throws -> RGBAImage {
        let bytes = Array(text.utf8)
        let surface = bytes.withUnsafeBytes { raw in
            IMG_LoadSizedSVG_RW(SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)), Int32(width), Int32(height))
        }
        guard let surface else { throw SDLError.failed("IMG_LoadSizedSVG_RW") }
        defer { SDL_FreeSurface(surface) }
        return try Surface.image(from: surface)
    }

    @Test("drawn within the budget, five drawings give exactly SDL_image's pixels, at their size and scaled up and down", arguments: drawings.indices)
    func samePixelsAsSDLImage(index: Int) throws {
        let text = Self.drawings[index]
        for (width, height) in [(64, 64), (200, 90), (17, 300)] {
            guard case let .success(ours) = SVGDrawing.draw(Array(text.utf8), fitting: width, height, limits: .standard) else {
                Issue.record("drawing \(index) at \(width)×\(height) was refused")
                continue
            }
            let theirs = try drawnBySDLImage(text, width, height)
            #expect(ours.width == theirs.width && ours.height == theirs.height, "drawing \(index) at \(width)×\(height)")
            #expect(ours.pixels == theirs.pixels, "drawing \(index) at \(width)×\(height)")
            #expect(ours.pixels.contains { $0 != 0 }, "drawing \(index) at \(width)×\(height) drew nothing")
        }
    }

    @Test("a dash of 0.001 along a path a million units long (a 100-byte file, 10⁹ dashes) is refused, naming the file and the limit")
    func fineDashRefused() throws {
        let bytes = Array(##"<svg width="10" height="10"><path d="M0 0L1000000 0" stroke="#000" stroke-dasharray="0.001"/></svg>"##.utf8)
        var limits = ImageLimits.standard
        limits.svgDrawingSteps = 20_000_000
        #expect(throws: SDLError.image(path: "dashes.svg", message: "not a valid svg file (drawing it at 10×10 would take more than 20000000 steps or 4000000 edges in one shape (its paths, strokes or dashes are too fine for its size); the limit keeps one file from stalling the sandbox)")) {
            try ImageFile.decode(bytes, path: "dashes.svg", limits: limits)
        }
        // A path of 10,000 units with dashes of 50 (100 of them) draws within the same budget, and shows ink.
        let coarse = Array(##"<svg width="10" height="10"><path d="M0 5L10000 5" stroke="#000" stroke-width="4" stroke-dasharray="50"/></svg>"##.utf8)
        let image = try ImageFile.decode(coarse, path: "coarse.svg", limits: limits)
        #expect(image.width == 10 && image.height == 10)
        #expect(image.pixels[(5 * 10 + 2) * 4 + 3] == 255, "the first dash covers (2, 5)")
    }

    @Test("a gradient of one stop paints that stop's colour everywhere, as SVG says (SDL_image's nanosvg read past the stop)")
    func gradientOfOneStop() throws {
        let bytes = Array(##"<svg width="40" height="30"><defs><linearGradient id="g"><stop offset="0.5" stop-color="#3366cc"/></linearGradient></defs><rect width="40" height="30" fill="url(#g)"/></svg>"##.utf8)
        let image = try ImageFile.decode(bytes, path: "one-stop.svg")
        #expect(image.width == 40 && image.height == 30)
        let pixels = stride(from: 0, to: image.pixels.count, by: 4).map { Array(image.pixels[$0..<$0 + 4]) }
        #expect(Set(pixels) == [[0x33, 0x66, 0xCC, 0xFF]])
    }

    @Test("a gradient across its shape's box in plain numbers (x2=\"1\") is drawn as the same in percentages, yellow to cyan; SDL_image's nanosvg drew x2=\"1\" as one pixel, cyan all over")
    func gradientInTheBoxsUnits() throws {
        func card(_ x2: String) -> [UInt8] {
            Array(##"<svg width="80" height="40"><defs><linearGradient id="g" x1="0" y1="0" x2="\##(x2)" y2="0"><stop offset="0" stop-color="#ffff00"/><stop offset="1" stop-color="#00ffff"/></linearGradient></defs><rect x="10" y="5" width="60" height="30" fill="url(#g)"/></svg>"##.utf8)
        }
        let plain = try ImageFile.decode(card("1"), path: "plain.svg")
        let percent = try ImageFile.decode(card("100%"), path: "percent.svg")
        #expect(plain.pixels == percent.pixels)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(plain.pixels[(y * 80 + x) * 4..<(y * 80 + x) * 4 + 4]) }
        #expect(pixel(10, 20) == [0xFF, 0xFF, 0x00, 0xFF], "the box's left edge is the first stop's yellow")
        #expect(pixel(69, 20) == [0x05, 0xFF, 0xF9, 0xFF], "its right edge is nearly the last stop's cyan")
        #expect(pixel(40, 20)[0] > 100 && pixel(40, 20)[0] < 155, "halfway, half of each: \(pixel(40, 20))")
    }

    @Test("a shape cut into more edges than the limit is refused; the same shape draws under a limit above its edges")
    func edgeLimit() throws {
        let points = (0..<2000).map { "\($0 % 2 == 0 ? 0 : 100),\(Double($0) * 0.05)" }.joined(separator: " ")
        let bytes = Array(##"<svg width="100" height="100"><polygon points="\##(points)" fill="#000"/></svg>"##.utf8)
        var limits = ImageLimits.standard
        limits.svgEdges = 1500
        #expect(throws: SDLError.image(path: "zigzag.svg", message: "not a valid svg file (drawing it at 100×100 would take more than 2000000000 steps or 1500 edges in one shape (its paths, strokes or dashes are too fine for its size); the limit keeps one file from stalling the sandbox)")) {
            try ImageFile.decode(bytes, path: "zigzag.svg", limits: limits)
        }
        limits.svgEdges = 2100
        #expect(try ImageFile.decode(bytes, path: "zigzag.svg", limits: limits).width == 100)
    }
}
