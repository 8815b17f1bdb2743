import Foundation
import TouchEngine
import TouchScreenTesting
import TouchSandboxSDL

/// Draws the calibration screen from a session: the current target big and alone, the targets answered so far, the
/// progress, what the last tap did; then the result (each target with its tap before and after calibration, the
/// residuals, the matrix, the matrix in force it replaces and the udev rule), or with `--verify` the verdict
/// (`CalibrationRenderer+Verdict`). It only reads the session.
final class CalibrationRenderer {
    /// What the screen says besides the session.
    struct Notes {
        /// `--verify`: the result screen is the verdict.
        var verify = false
        /// Where calibration.json goes; nil without `--report`.
        var written: String?
        /// `--write DIR`; nil without it.
        var snippets: String?
        /// Snippet files there already with other contents, to be kept as `NAME.~N~`.
        var keptAsBackup: [String] = []
        /// Why there are no millimetres; nil when there are.
        var noMillimetres: String?
    }

    let renderer: Renderer
    let text: TextRenderer?
    let small: TextRenderer?
    let large: TextRenderer?
    /// The verdict's headline.
    let headline: TextRenderer?

    /// The current target's outer ring (px).
    static let targetRadius = 34.0
    /// The result draws each tap's miss this many times larger, so a few pixels show.
    static let missMagnification = 10.0

    init(renderer: Renderer) {
        self.renderer = renderer
        let system = renderer.window.system
        text = system.defaultFont(pointSize: 16).map { TextRenderer(renderer: renderer, font: $0) }
        small = system.defaultFont(pointSize: 13).map { TextRenderer(renderer: renderer, font: $0) }
        large = system.defaultFont(pointSize: 28).map { TextRenderer(renderer: renderer, font: $0) }
        headline = system.defaultFont(pointSize: 46).map { TextRenderer(renderer: renderer, font: $0) }
    }

    func draw(_ session: CalibrationSession, mapping: ViewportMapping, notes: Notes) {
        // The fit's bands, if any, in the background colour.
        renderer.clear(TestScreenPalette.background)
        renderer.transform = mapping.sceneToOutput
        let bounds = Rect(x: 0, y: 0, width: session.width, height: session.height)
        renderer.setClip(bounds)
        renderer.fillRect(bounds, color: TestScreenPalette.background, blendMode: .none)
        if let result = session.result {
            if notes.verify {
                drawVerdict(result, session: session, notes: notes)
            } else {
                drawResult(result, session: session, notes: notes)
            }
        } else if let current = session.currentTarget {
            drawProgress(session, current: current)
        }
        renderer.setClip(nil)
    }

    // MARK: Asking

    private func drawProgress(_ session: CalibrationSession, current: Int) {
        for (index, tap) in session.taps.enumerated() {
            let target = session.targetPosition(index)
            renderer.strokeCircle(center: target, radius: 10, thickness: 2, color: TestScreenPalette.targetHit.fading(0.6))
            renderer.fillCircle(center: tap, radius: 4, color: TestScreenPalette.targetHit)
        }
        drawTarget(at: session.targetPosition(current))
        let center = Vector2(session.width / 2, session.height * 0.64)
        var lines: [(String, TextRenderer?, Color)] = [
            ("Tap the centre of the target", large, TestScreenPalette.text),
            ("target \(current + 1) of \(CalibrationSession.targets.count): tap and lift, one finger, no sliding", text, TestScreenPalette.dim),
        ]
        if let feedback = session.feedback, let message = Self.message(feedback) {
            lines.append((message.text, text, message.isProblem ? TestScreenPalette.stuck : TestScreenPalette.targetHit))
        }
        lines.append(("Esc quits   R starts over", small, TestScreenPalette.dim))
        var y = center.y
        for (line, font, color) in lines {
            guard let font else { continue }
            font.draw(line, at: Vector2(center.x, y), color: color, anchor: .center)
            y += font.lineHeight + 8
        }
        drawProgressDots(count: CalibrationSession.targets.count, done: current, center: Vector2(center.x, y + 14))
    }

    /// A ring, a smaller ring and a cross with a gap in the middle, so the finger's aim point stays visible.
    private func drawTarget(at center: Vector2) {
        let color = TestScreenPalette.heading
        renderer.fillCircle(center: center, radius: Self.targetRadius, color: color.fading(0.12))
        renderer.strokeCircle(center: center, radius: Self.targetRadius, thickness: 3, color: color)
        renderer.strokeCircle(center: center, radius: Self.targetRadius / 2.5, thickness: 2, color: color)
        let reach = Self.targetRadius * 1.7, gap = 5.0
        for direction in [Vector2(1, 0), Vector2(-1, 0), Vector2(0, 1), Vector2(0, -1)] {
            renderer.drawLine(from: center + direction * gap, to: center + direction * reach, width: 2, color: color)
        }
        renderer.fillCircle(center: center, radius: 2.5, color: .white)
    }

    private func drawProgressDots(count: Int, done: Int, center: Vector2) {
        let spacing = 26.0
        for index in 0..<count {
            let dot = center + Vector2((Double(index) - Double(count - 1) / 2) * spacing, 0)
            if index < done {
                renderer.fillCircle(center: dot, radius: 7, color: TestScreenPalette.targetHit)
            } else {
                renderer.strokeCircle(center: dot, radius: 7, thickness: 2, color: index == done ? TestScreenPalette.heading : TestScreenPalette.target)
            }
        }
    }

