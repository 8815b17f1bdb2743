import Testing
import TouchEngine
import TouchRecordings

/// Thousands of damaged recordings of every format, made by a seeded generator so a failure repeats: the readers
/// must never crash or hang, and must either refuse the file, or hand out events, every skipped line located.
@Suite struct RecordingFuzzTests {
    static let format1: [UInt8] = {
        var events: [PointerEvent] = []
        for frame in 0..<12 {
            for finger in 1...2 {
                let phase: PointerPhase = frame == 0 ? .down : (frame == 11 ? .up : .move)
                events.append(PointerEvent(phase, id: finger, x: 100 + Double(frame * finger) * 3.5,
                                           y: 700 - Double(frame) / 3, time: Double(frame) / 60, pressure: 0.5,
                                           source: finger == 1 ? .touch : .pen, contactSize: finger == 2 ? 8 : nil))
            }
        }
        let lines = [RecordingWriter.headerLine(width: 1280, height: 800)] + events.map { RecordingWriter.line(for: $0)! }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }()

    static let evemu: [UInt8] = {
        var text = """
            # EVEMU 1.3
            # Input device name: "Fuzz Panel"
            #   Event type 3 (EV_ABS)
            #     Event code 53 (ABS_MT_POSITION_X)
            #       Min          0
            #       Max       4095
            N: Fuzz Panel
            A: 2f 0 9 0 0 0
            A: 35 0 4095 0 0 0
            A: 36 0 4095 0 0 0
            A: 3a 0 255 0 0 0

            """
        for frame in 0..<10 {
            let time = "10.\(String(frame * 8000 + 100_000).dropFirst())"
            for slot in 0..<2 {
                text += "E: \(time) 0003 002f 000\(slot)\t# EV_ABS / ABS_MT_SLOT\n"
                if frame == 0 { text += "E: \(time) 0003 0039 00\(40 + slot)\n" }
                if frame == 9 && slot == 0 { text += "E: \(time) 0003 0039 -001\n" }
                text += "E: \(time) 0003 0035 \(1000 + frame * 30 + slot * 900)\n"
                text += "E: \(time) 0003 0036 \(2000 - frame * 17)\n"
                text += "E: \(time) 0003 003a 0\(100 + frame)\n"
            }
            if frame == 4 { text += "E: \(time) 0000 0002 0000\n" }
            if frame == 6 { text += "E: \(time) 0000 0003 0000\n" }
            if frame != 7 { text += "E: \(time) 0000 0000 0000\t# ------------ SYN_REPORT (0) ----------\n" }
        }
        return Array(text.utf8)
    }()

