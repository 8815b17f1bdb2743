import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TouchEngine
import TouchScreenTesting

/// libinput applies the matrix in force before anyone sees a tap: display = M · device. These tests make taps the
/// way libinput hands them over with a matrix installed (the device's position mapped through M first).
enum TapsThroughMatrix {
    /// The taps (window pixels) of `raw` device taps after libinput applied `installed`.
    static func seen(_ raw: [Vector2], through installed: CalibrationMatrix) -> [Vector2] {
        raw.map { tap in
            let landed = installed.apply(Vector2(tap.x / CalibrationTaps.width, tap.y / CalibrationTaps.height))
            return Vector2(landed.x * CalibrationTaps.width, landed.y * CalibrationTaps.height)
        }
    }

    static func calibrate(_ taps: [Vector2], current: CurrentCalibration = .notGiven, device: String? = "eGalax Inc. USB TouchController",
                          output: String? = "HDMI-A-1") throws -> CalibrationResult {
        var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height, geometry: PanelGeometry(name: device))
        session.output = output
        session.current = current
        let feedback = CalibrationTaps.feed(taps, into: &session)
        #expect(feedback == (0..<5).map { .accepted(target: $0) }, "\(feedback)")
        return try #require(session.result)
    }

    /// Each number in `text` (as the snippets print them), and the text with each number replaced by `#`.
    static func numbers(in text: String) -> (skeleton: String, values: [Double]) {
        let pattern = try! NSRegularExpression(pattern: #"-?[0-9]+(\.[0-9]+)?"#)
        let range = NSRange(text.startIndex..., in: text)
        var skeleton = "", values: [Double] = [], last = text.startIndex
        for match in pattern.matches(in: text, range: range) {
            let found = Range(match.range, in: text)!
            skeleton += text[last..<found.lowerBound] + "#"
            values.append(Double(text[found])!)
            last = found.upperBound
        }
        return (skeleton + text[last...], values)
    }

    /// The snippet without the comment lines saying what it replaces (they name the matrix in force, which differs).
    static func withoutReplacementNote(_ snippet: String, _ current: CurrentCalibration) -> String {
        let note = current.replacementNote.map { String($0.prefix(30)) }
        var skipping = false
        return snippet.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if note.contains(where: { line.contains($0) }) { skipping = true; return false }
            if skipping, note.contains(where: { line.contains($0.prefix(12)) }) { return false }
            skipping = false
            return true
        }.joined(separator: "\n")
    }
}

@Suite("Calibration on top of the matrix in force: the fix is correction · current, so a second fix replaces the first without undoing it")
struct CalibrationOnTopTests {
    /// The panel: turned a quarter clockwise with a little scale, skew and offset; display = truth · device.
    static let truth = SnippetCases.fine.composed(after: PanelOrientation(rotation: 90, mirrored: false)!.matrix)
    /// What the truth is, to six decimals (the golden quarter-turn case).
    static let truthCoefficients = [0.01, -1.02, 1, 0.98, 0.01, 0.02]
    /// The device's reports on the five targets: no matrix applied.
    static let raw = CalibrationTaps.taps(through: truth)
    /// A hurried first calibration: each tap a few pixels off.
    static let hurried = zip(raw, [Vector2(7, -5), Vector2(-6, 4), Vector2(5, 6), Vector2(-4, -7), Vector2(3, 2)]).map { $0 + $1 }

