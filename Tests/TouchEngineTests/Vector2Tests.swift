import Testing
import TouchEngine

@Suite struct Vector2Tests {
    @Test func rotatingAQuarterTurnIsClockwiseOnScreen() {
        let right = Vector2(10, 0)
        let turned = right.rotated(by: .pi / 2)
        #expect(abs(turned.x - 0) < 1e-12)
        #expect(abs(turned.y - 10) < 1e-12)
    }
}
