import Testing
import TouchEngine
@testable import TouchSandboxApp
@testable import TouchSandboxSDL

/// Numbers from outside (touch ids, sprite sizes) reach the drawing code; none of them may trap there.
@Suite("Drawing never traps on extreme numbers")
struct TotalConversionTests {
    @Test("touch ids 1, 2, 3… get the palette in order; Int.min, Int.max and -1 get a colour without trapping")
    func touchColours() {
        #expect(Palette.touchColor(PointerID(1)) == Palette.touchColors[0])
        #expect(Palette.touchColor(PointerID(2)) == Palette.touchColors[1])
        #expect(Palette.touchColor(PointerID(Palette.touchColors.count + 1)) == Palette.touchColors[0])
        for id in [Int.min, Int.min + 1, Int.max, -1, 0] {
            #expect(Palette.touchColors.contains(Palette.touchColor(PointerID(id))))
        }
    }

    @Test("an arc around a sprite 1e20 px wide is drawn with the most segments, not an Int overflow")
    func hugeArcs() {
        #expect(FeatheredMesh.segments(radius: 1e20, angle: 2 * .pi, minimum: 12) == 512)
        #expect(FeatheredMesh.segments(radius: .infinity, angle: 2 * .pi, minimum: 12) == 12)
        #expect(FeatheredMesh.segments(radius: .nan, angle: 2 * .pi, minimum: 12) == 12)
        #expect(FeatheredMesh.segments(radius: 1e-300, angle: 2 * .pi, minimum: 12) == 12)
    }

    @Test("coordinates far outside Int32 are clamped, not trapped, on their way to SDL")
    func saturatingCoordinates() {
        #expect(Int32(saturating: 1e300) == Int32.max)
        #expect(Int32(saturating: -1e300) == Int32.min)
        #expect(Int32(saturating: .nan) == 0)
        #expect(Int32(saturating: 12.6) == 13)
    }
}
