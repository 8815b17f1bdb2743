import Foundation
import HumanStrokes
import Testing
import TouchEngine

/// SDL2's $1 recogniser as the bench's baseline (`DollarOneRecognizer`): it names a stroke by its nearest template
/// whatever its size, place and turn (within 45°), and refuses nothing.
@Suite("SDL's $1, the baseline")
struct DollarOneRecognizerTests {
    static let triangle = [Vector2(0, 100), Vector2(50, 0), Vector2(100, 100), Vector2(0, 100)]
    static let zigZag = [Vector2(0, 0), Vector2(30, 60), Vector2(60, 0), Vector2(90, 60), Vector2(120, 0)]
    static let check = [Vector2(0, 50), Vector2(30, 90), Vector2(110, 0)]

    static var recognizer: DollarOneRecognizer {
        var recognizer = DollarOneRecognizer()
        recognizer.add(triangle, named: "triangle")
        recognizer.add(zigZag, named: "zig-zag")
        recognizer.add(check, named: "check")
        return recognizer
    }

    @Test("a template's own copy is nearest, 0.233 off on the 256 px square (the search stops within 2° of no turn); the same check three times bigger, elsewhere and turned 30° is still a check")
    func invariances() throws {
        let copy = try #require(Self.recognizer.recognise(Self.check))
        #expect(copy.name == "check" && abs(copy.distance - 0.2335) < 0.0001, "\(copy)")
        let moved = Self.check.map { ($0 * 3).rotated(by: 30 * .pi / 180) + Vector2(500, 200) }
        let match = try #require(Self.recognizer.recognise(moved))
        #expect(match.name == "check" && match.distance < 2, "\(match)")
        #expect(Self.recognizer.recognise(Self.zigZag.map { $0 * 0.5 })?.name == "zig-zag")
    }

    @Test("a stroke of no length, and a recogniser with no templates, name nothing")
    func nothingToName() {
        #expect(Self.recognizer.recognise([Vector2(3, 3), Vector2(3, 3)]) == nil)
        #expect(DollarOneRecognizer().recognise(Self.check) == nil)
    }
}
