import Testing
import TouchTestSupport
import TouchEngine

/// Every numeric field of every format filled, at random but repeatably, with the numbers that break careless
/// conversions: ±1e308, ±2^63 and 2^64 written out, 32-bit edges, subnormals, NaN, ±Infinity, overflowing
/// exponents. No reader may trap; every event it hands out is either refused by the engine's checks or finite, with
/// an id the program can do arithmetic on; every line is accounted for.
@Suite struct RecordingExtremeNumberTests {
    static let extremes = [
        "1e308", "-1e308", "1.7976931348623157e308", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "18446744073709551616", "2147483647", "2147483648", "-2147483649", "4294967296",
        "5e-324", "-5e-324", "2.2250738585072014e-308", "NaN", "Infinity", "-Infinity", "1e400", "-0", "0", "65536",
    ]
    static let ordinary = ["0.5", "12", "400.25", "1", "799"]

    static func pick(_ random: inout SeededRandomNumberGenerator) -> String {
        Int.random(in: 0..<3, using: &random) == 0
            ? extremes.randomElement(using: &random)! : ordinary.randomElement(using: &random)!
    }

    @Test func format1LinesOfExtremeNumbersNeverTrapAndNeverHandOutAnUnsafeEvent() throws {
        var random = SeededRandomNumberGenerator(seed: 0xE47_4E4E)
        var lines = [Format1Lines.header]
        for _ in 0..<3000 {
            let kind = ["down", "move", "up", "cancel", "wheel"].randomElement(using: &random)!
            var members = [#""t":\#(Self.pick(&random))"#, #""kind":"\#(kind)""#, #""id":\#(Self.pick(&random))"#,
                           #""x":\#(Self.pick(&random))"#, #""y":\#(Self.pick(&random))"#,
                           #""pressure":\#(Self.pick(&random))"#, #""source":"touch""#]
            members.append(kind == "wheel" ? #""steps":\#(Self.pick(&random))"# : #""size":\#(Self.pick(&random))"#)
            lines.append("{" + members.joined(separator: ",") + "}")
        }
        let recording = try readRecording(lines.joined(separator: "\n") + "\n")
        #expect(recording.events.count + recording.controls.count + recording.problems.skippedLineCount == 3000)
        #expect(recording.events.count > 300 && recording.problems.skippedLineCount > 300)
        let engine = SceneFixtures.engine(SceneFixtures.scene([SceneFixtures.square("a", at: Vector2(400, 400))]))
        var accepted = 0
        for event in recording.events {
            #expect(event.id.rawValue.magnitude < 1 << 53)
            _ = event.id.rawValue * 2 + 1  // ids are safe in arithmetic
            if engine.handle(event) == nil {
                accepted += 1
                #expect(event.time.isFinite && (event.phase == .up || event.phase == .cancel || event.position.isFinite))
            }
        }
        #expect(accepted > 0 && engine.statistics.rejectedEvents == recording.events.count - accepted)
        #expect(engine.touches.allSatisfy { $0.position.isFinite })
    }

    @Test func evemuLinesOfExtremeNumbersNeverTrapAndEveryEventIsFinite() throws {
        var random = SeededRandomNumberGenerator(seed: 0xE7E_4E4E)
        var text = "# EVEMU 1.3\nA: \(Self.hexPick(&random)) \(Self.pick(&random)) \(Self.pick(&random)) 0 0 \(Self.pick(&random))\n"
        text += "A: 35 0 4095 0 0 12\nA: 36 \(Self.pick(&random)) \(Self.pick(&random)) 0 0 0\n"
        let codes = ["0039", "0035", "0036", "003a", "0030", "002f", "0000", "0002", "0003"]
        for index in 0..<3000 {
            let seconds = Bool.random(using: &random) ? "\(100 + index / 10).\(100_000 + index)" : Self.pick(&random) + ".000001"
            let type = ["0003", "0000", "0001", Self.hexPick(&random)].randomElement(using: &random)!
            let code = Bool.random(using: &random) ? codes.randomElement(using: &random)! : Self.hexPick(&random)
            text += "E: \(seconds) \(type) \(code) \(Self.pick(&random))\n"
        }
        let recording = try readRecording(text, name: "extreme.evemu")
        #expect(recording.problems.skippedLineCount > 300)
        #expect(!recording.events.isEmpty)
        #expect(recording.events.allSatisfy {
            $0.time.isFinite && $0.position.isFinite && $0.id.rawValue >= 1 && (0...1).contains($0.pressure)
                && ($0.contactSize?.isFinite ?? true)
        })
        #expect(RecordingFuzzTests.consistentWithTheTouchesLeftDown(recording))
    }

    @Test func libinputEventsOfExtremeNumbersNeverTrapAndEveryEventIsFinite() throws {
        var random = SeededRandomNumberGenerator(seed: 0x11B_4E4E)
        var events = ""
        for index in 0..<2000 {
            let usec = Bool.random(using: &random) ? String(index * 100) : Self.pick(&random)
            let code = Bool.random(using: &random) ? ["57", "53", "54", "48", "47", "0"].randomElement(using: &random)! : Self.pick(&random)
            let type = Bool.random(using: &random) ? ["3", "0"].randomElement(using: &random)! : Self.pick(&random)
            events += "      - [\(Self.pick(&random)), \(usec), \(type), \(code), \(Self.pick(&random))]\n"
            if index % 7 == 0 { events += "      - [1, \(index * 100), 0, 0, 0]\n" }
        }
        let recording = try readRecording(LibinputRecordFixtures.singleTouchscreen(events: events), name: "extreme.yml")
        #expect(recording.problems.skippedLineCount > 300)
        #expect(!recording.events.isEmpty)
        #expect(recording.events.allSatisfy {
            $0.time.isFinite && $0.position.isFinite && $0.id.rawValue >= 1 && ($0.contactSize?.isFinite ?? true)
        })
        #expect(RecordingFuzzTests.consistentWithTheTouchesLeftDown(recording))
    }

    static func hexPick(_ random: inout SeededRandomNumberGenerator) -> String {
        ["ffff", "10000", "-001", "0035", "7fffffffffffffff", "zz"].randomElement(using: &random)!
    }
}
