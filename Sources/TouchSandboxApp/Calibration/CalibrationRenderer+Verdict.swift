import Foundation
import TouchEngine
import TouchScreenTesting
import TouchSandboxSDL

/// `calibrate --verify`'s result: the verdict in large letters where the installer stands, each target with the tap
/// as delivered (through the fix in force) and its miss in px and mm, and what to do next.
extension CalibrationRenderer {
    /// The verdict draws a miss up to this long (px) `missMagnification` times larger; a longer one as it is.
    static let largestMagnifiedMiss = 20.0

    func drawVerdict(_ result: CalibrationResult, session: CalibrationSession, notes: Notes) {
        let accurate = result.needsNoCorrection()
        let verdictColor = accurate ? TestScreenPalette.pass : TestScreenPalette.fail
        for (index, target) in result.targets.enumerated() {
            let center = session.targetPosition(index)
            let tap = Vector2(target.tapX, target.tapY)
            renderer.strokeCircle(center: center, radius: 14, thickness: 2, color: TestScreenPalette.target)
            renderer.drawLine(from: center - Vector2(20, 0), to: center + Vector2(20, 0), width: 1.5, color: TestScreenPalette.target)
            renderer.drawLine(from: center - Vector2(0, 20), to: center + Vector2(0, 20), width: 1.5, color: TestScreenPalette.target)
            // A miss of a few pixels is drawn larger, so it shows; a large one as it is, so it stays on the screen.
            let factor = target.missPixels <= Self.largestMagnifiedMiss ? Self.missMagnification : 1
            let magnified = center + (tap - center) * factor
            renderer.drawLine(from: center, to: magnified, width: 2, color: verdictColor.fading(0.8))
            renderer.fillCircle(center: magnified, radius: 5, color: verdictColor)
            renderer.fillCircle(center: tap, radius: 3, color: TestScreenPalette.tapDot)
            drawMissLabel(Self.missText(target.missPixels, target.missMillimetres), near: center, session: session)
        }
        let largest = Self.missText(result.maxMissPixels, result.maxMissMillimetres)
        var lines: [(String, TextRenderer?, Color)] = [
            (accurate ? "Touch is accurate" : "Touch needs more correcting", headline, verdictColor),
            (accurate ? "the fix in force works: no more correcting needed" : CalibrationWriter.stillNeeded(result), large, TestScreenPalette.text),
            ("the taps land within \(largest) of the targets", text, TestScreenPalette.text),
        ]
        if let reason = notes.noMillimetres { lines.append((reason, small, TestScreenPalette.dim)) }
        if accurate {
            lines.append(("matrix in force: \(session.current.description)", small, TestScreenPalette.dim))
        } else {
            lines.append(("install the new matrix in place of the one in force: \(CalibrationMatrix(coefficients: result.matrix)?.libinputText ?? "")", text, TestScreenPalette.heading))
            lines.append((Self.writtenLine(notes), small, TestScreenPalette.dim))
        }
        lines.append(("white: each tap as delivered; a miss of up to \(Int(Self.largestMagnifiedMiss)) px drawn \(Int(Self.missMagnification))× larger", small, TestScreenPalette.dim))
        lines.append(("Tap anywhere or press Esc to finish   R checks again", text, TestScreenPalette.text))
        drawLines(lines, session: session)
    }

    /// "3.6 px · 0.72 mm", or "3.6 px" without millimetres.
    static func missText(_ pixels: Double, _ millimetres: Double?) -> String {
        CalibrationMatrix.text((pixels * 10).rounded() / 10) + " px"
            + (millimetres.map { " · " + CalibrationMatrix.text(($0 * 100).rounded() / 100) + " mm" } ?? "")
    }

    /// The miss beside its target, on the screen's side: below the top targets, above the bottom ones and the centre.
    private func drawMissLabel(_ label: String, near center: Vector2, session: CalibrationSession) {
        guard let font = text else { return }
        let below = center.y < session.height / 2
        let position = center + Vector2(0, below ? 30 + font.lineHeight / 2 : -30 - font.lineHeight / 2)
        let size = font.size(of: label)
        let box = Rect(x: position.x - size.x / 2 - 6, y: position.y - size.y / 2 - 3, width: size.x + 12, height: size.y + 6)
        renderer.fillRect(box, color: TestScreenPalette.labelBackground)
        font.draw(label, at: position, color: TestScreenPalette.text, anchor: .center)
    }
}
