import Foundation
import Testing
import TouchEngine
import TouchScreenTesting

@Suite("Panel orientation: the turn, mirroring and axis swap a calibration holds, for all eight ways a panel can lie")
struct PanelOrientationTests {
    /// The eight orientations as their matrices (about the centre), written out by hand: display = matrix(touch).
    static let expected: [(rotation: Int, mirrored: Bool, matrix: [Double], swap: Bool, invertX: Bool, invertY: Bool)] = [
        (0, false, [1, 0, 0, 0, 1, 0], false, false, false),
        (90, false, [0, -1, 1, 1, 0, 0], true, true, false),
        (180, false, [-1, 0, 1, 0, -1, 1], false, true, true),
        (270, false, [0, 1, 0, -1, 0, 1], true, false, true),
        (0, true, [-1, 0, 1, 0, 1, 0], false, true, false),
        (90, true, [0, 1, 0, 1, 0, 0], true, false, false),
        (180, true, [1, 0, 0, 0, -1, 1], false, false, true),
        (270, true, [0, -1, 1, -1, 0, 1], true, true, true),
    ]

    @Test("each orientation's matrix: a 90° turn takes the panel's right edge to the bottom of the screen (clockwise), mirroring then flips left and right")
    func matrices() throws {
        for row in Self.expected {
            let orientation = try #require(PanelOrientation(rotation: row.rotation, mirrored: row.mirrored))
            #expect(orientation.matrix.coefficients == row.matrix, "\(orientation)")
            #expect(orientation.swapsAxes == row.swap && orientation.invertsX == row.invertX && orientation.invertsY == row.invertY, "\(orientation)")
        }
        let quarter = PanelOrientation(rotation: 90, mirrored: false)!.matrix.apply(Vector2(1, 0.5))
        #expect(quarter == Vector2(0.5, 1))
        #expect(PanelOrientation(rotation: 45, mirrored: false) == nil)
    }

    @Test("calibration taps through each of the eight orientations with an offset, a little scale and skew: the session's result names the orientation, and the fine matrix is what was added")
    func recognisedFromTaps() throws {
        let fine = CalibrationMatrix(1.03, 0.02, -0.025, -0.015, 0.96, 0.035)
        for row in Self.expected {
            let orientation = PanelOrientation(rotation: row.rotation, mirrored: row.mirrored)!
            let truth = fine.composed(after: orientation.matrix)
            var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
            CalibrationTaps.feed(CalibrationTaps.taps(through: truth), into: &session)
            let result = try #require(session.result, "\(orientation)")
            #expect(result.rotation == row.rotation && result.mirrored == row.mirrored, "\(orientation): \(result.rotation) \(result.mirrored)")
            #expect(result.swapAxes == row.swap && result.invertX == row.invertX && result.invertY == row.invertY)
            #expect(zip(result.fineMatrix, fine.coefficients).allSatisfy { abs($0 - $1) <= 0.001 }, "\(orientation): \(result.fineMatrix)")
            // The turn alone leaves the fine part's miss: several pixels, never the tens a wrong turn would.
            #expect(result.orientationResidualPixels > 5 && result.orientationResidualPixels < 60, "\(orientation): \(result.orientationResidualPixels)")
        }
    }

    @Test("an exact turn leaves no fine part: identity fine matrix and 0 px for the turn alone")
    func exactTurn() throws {
        var session = CalibrationSession(width: CalibrationTaps.width, height: CalibrationTaps.height)
        CalibrationTaps.feed(CalibrationTaps.taps(through: PanelOrientation(rotation: 270, mirrored: true)!.matrix), into: &session)
        let result = try #require(session.result)
        #expect(result.rotation == 270 && result.mirrored)
        #expect(result.fineMatrix == [1, 0, 0, 0, 1, 0])
        #expect(result.orientationResidualPixels == 0)
    }

    @Test("a fit halfway between two turns still picks the nearer: 40° is upright, 50° is a quarter turn")
    func nearest() {
        func turned(_ degrees: Double) -> CalibrationMatrix {
            let angle = degrees * .pi / 180
            return CalibrationMatrix(cos(angle), -sin(angle), 0, sin(angle), cos(angle), 0)
        }
        #expect(PanelOrientation.nearest(to: turned(40)).rotation == 0)
        #expect(PanelOrientation.nearest(to: turned(50)).rotation == 90)
        #expect(PanelOrientation.nearest(to: turned(-100)).rotation == 270)
    }
}