    @Test("calibrating twice, the second time on taps that went through the first (hurried) fix, gives the single fit of the raw taps: every number of the matrix and of each snippet to 1e-6")
    func secondCalibrationEqualsSingleFit() throws {
        let single = try TapsThroughMatrix.calibrate(Self.raw)
        #expect(zip(single.matrix, Self.truthCoefficients).allSatisfy { abs($0 - $1) <= 1e-6 }, "\(single.matrix)")

        let first = try TapsThroughMatrix.calibrate(Self.hurried)
        let installed = try #require(first.calibrationMatrix)
        #expect(first.matrix == [0.010218, -1.038198, 1.008893, 0.979904, 0.008148, 0.020198], "the first fix is off: \(first.matrix)")
        let current = try #require(CurrentCalibration(matrix: installed, source: .file("first/calibration.json")))
        let second = try TapsThroughMatrix.calibrate(TapsThroughMatrix.seen(Self.raw, through: installed), current: current)

        #expect(zip(second.matrix, single.matrix).allSatisfy { abs($0 - $1) <= 1e-6 }, "\(second.matrix) against \(single.matrix)")
        #expect(second.currentMatrix == first.matrix && second.currentMatrixSource == "file" && second.currentMatrixFile == "first/calibration.json")
        #expect(second.rotation == 90 && !second.mirrored && second.fineMatrix == single.fineMatrix)
        #expect(second.orientationResidualPixels == single.orientationResidualPixels)
        #expect(second.maxResidualPixels <= 0.002, "\(second.maxResidualPixels)")
        // The correction alone is not the fix: it differs from the single fit by far more than the tolerance.
        #expect(zip(second.correctionMatrix, single.matrix).contains { abs($0 - $1) > 0.1 })

        for (file, secondFile) in zip(single.snippets.files, second.snippets.files) {
            let once = TapsThroughMatrix.numbers(in: TapsThroughMatrix.withoutReplacementNote(file.contents, .notGiven))
            let twice = TapsThroughMatrix.numbers(in: TapsThroughMatrix.withoutReplacementNote(secondFile.contents, current))
            #expect(once.skeleton == twice.skeleton, "\(file.file): the text differs:\n\(once.skeleton)\n---\n\(twice.skeleton)")
            #expect(once.values.count == twice.values.count && zip(once.values, twice.values).allSatisfy { abs($0 - $1) <= 1e-6 + 1e-12 },
                    "\(file.file): \(once.values) against \(twice.values)")
        }
    }

    @Test("a deliberately skewed second fix on top of a quarter turn combines with it: matrix = skew · turn (0.04 -1.05 1.02 0.96 -0.02 0.03), not the skew alone, nor turn · skew")
    func skewedSecondFixCombines() throws {
        let turn = PanelOrientation(rotation: 90, mirrored: false)!.matrix
        let skew = CalibrationMatrix(1.05, 0.04, -0.03, 0.02, 0.96, 0.01)
        // The panel needs skew · turn; libinput already applies the turn, so the taps ask for the skew alone.
        let panel = skew.composed(after: turn)
        let raw = CalibrationTaps.taps(through: panel)
        let current = try #require(CurrentCalibration(matrix: turn, source: .udev(dataFile: "/run/udev/data/c13:66")))
        let result = try TapsThroughMatrix.calibrate(TapsThroughMatrix.seen(raw, through: turn), current: current)
        #expect(result.matrix == [0.04, -1.05, 1.02, 0.96, -0.02, 0.03], "\(result.matrix)")
        #expect(result.correctionMatrix == [1.05, 0.04, -0.03, 0.02, 0.96, 0.01], "\(result.correctionMatrix)")
        #expect(result.currentMatrix == [0, -1, 1, 1, 0, 0] && result.currentMatrixSource == "udev")
        #expect(result.currentMatrixFile == "/run/udev/data/c13:66")
        #expect(result.rotation == 90 && !result.mirrored, "the fix holds the turn in force")
        #expect(result.udevRule.hasSuffix(#"ENV{LIBINPUT_CALIBRATION_MATRIX}="0.04 -1.05 1.02 0.96 -0.02 0.03""#), "\(result.udevRule)")
        #expect(result.snippets.qt.contains("\nQT_QPA_EVDEV_TOUCHSCREEN_PARAMETERS=rotate=90\n"))
        #expect(result.snippets.sway.contains("    calibration_matrix 0.04 -1.05 1.02 0.96 -0.02 0.03\n"))
        #expect(result.snippets.udev.contains("# Replaces the matrix libinput applied when the taps were made, 0 -1 1 1 0 0 (udev's\n"
            + "# LIBINPUT_CALIBRATION_MATRIX, read from /run/udev/data/c13:66). This one already contains it: put it in place of\n"), "\(result.snippets.udev)")
    }

    @Test("--verify with the whole fix in force: the taps land on the targets and touch needs no more correcting, though the fix keeps its quarter turn")
    func verifyJudgesTheCorrection() throws {
        let installed = CalibrationMatrix(coefficients: Self.truthCoefficients)!
        let current = try #require(CurrentCalibration(matrix: installed, source: .file("fix/calibration.json")))
        let verified = try TapsThroughMatrix.calibrate(TapsThroughMatrix.seen(Self.raw, through: installed), current: current)
        #expect(verified.needsNoCorrection())
        #expect(verified.correctionMatrix == [1, 0, 0, 0, 1, 0], "\(verified.correctionMatrix)")
        #expect(verified.rotation == 90 && verified.matrix == Self.truthCoefficients, "\(verified.matrix)")
        #expect(verified.maxMissPixels <= 0.01, "\(verified.maxMissPixels)")

        // Only the turn installed: the taps still ask for the fine part, and the verdict says so.
        let turnOnly = PanelOrientation(rotation: 90, mirrored: false)!.matrix
        let partial = try TapsThroughMatrix.calibrate(TapsThroughMatrix.seen(Self.raw, through: turnOnly),
                                                       current: try #require(CurrentCalibration(matrix: turnOnly, source: .file("turn.json"))))
        #expect(!partial.needsNoCorrection())
        #expect(partial.matrix == Self.truthCoefficients, "\(partial.matrix)")
    }

    @Test("taps squeezed into the middle by a matrix in force (0.4 0 0.3 0 0.4 0.3) are accepted with it: the fix is the identity; without it they are refused as no real panel's")
    func plausibilityJudgesTheFix() throws {
        let squeeze = CalibrationMatrix(0.4, 0, 0.3, 0, 0.4, 0.3)
        let taps = TapsThroughMatrix.seen(CalibrationTaps.taps(through: .identity), through: squeeze)
        let current = try #require(CurrentCalibration(matrix: squeeze, source: .file("squeeze.json")))
        let result = try TapsThroughMatrix.calibrate(taps, current: current)
        #expect(result.matrix == [1, 0, 0, 0, 1, 0] && result.correctionMatrix == [2.5, 0, -0.75, 0, 2.5, -0.75], "\(result.matrix) \(result.correctionMatrix)")

        var alone = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
        let feedback = CalibrationTaps.feed(taps, into: &alone)
        guard case .implausible(let why)? = feedback.last else {
            Issue.record("expected the taps to be refused, got \(feedback)")
            return
        }
        #expect(why.hasPrefix("the fit would scale touches by 2.5"), "\(why)")
    }

    @Test("a fix that cannot be a real panel's, made on top of a matrix in force, says the matrix in force was folded in")
    func implausibleWithCurrentNamesIt() throws {
        let squeeze = CalibrationMatrix(0.4, 0, 0.3, 0, 0.4, 0.3)
        let current = try #require(CurrentCalibration(matrix: squeeze, source: .file("wrong.json")))
        var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
        session.current = current
        // Taps on the targets: the correction is the identity, the fix the squeeze itself, covering 16% of the screen.
        let feedback = CalibrationTaps.feed(CalibrationTaps.taps(through: .identity), into: &session)
        guard case .implausible(let why)? = feedback.last else {
            Issue.record("expected the taps to be refused, got \(feedback)")
            return
        }
        #expect(why.hasSuffix("(with the matrix in force, 0.4 0 0.3 0 0.4 0.3 (the \"matrix\" of wrong.json), folded in: is it the one in force?)"), "\(why)")
    }

    @Test("each snippet says in its own comment syntax what it replaces; every stack still reads it (udev, sway, labwc's XML, ini) with a hostile path")
    func snippetsSayWhatTheyReplace() throws {
        let path = "/tmp/a--b\nc.json"
        let installed = CalibrationMatrix(coefficients: Self.truthCoefficients)!
        let current = try #require(CurrentCalibration(matrix: installed, source: .file(path)))
        let result = try TapsThroughMatrix.calibrate(TapsThroughMatrix.seen(Self.raw, through: installed), current: current)
        let said = "Replaces the matrix in force when the taps were made, 0.01 -1.02 1 0.98 0.01 0.02 (the \"matrix\" of"
        for key: KioskStack in [.udev, .xinput, .sway, .weston, .qt, .kivy] {
            let snippet = try #require(result.snippets.snippet(for: key))
            #expect(snippet.contains("\n# \(said)\n# /tmp/a--b?c.json). This one already contains it: install it in place of that fix, never on top of it.\n"),
                    "\(key):\n\(snippet)")
        }
        #expect(result.snippets.labwc.contains("\n     \(said)\n     /tmp/a- -b?c.json). This one already contains it"), "\(result.snippets.labwc)")
        #expect(result.snippets.cage.contains("\n\(said)\n/tmp/a--b?c.json)."), "\(result.snippets.cage)")
        #expect(try StackGrammars.udevRules(result.snippets.udev).count == 1)
        #expect(try StackGrammars.swayInputCommands(result.snippets.sway).count == 2)
        #expect(try StackGrammars.ini(result.snippets.weston).map(\.key) == ["name"])
        #expect(try StackGrammars.ini(result.snippets.kivy).count == 1)
        let parser = XMLParser(data: Data(result.snippets.labwc.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }
}
