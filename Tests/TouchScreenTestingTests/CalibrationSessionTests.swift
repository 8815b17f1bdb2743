import Foundation
import Testing
import TouchEngine
import TouchScreenTesting

/// Taps generated through a known calibration: the panel reports each target where the true matrix's inverse puts
/// it, so fitting the taps must give the true matrix back.
enum CalibrationTaps {
    static let width = 1280.0, height = 800.0

    /// Where the panel reports a finger on window-normalised `target`, in window pixels, for a panel needing `matrix`.
    static func reported(_ target: Vector2, matrix: CalibrationMatrix) -> Vector2 {
        let raw = matrix.inverse!.apply(target)
        return Vector2(raw.x * width, raw.y * height)
    }

    /// A tap: down, two still reports, up, 80 ms in all.
    static func tap(at point: Vector2, id: Int = 1, time: Double) -> [PointerEvent] {
        [PointerEvent(.down, id: id, x: point.x, y: point.y, time: time),
         PointerEvent(.move, id: id, x: point.x + 0.5, y: point.y, time: time + 0.03),
         PointerEvent(.move, id: id, x: point.x - 0.5, y: point.y, time: time + 0.05),
         PointerEvent(.up, id: id, x: point.x, y: point.y, time: time + 0.08)]
    }

    static func taps(through matrix: CalibrationMatrix) -> [Vector2] {
        CalibrationSession.targets.map { reported($0, matrix: matrix) }
    }

    /// Feeds taps at `points`, one a second; returns the feedback of each.
    @discardableResult
    static func feed(_ points: [Vector2], into session: inout CalibrationSession, from start: Double = 0) -> [CalibrationSession.Feedback?] {
        points.enumerated().map { index, point in
            tap(at: point, time: start + Double(index)).map { session.apply($0) }.last!
        }
    }

    static func within(_ result: CalibrationResult?, _ expected: CalibrationMatrix, tolerance: Double = 0.005) -> Bool {
        guard let matrix = result?.matrix, matrix.count == 6 else { return false }
        return zip(matrix, expected.coefficients).allSatisfy { abs($0 - $1) <= tolerance }
    }
}

@Suite("Calibration: five taps through a known matrix give the matrix back")
struct CalibrationSessionTests {
    static let skewed = CalibrationMatrix(1.02, 0.03, -0.015, -0.02, 0.97, 0.01)
    static let rotations: [(String, CalibrationMatrix)] = [
        ("90°", CalibrationMatrix(0, -1, 1, 1, 0, 0)),
        ("180°", CalibrationMatrix(-1, 0, 1, 0, -1, 1)),
        ("270°", CalibrationMatrix(0, 1, 0, -1, 0, 1)),
        ("mirrored x", CalibrationMatrix(-1, 0, 1, 0, 1, 0)),
    ]

    @Test("a little skew, scale and offset is recovered to 0.005 per coefficient, residuals 0 px to the 0.001 px written")
    func skewAndOffset() throws {
        var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
        let feedback = CalibrationTaps.feed(CalibrationTaps.taps(through: Self.skewed), into: &session)
        #expect(feedback == (0..<5).map { .accepted(target: $0) })
        let result = try #require(session.result)
        #expect(CalibrationTaps.within(result, Self.skewed))
        #expect(result.maxResidualPixels == 0 && result.targets.count == 5)
        #expect(result.targets.map(\.normalised) == [[0.1, 0.1], [0.9, 0.1], [0.9, 0.9], [0.1, 0.9], [0.5, 0.5]])
        #expect(result.targets[0].x == 128 && result.targets[0].y == 80)
        #expect(session.currentTarget == nil)
    }

    @Test("a panel mounted rotated 90°, 180°, 270° or mirrored: every tap accepted, the matrix recovered")
    func rotatedPanels() throws {
        for (name, matrix) in Self.rotations {
            var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
            let feedback = CalibrationTaps.feed(CalibrationTaps.taps(through: matrix), into: &session)
            #expect(feedback == (0..<5).map { .accepted(target: $0) }, "\(name)")
            #expect(CalibrationTaps.within(session.result, matrix), "\(name): \(session.result?.matrix ?? [])")
        }
    }

    @Test("a double tap on the first target is ignored and counted; the calibration goes on to the same matrix")
    func doubleTapIgnored() throws {
        var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
        var taps = CalibrationTaps.taps(through: Self.skewed)
        taps.insert(taps[0] + Vector2(3, -2), at: 1)
        let feedback = CalibrationTaps.feed(taps, into: &session)
        #expect(feedback[1] == .ignoredRepeat)
        #expect(feedback.compactMap { $0 }.filter { $0 == .ignoredRepeat }.count == 1)
        let result = try #require(session.result)
        #expect(CalibrationTaps.within(result, Self.skewed) && result.ignoredTaps == 1 && result.refusedTaps == 0)
    }