    static func mutate(_ original: [UInt8], with random: inout SeededRandomNumberGenerator) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard !bytes.isEmpty else { break }
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            switch Int.random(in: 0..<7, using: &random) {
            case 0:  // flip a byte to anything
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                continue
            case 1:  // flip a byte to a character that matters to the parsers
                let specials = Array("{}[]\":,.-+0123456789eE#:\\ \t\nNa".utf8)
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = specials.randomElement(using: &random)!
                continue
            case 2:  // truncate
                bytes.removeLast(Int.random(in: 0..<bytes.count, using: &random))
                continue
            case 3:  // delete a line
                lines.remove(at: Int.random(in: 0..<lines.count, using: &random))
            case 4:  // duplicate a line
                let index = Int.random(in: 0..<lines.count, using: &random)
                lines.insert(lines[index], at: Int.random(in: 0...lines.count, using: &random))
            case 5:  // swap two lines
                lines.swapAt(Int.random(in: 0..<lines.count, using: &random), Int.random(in: 0..<lines.count, using: &random))
            default:  // delete a run of bytes
                let start = Int.random(in: 0..<bytes.count, using: &random)
                bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...12, using: &random)))
                continue
            }
            bytes = Array(lines.joined(separator: [0x0A]))
        }
        return bytes
    }

    /// Down, move and up keep their ids straight: no move or up for a touch not down, no second down for one that is,
    /// and, when `ended`, no touch left down at the end.
    static func pointerIDsAreConsistent(_ events: [PointerEvent], ended: Bool = true) -> Bool {
        guard let left = touchesLeftDown(events) else { return false }
        return !ended || left == 0
    }

    /// How many touches the events leave down, nil when they are inconsistent (a second down for an id already
    /// down, a move or an up for one not down).
    static func touchesLeftDown(_ events: [PointerEvent]) -> Int? {
        var down = Set<PointerID>()
        for event in events {
            switch event.phase {
            case .down: if !down.insert(event.id).inserted { return nil }
            case .move: if !down.contains(event.id) { return nil }
            case .up, .cancel: if down.remove(event.id) == nil { return nil }
            }
        }
        return down.count
    }

    /// Evemu and libinput recordings leave the touches still down at their end down, and count them.
    static func consistentWithTheTouchesLeftDown(_ recording: DrainedRecording) -> Bool {
        guard recording.info.format != .jsonLines else { return pointerIDsAreConsistent(recording.events) }
        return touchesLeftDown(recording.events) == recording.problems.touchesDownAtEnd
    }

    func check(_ original: [UInt8], name: String, seed: UInt64, rounds: Int) {
        var random = SeededRandomNumberGenerator(seed: seed)
        var refused = 0, stopped = 0, clean = 0
        for round in 0..<rounds {
            let bytes = Self.mutate(original, with: &random)
            do {
                let recording = DrainedRecording(
                    try RecordingFile.read(bytes: bytes, name: name, windowWidth: 1280, windowHeight: 800))
                if recording.problems.hasSkippedLines {
                    stopped += 1
                    for error in recording.problems.skippedLines {
                        #expect(error.file == name, "round \(round)")
                        #expect((error.line ?? 0) >= 1, "round \(round): \(error)")
                        #expect(error.message.count <= 200, "round \(round): \(error)")
                    }
                } else {
                    clean += 1
                }
                if recording.info.format != .jsonLines {
                    #expect(Self.consistentWithTheTouchesLeftDown(recording), "round \(round)")
                    #expect(recording.events.allSatisfy { $0.id.rawValue >= 1 && $0.position.isFinite }, "round \(round)")
                    #expect(recording.events.allSatisfy { (0...1).contains($0.pressure) }, "round \(round)")
                }
            } catch {
                refused += 1
                #expect(error.file == name, "round \(round)")
            }
        }
        // The mutations must reach every outcome, or the test is not testing much.
        #expect(refused > 0 && stopped > 0 && clean > 0, "refused \(refused), lines skipped \(stopped), clean \(clean)")
    }

    @Test func damagedFormat1RecordingsNeverCrashTheReader() {
        check(Self.format1, name: "fuzz.jsonl", seed: 0x5EED_0001, rounds: 2000)
    }

    @Test func damagedEvemuRecordingsNeverCrashTheReader() {
        check(Self.evemu, name: "fuzz.evemu", seed: 0x5EED_0002, rounds: 2000)
    }

    @Test func damagedLibinputRecordingsNeverCrashTheReader() {
        check(Array(LibinputRecordFixtures.keyboardThenTouchscreen.utf8), name: "fuzz.yml", seed: 0x5EED_0003, rounds: 1000)
    }

    @Test func theUndamagedFuzzSeedsReadCleanly() throws {
        let format1 = DrainedRecording(
            try RecordingFile.read(bytes: Self.format1, name: "a", windowWidth: 1280, windowHeight: 800))
        #expect(!format1.problems.hasSkippedLines && format1.events.count == 24)
        let evemu = DrainedRecording(
            try RecordingFile.read(bytes: Self.evemu, name: "b", windowWidth: 1280, windowHeight: 800))
        #expect(!evemu.problems.hasSkippedLines && evemu.warnings.isEmpty)
        #expect(evemu.events.first == PointerEvent(.down, id: 1, x: 312.5, y: 390.625, time: 0, pressure: 100.0 / 255))
        #expect(Self.consistentWithTheTouchesLeftDown(evemu))
    }
}
