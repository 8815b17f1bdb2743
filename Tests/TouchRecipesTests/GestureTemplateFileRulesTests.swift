import Foundation
import Testing
import TouchEngine
import TouchFiles
import TouchRecipes
import TouchTestSupport

/// The gestures file's rules on numbers, names and strokes, as `--gestures` and `gestures record` both apply them.
@Suite("The gestures file's rules")
struct GestureTemplateFileRulesTests {
    static func file(stroke: String, name: String = "a") -> String {
        "{\"format\": \"touch-sandbox-gestures\", \"version\": 1, \"gestures\": [\n{\"name\": \"\(name)\", \"strokes\": [\n\(stroke)]}]}"
    }

    static func refusal(_ text: String) -> String? {
        do {
            _ = try GestureTemplateFile.parse(Array(text.utf8), file: "big.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a coordinate beyond 1,000,000 px is refused naming the file, line, stroke, point and axis", arguments: [
        ("[[1e19, 0], [0, 10]]", "big.json:3: gestures[0].strokes[0][0]: x 1e+19 is out of range (-1000000 to 1000000 px)"),
        ("[[0, 0], [-1e19, 10]]", "big.json:3: gestures[0].strokes[0][1]: x -1e+19 is out of range (-1000000 to 1000000 px)"),
        ("[[0, 0], [5, 1e308]]", "big.json:3: gestures[0].strokes[0][1]: y 1e+308 is out of range (-1000000 to 1000000 px)"),
        ("[[0, 0], [5, 1000000.5]]", "big.json:3: gestures[0].strokes[0][1]: y 1000000.5 is out of range (-1000000 to 1000000 px)"),
        // Beyond a double: JSON has no infinity, the number reads as one and is refused as not finite.
        ("[[0, 0], [1e999, 5]]", "big.json:3: gestures[0].strokes[0][1]: expected a point [x, y] of two finite numbers, found a list"),
    ])
    func hugeCoordinates(stroke: String, message: String) {
        #expect(Self.refusal(Self.file(stroke: stroke)) == message)
    }

    @Test("coordinates at the limit are read, and written back to 0.1 px")
    func coordinatesAtTheLimit() throws {
        let text = Self.file(stroke: "[[-1000000, 1000000], [999999.94, -0.04]]")
        let read = try GestureTemplateFile.parse(Array(text.utf8), file: "g.json")
        #expect(read.gestures[0].strokes[0] == [Vector2(-1_000_000, 1_000_000), Vector2(999_999.94, -0.04)])
        let written = String(decoding: read.jsonData(), as: UTF8.self)
        #expect(written.contains("[[-1000000, 1000000], [999999.9, 0]]"), "\(written)")
    }

    @Test("a stroke whose points are all at one place, or of one point, is refused naming it", arguments: [
        ("[[5, 5], [5, 5], [5, 5]]", "big.json:3: gestures[0].strokes[0]: all 3 points are at the same place (to 0.1 px): a stroke must move to be learnt"),
        // Apart by 0.04 px: written to 0.1 px they would be one point, and the file would not read back.
        ("[[5, 5], [5.04, 5], [4.96, 5.03]]", "big.json:3: gestures[0].strokes[0]: all 3 points are at the same place (to 0.1 px): a stroke must move to be learnt"),
        ("[[5, 5]]", "big.json:3: gestures[0].strokes[0]: a stroke needs at least 2 points, found 1"),
        ("[]", "big.json:3: gestures[0].strokes[0]: a stroke needs at least 2 points, found 0"),
    ])
    func strokesWithoutLength(stroke: String, message: String) {
        #expect(Self.refusal(Self.file(stroke: stroke)) == message)
    }

    @Test("two entries of one name are refused naming both places")
    func duplicateNames() {
        let text = """
        {"format": "touch-sandbox-gestures", "version": 1, "gestures": [
          {"name": "zorro", "strokes": [[[0, 0], [50, 0]]]},
          {"name": "v", "strokes": [[[0, 0], [50, 50]]]},
          {"name": "zorro", "strokes": [[[0, 0], [0, 50]]]}
        ]}
        """
        #expect(Self.refusal(text) == "big.json:4: gestures[2].name: \"zorro\" is already the name of gestures[0] (line 2); "
            + "put all the examples of a gesture in one entry's \"strokes\"")
    }

    @Test("the writer never traps and never writes what the reader refuses: a 1e19 or a still stroke is refused naming it")
    func writerRefusesWhatTheReaderWould() throws {
        let scratch = try TemporaryDirectory("gestures-rules")
        let folder = scratch.folderPath
        for (stroke, problem) in [
            ([Vector2(0, 0), Vector2(1e19, 0)], "gestures[0].strokes[0][1]: x 1e+19 is out of range (-1000000 to 1000000 px)"),
            ([Vector2(0, 0), Vector2(5, -1e308)], "gestures[0].strokes[0][1]: y -1e+308 is out of range (-1000000 to 1000000 px)"),
            ([Vector2(0, 0), Vector2(.nan, 0)], "gestures[0].strokes[0][1]: expected a point [x, y] of two finite numbers"),
            ([Vector2(0, 0), Vector2(.infinity, 0)], "gestures[0].strokes[0][1]: expected a point [x, y] of two finite numbers"),
            ([Vector2(3, 3), Vector2(3, 3)], "gestures[0].strokes[0]: all 2 points are at the same place (to 0.1 px): a stroke must move to be learnt"),
        ] {
            var file = GestureTemplateFile()
            file.add([stroke], named: "a")
            #expect(file.problem == problem)
            _ = file.jsonData()  // no trap, whatever the numbers
            let path = folder + "/g.json"
            #expect(throws: GestureTemplateFileProblem.self) { try file.write(to: path) }
            #expect(!FileManager.default.fileExists(atPath: path))
        }
        var twice = GestureTemplateFile(gestures: [GestureTemplate(name: "a", strokes: [[.zero, Vector2(9, 9)]]),
                                                   GestureTemplate(name: "a", strokes: [[.zero, Vector2(9, 0)]])])
        #expect(twice.problem == "gestures[1].name: \"a\" is given to two entries")
        twice.gestures.removeLast()
        #expect(twice.problem == nil)
    }
}