    @Test("a misclick on the fourth target (200 px below the second) is refused and the fourth asked again")
    func misclickRefused() throws {
        var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
        var taps = CalibrationTaps.taps(through: Self.skewed)
        taps.insert(taps[1] + Vector2(0, 200), at: 3)   // 200 px below the second target's tap
        let feedback = CalibrationTaps.feed(taps, into: &session)
        guard case .refused(let pixels)? = feedback[3] else {
            Issue.record("expected a refusal, got \(String(describing: feedback[3]))")
            return
        }
        #expect(pixels > 150)
        #expect(feedback[4] == .accepted(target: 3) && feedback[5] == .accepted(target: 4))
        let result = try #require(session.result)
        #expect(CalibrationTaps.within(result, Self.skewed) && result.refusedTaps == 1)
    }

    @Test("a misclick on the third target of a rotated panel is refused too: the two taps before it already predict it")
    func misclickOnThirdTarget() throws {
        var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
        let matrix = Self.rotations[0].1
        var taps = CalibrationTaps.taps(through: matrix)
        taps.insert(Vector2(640, 400), at: 2)
        let feedback = CalibrationTaps.feed(taps, into: &session)
        if case .refused = feedback[2] {} else { Issue.record("expected a refusal, got \(String(describing: feedback[2]))") }
        #expect(CalibrationTaps.within(session.result, matrix))
    }

    @Test("when the first tap was the mistake, the same place refused twice starts the calibration again")
    func badFirstTapRestarts() throws {
        var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
        let good = CalibrationTaps.taps(through: Self.skewed)
        let first = Vector2(600, 600)   // nowhere near the first target
        let feedback = CalibrationTaps.feed([first, good[1], good[2], good[2] + Vector2(4, 4)], into: &session)
        #expect(feedback[0] == .accepted(target: 0) && feedback[1] == .accepted(target: 1))
        if case .refused = feedback[2] {} else { Issue.record("expected a refusal, got \(String(describing: feedback[2]))") }
        #expect(feedback[3] == .restarted)
        #expect(session.currentTarget == 0 && session.taps.isEmpty)
        CalibrationTaps.feed(good, into: &session, from: 10)
        #expect(CalibrationTaps.within(session.result, Self.skewed))
    }

    @Test("a slide, a long hold and a second finger are not taps; a tap after the end says so")
    func notTaps() {
        var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
        session.apply(PointerEvent(.down, id: 1, x: 100, y: 100, time: 0))
        session.apply(PointerEvent(.move, id: 1, x: 160, y: 100, time: 0.1))
        #expect(session.apply(PointerEvent(.up, id: 1, x: 160, y: 100, time: 0.2)) == .notATap(.moved(pixels: 60)))
        session.apply(PointerEvent(.down, id: 1, x: 100, y: 100, time: 1))
        #expect(session.apply(PointerEvent(.up, id: 1, x: 100, y: 100, time: 5)) == .notATap(.held(seconds: 4)))
        session.apply(PointerEvent(.down, id: 1, x: 100, y: 100, time: 6))
        session.apply(PointerEvent(.down, id: 2, x: 300, y: 100, time: 6.01))
        #expect(session.apply(PointerEvent(.up, id: 1, x: 100, y: 100, time: 6.05)) == .notATap(.severalFingers))
        #expect(session.apply(PointerEvent(.up, id: 2, x: 300, y: 100, time: 6.06)) == nil)
        #expect(session.taps.isEmpty && session.currentTarget == 0)
        CalibrationTaps.feed(CalibrationTaps.taps(through: .identity), into: &session, from: 10)
        #expect(CalibrationTaps.tap(at: Vector2(5, 5), time: 20).map { session.apply($0) }.last! == .tapAfterCompletion)
    }

