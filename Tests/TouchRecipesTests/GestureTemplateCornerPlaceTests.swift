import Foundation
import Testing
import TouchEngine
import TouchRecipes

/// A stroke turning once is held to where the gesture's examples turn on the median
/// (`GestureTemplateConfiguration.gestureCornerShift`), not only to the one example it matched: among many people's
/// checks, turning a third of the way, one person draws theirs like a v, and a v must not be taken for a check through
/// that person's examples.
@Suite("User-taught gestures: a v is not a check drawn like one")
struct GestureTemplateCornerPlaceTests {
    /// Two straight arms from (0, 0): the first down and right, the second up and right, the corner at `place` of the
    /// path (0.5: a v; a third: a check), 20 points a unit of length, the whole 150 px tall.
    static func stroke(cornerAt place: Double, steepness: Double = 1.6) -> [Vector2] {
        let total = 300.0
        let first = Vector2(1, steepness) / Vector2(1, steepness).length * (total * place)
        let second = Vector2(1, -steepness) / Vector2(1, -steepness).length * (total * (1 - place))
        let corner = first, end = first + second
        let firstPoints = (0...20).map { first * (Double($0) / 20) }
        let secondPoints = (1...20).map { corner + (end - corner) * (Double($0) / 20) }
        return firstPoints + secondPoints
    }

    /// Checks by three people turning 0.3 of the way, and one person's two checks turning 0.45 and 0.46 of the way.
    static func checks(_ configuration: GestureTemplateConfiguration) -> GestureTemplateMatcher {
        var matcher = GestureTemplateMatcher(configuration: configuration)
        for place in [0.28, 0.3, 0.32] { matcher.add(stroke(cornerAt: place, steepness: 1.2), named: "check") }
        for place in [0.45, 0.46] { matcher.add(stroke(cornerAt: place), named: "check") }
        matcher.add([Vector2(0, 0), Vector2(100, 0), Vector2(100, 100), Vector2(0, 100), Vector2(0, 0)], named: "rectangle")
        return matcher
    }

    @Test("a v (corner halfway) is refused by checks that turn a third of the way on the median, though one person's turn at 0.45")
    func vIsNoCheck() {
        let v = Self.stroke(cornerAt: 0.5)
        #expect(Self.checks(GestureTemplateConfiguration()).match(v) == nil)
        var without = GestureTemplateConfiguration()
        without.gestureCornerShift = .infinity
        #expect(Self.checks(without).match(v)?.name == "check", "without the rule the v goes to the v-like checks")
    }

    @Test("a check turning a third of the way is still taken for a check, and so is the v-like person's own")
    func checksStayChecks() {
        let matcher = Self.checks(GestureTemplateConfiguration())
        #expect(matcher.match(Self.stroke(cornerAt: 0.31, steepness: 1.2))?.name == "check")
        // 0.4 is within the rule's 0.1 of the median 0.3 (and of the 0.45 example it matches).
        #expect(matcher.match(Self.stroke(cornerAt: 0.4, steepness: 1.4))?.name == "check")
    }
}
