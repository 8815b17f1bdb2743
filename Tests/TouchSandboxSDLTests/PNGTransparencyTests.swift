import Foundation
import Testing
import TouchEngine
@testable import TouchSandboxSDL

@Suite("PNG colour types, bit depths and transparency, against pypng")
struct PNGTransparencyTests {
    @Test("every colour type and bit depth with transparency, plain and interlaced, and the PngSuite files decode to exactly pypng's RGBA")
    func matchesPyPNG() throws {
        let cases = try PNGCases.generate()
        #expect(cases.cases.count == 2 * (5 + 2 + 8 + 4) + 10)
        for item in cases.cases {
            let image = try ImageFile.load(cases.png(item.name))
            let expected = try cases.expected(item.name)
            #expect(image.width == item.width && image.height == item.height, "\(item.name)")
            let differences = zip(image.pixels, expected).enumerated().filter { $0.element.0 != $0.element.1 }
            #expect(image.pixels.count == expected.count && differences.isEmpty,
                    "\(item.name): \(differences.count) bytes differ, first at byte \(differences.first?.offset ?? -1)")
        }
    }

    /// A scene with one sprite of `image` drawn 1:1 with its top-left corner at the origin, so pixel (x, y) of the
    /// image is under the point (x + 0.5, y + 0.5), hit-tested the way the app builds its masks.
    private func isHit(_ image: RGBAImage, x: Int, y: Int) -> Bool {
        var masks = MaskLibrary()
        let info = ImageInfo(width: image.width, height: image.height, alpha: image.alphaChannel)
        var options = SpriteOptions()
        options.constraint = .none
        var scene = Scene(width: 1280, height: 800)
        scene.add(Sprite(id: "s", image: "s.png", width: Double(image.width), height: Double(image.height),
                         pose: Pose(center: Vector2(Double(image.width) / 2, Double(image.height) / 2)), options: options,
                         mask: masks.mask(for: "s.png", info: info, threshold: 0.5)))
        return scene.hitTest(Vector2(Double(x) + 0.5, Double(y) + 0.5)) != nil
    }

    @Test("touches fall through the colour-keyed pixels of gray, RGB and palette images and catch the others, 16-bit keys compared at 16 bits",
          arguments: [
              // (case, a transparent pixel (the key), an opaque pixel, and for 16 bits the pixel sharing the key's high byte)
              ("gray1-trns", [3, 0], [0, 0], nil), ("gray2-trns", [3, 0], [0, 0], nil), ("gray4-trns", [3, 0], [0, 0], nil),
              ("gray8-trns", [3, 0], [0, 0], nil), ("gray16-trns", [3, 0], [0, 0], [0, 1]),
              ("gray4-trns-interlaced", [3, 0], [0, 0], nil), ("gray16-trns-interlaced", [3, 0], [0, 0], [0, 1]),
              ("rgb8-trns", [1, 0], [0, 0], nil), ("rgb16-trns", [1, 0], [0, 0], [0, 1]),
              ("palette4-one-key", [1, 0], [0, 0], nil), ("palette2-trns", [0, 0], [1, 0], nil),
          ] as [(String, [Int], [Int], [Int]?)])
    func maskFollowsAlpha(name: String, transparent: [Int], opaque: [Int], nearKey: [Int]?) throws {
        let cases = try PNGCases.generate()
        let image = try ImageFile.load(cases.png(name))
        #expect(image[transparent[0], transparent[1]].a == 0)
        #expect(!isHit(image, x: transparent[0], y: transparent[1]))
        #expect(image[opaque[0], opaque[1]].a == 255)
        #expect(isHit(image, x: opaque[0], y: opaque[1]))
        if let nearKey {
            #expect(image[nearKey[0], nearKey[1]].a == 255)
            #expect(isHit(image, x: nearKey[0], y: nearKey[1]))
        }
    }

    @Test("the PngSuite's 4-bit gray image with a tRNS key: its transparent pixels take no touches, its gray ones do")
    func pngSuiteGrayKey() throws {
        let image = try ImageFile.load(PNGCases.pngSuite + "/tbbn1g04.png")
        #expect(image.width == 32 && image.height == 32)
        let transparent = image.alphaChannel.filter { $0 == 0 }.count
        #expect(transparent == 516)
        #expect(image[0, 0].a == 0 && !isHit(image, x: 0, y: 0))
        #expect(image[16, 16].a == 255 && isHit(image, x: 16, y: 16))
    }
}