    @Test("residuals in pixels and millimetres: a centre tap 5 px off is shared by the least-squares fit, 4 px left there")
    func residuals() throws {
        let geometry = PanelGeometry(name: "Panel", millimetresPerPixel: .init(x: 0.25, y: 0.25))
        var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height, geometry: geometry)
        var taps = CalibrationTaps.taps(through: .identity)
        taps[4] += Vector2(5, 0)
        CalibrationTaps.feed(taps, into: &session)
        let result = try #require(session.result)
        // Figures from numpy.linalg.lstsq on the same points (the matrix rounded to six decimals, as written).
        #expect(result.targets.map(\.residualPixels) == [0.991, 1.01, 1.01, 0.991, 4])
        #expect(result.targets.map(\.residualMillimetres) == [0.248, 0.253, 0.253, 0.248, 1])
        #expect(result.maxResidualPixels == 4 && result.maxResidualMillimetres == 1)
        #expect(result.matrix == [0.999981, 0, -0.000772, 0, 1, 0])
    }

    @Test("the udev rule matches the device by name and sets the matrix; no name matches every touchscreen")
    func udevRule() throws {
        let matrix = CalibrationMatrix(1.02, 0.03, -0.015, -0.02, 0.97, 0.01)
        #expect(CalibrationRules.udevRule(deviceName: "eGalax Inc. USB TouchController", matrix: matrix)
            == #"ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="eGalax Inc. USB TouchController", ENV{LIBINPUT_CALIBRATION_MATRIX}="1.02 0.03 -0.015 -0.02 0.97 0.01""#)
        #expect(CalibrationRules.udevRule(deviceName: #"Odd "name" [1]*"#, matrix: .identity)
            == #"ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="Odd ?name? ?1??", ENV{LIBINPUT_CALIBRATION_MATRIX}="1 0 0 0 1 0""#)
        #expect(CalibrationRules.udevRule(deviceName: nil, matrix: .identity)
            == #"ACTION=="add|change", KERNEL=="event*", ENV{ID_INPUT_TOUCHSCREEN}=="1", ENV{LIBINPUT_CALIBRATION_MATRIX}="1 0 0 0 1 0""#)
        #expect(CalibrationRules.xinputCommand(deviceName: "Bob's panel", matrix: .identity)
            == #"xinput set-prop 'Bob'\''s panel' 'libinput Calibration Matrix' 1 0 0 0 1 0 0 0 1"#)
    }

    @Test("five taps in a 100×64 px cluster shaped like the targets agree with each other but are no panel: refused, back to the first target")
    func clusteredTapsRefused() throws {
        var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
        let cluster = CalibrationSession.targets.map { Vector2(600 + $0.x * 100, 368 + $0.y * 64) }
        let feedback = CalibrationTaps.feed(cluster, into: &session)
        #expect(Array(feedback.prefix(4)) == (0..<4).map { .accepted(target: $0) })
        #expect(feedback.last == .implausible(
            "the fit would scale touches by 12.5 to 12.8, where a panel over this screen needs 0.5 to 2 (the taps lie much closer together than the targets)"))
        #expect(session.result == nil && session.taps.isEmpty && session.currentTarget == 0)
        #expect(session.implausibility != nil)
        // Asked again, real taps finish it and the refusal is forgotten.
        CalibrationTaps.feed(CalibrationTaps.taps(through: Self.skewed), into: &session, from: 10)
        #expect(CalibrationTaps.within(session.result, Self.skewed))
        #expect(session.implausibility == nil)
    }

    @Test("taps a million pixels off, or shifted so most of the panel is off the screen, are refused; a panel scaled 0.8 or 1.3 and shifted by a tenth is not")
    func offScreenFitsRefused() throws {
        var far = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
        let feedback = CalibrationTaps.feed(CalibrationSession.targets.map { Vector2($0.x * 1280 + 1e6, $0.y * 800) }, into: &far)
        #expect(feedback.last == .implausible("the fit would put 0% of the panel on the screen and cover 0% of the screen (a panel over this screen covers at least 50% of it)"))
        var shifted = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
        CalibrationTaps.feed(CalibrationTaps.taps(through: CalibrationMatrix(1, 0, 0.6, 0, 1, 0)), into: &shifted)
        #expect(shifted.result == nil && shifted.implausibility?.hasPrefix("the fit would put 40% of the panel on the screen") == true,
                "\(shifted.implausibility ?? "accepted")")
        for matrix in [CalibrationMatrix(0.8, 0, 0.1, 0, 0.8, 0.1), CalibrationMatrix(1.3, 0, -0.15, 0, 1.3, -0.15), CalibrationMatrix(1, 0, 0.1, 0, 1, -0.1)] {
            var plausible = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
            CalibrationTaps.feed(CalibrationTaps.taps(through: matrix), into: &plausible)
            #expect(CalibrationTaps.within(plausible.result, matrix), "\(matrix): \(plausible.implausibility ?? "")")
        }
    }

    @Test("a device name with ESC, a newline or NUL never reaches the terminal raw: the udev rule makes them ?, the xinput line spells them with printf")
    func controlCharactersInDeviceNames() throws {
        let name = "Evil\u{1B}[2JPanel\nline\u{0}'s 100%\\"
        let rule = CalibrationRules.udevRule(deviceName: name, matrix: .identity)
        #expect(rule.contains(#"ATTRS{name}=="Evil?[2JPanel?line?'s 100%?""#) == false)
        #expect(rule.contains(#"ATTRS{name}=="Evil??2JPanel?line?'s 100%?""#), "\(rule)")
        let command = CalibrationRules.xinputCommand(deviceName: name, matrix: .identity)
        #expect(command == #"xinput set-prop "$(printf 'Evil\033[2JPanel\012line\000'\''s 100%%\\')" 'libinput Calibration Matrix' 1 0 0 0 1 0 0 0 1"#)
        #expect(!command.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f })
        #expect(CalibrationRules.xinputCommand(deviceName: "C1\u{9B}2J", matrix: .identity).hasPrefix(#"xinput set-prop "$(printf 'C1\302\2332J')""#))
    }

    @Test("the least-squares fit: exact through three points, nil for points on a line")
    func fit() {
        let sources = [Vector2(0, 0), Vector2(1, 0), Vector2(0, 1)]
        let matrix = CalibrationMatrix(2, 1, 3, -1, 0.5, 4)
        #expect(CalibrationMatrix.fit(from: sources, to: sources.map(matrix.apply))?.rounded == matrix)
        #expect(CalibrationMatrix.fit(from: [Vector2(0, 0), Vector2(1, 1), Vector2(2, 2)], to: sources) == nil)
        #expect(CalibrationMatrix.fit(from: Array(sources.prefix(2)), to: Array(sources.prefix(2))) == nil)
    }
}