    /// What a tap did, in a few words, and whether it was a problem.
    static func message(_ feedback: CalibrationSession.Feedback) -> (text: String, isProblem: Bool)? {
        switch feedback {
        case .accepted(let target): ("target \(target + 1) done", false)
        case .ignoredRepeat: ("a second tap on the same spot was ignored: tap the new target", true)
        case .refused(let pixels): ("that tap was \(TestScreenRenderer.format(pixels, 0)) px from where the other taps point: tap this target again", true)
        case .restarted: ("the taps disagreed: starting again from the first target", true)
        case .implausible: ("these taps cannot come from a panel over this screen: starting again from the first target", true)
        case .notATap(.moved(let pixels)): ("not a tap: the finger slid \(TestScreenRenderer.format(pixels, 0)) px", true)
        case .notATap(.held(let seconds)): ("not a tap: held \(TestScreenRenderer.format(seconds, 1)) s; tap and lift", true)
        case .notATap(.severalFingers): ("not a tap: more than one finger", true)
        case .notATap(.cancelled): ("the touch was cancelled: tap again", true)
        case .tapAfterCompletion: nil
        }
    }

    // MARK: Result

    private func drawResult(_ result: CalibrationResult, session: CalibrationSession, notes: Notes) {
        guard let matrix = result.calibrationMatrix else { return }
        for (index, target) in result.targets.enumerated() {
            let center = session.targetPosition(index)
            let tap = Vector2(target.tapX, target.tapY)
            // The new matrix applies to the device's own position, before the matrix in force.
            let seen = Vector2(tap.x / session.width, tap.y / session.height)
            let landed = matrix.apply(session.current.matrix.inverse?.apply(seen) ?? seen)
            let calibrated = Vector2(landed.x * session.width, landed.y * session.height)
            renderer.strokeCircle(center: center, radius: 14, thickness: 2, color: TestScreenPalette.target)
            renderer.drawLine(from: center - Vector2(20, 0), to: center + Vector2(20, 0), width: 1.5, color: TestScreenPalette.target)
            renderer.drawLine(from: center - Vector2(0, 20), to: center + Vector2(0, 20), width: 1.5, color: TestScreenPalette.target)
            renderer.drawLine(from: center, to: tap, width: 1.5, color: TestScreenPalette.stuck.fading(0.7))
            renderer.fillCircle(center: tap, radius: 5, color: TestScreenPalette.stuck)
            let magnified = center + (calibrated - center) * Self.missMagnification
            renderer.fillCircle(center: magnified, radius: 5, color: TestScreenPalette.targetHit)
        }
        let millimetres: (Double?) -> String = { $0.map { " (\(CalibrationMatrix.text($0)) mm)" } ?? "" }
        let residuals = result.targets.enumerated().map { "\($0.offset + 1): \(CalibrationMatrix.text($0.element.residualPixels)) px" }
        let lines: [(String, TextRenderer?, Color)] = [
            ("Calibration done", large, TestScreenPalette.targetHit),
            ("LIBINPUT_CALIBRATION_MATRIX  \(matrix.libinputText)", text, TestScreenPalette.text),
            ("largest residual \(CalibrationMatrix.text(result.maxResidualPixels)) px\(millimetres(result.maxResidualMillimetres))   ("
                + residuals.joined(separator: ", ") + ")", small, TestScreenPalette.dim),
            (result.device.map { "device: \($0)" } ?? "device name unknown: the rule matches every touchscreen", small, TestScreenPalette.dim),
            (Self.inForce(session.current), small, TestScreenPalette.dim),
            (result.udevRule, small, TestScreenPalette.heading),
            (Self.writtenLine(notes), small, TestScreenPalette.dim),
            ("red: the taps as delivered (through the matrix in force); green: after calibration, their miss drawn \(Int(Self.missMagnification))× larger", small, TestScreenPalette.dim),
            ("Tap anywhere or press Esc to finish   R calibrates again", text, TestScreenPalette.text),
        ]
        drawLines(lines, session: session)
    }

    /// Lines centred below the centre target and above the bottom ones, each cut to the screen's width.
    func drawLines(_ lines: [(String, TextRenderer?, Color)], session: CalibrationSession) {
        var y = session.height / 2 + Self.targetRadius + 20
        for (line, font, color) in lines {
            guard let font else { continue }
            let fitted = TestScreenRenderer.fitted(line, width: session.width - 40, font: font.font)
            font.draw(fitted, at: Vector2(session.width / 2, y), color: color, anchor: .center)
            y += font.lineHeight + 6
        }
    }

    /// "replaces the matrix in force 1 0 0 0 1 0 (udev, /run/udev/data/c13:66): the new one contains it", or that none was found.
    static func inForce(_ current: CurrentCalibration) -> String {
        switch current.source {
        case .none: "no matrix found in force when the taps were made: this is a first fix"
        case .udev(let file): "replaces the matrix in force \(current.matrix.libinputText) (udev, \(file)): the new one contains it"
        case .file(let file): "replaces the matrix in force \(current.matrix.libinputText) (--current \(file)): the new one contains it"
        }
    }

    /// Where the files go, and which earlier snippets are kept as backups.
    static func writtenLine(_ notes: Notes) -> String {
        var parts = [notes.written.map { "written to \($0)" } ?? "not written: give --report DIR to keep it"]
        if let snippets = notes.snippets {
            parts.append("snippets to \(snippets)" + (notes.keptAsBackup.isEmpty ? "" : " (earlier \(notes.keptAsBackup.joined(separator: ", ")) kept as .~N~)"))
        }
        return parts.joined(separator: "; ")
    }
}
