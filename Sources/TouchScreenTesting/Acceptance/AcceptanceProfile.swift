/// A set of published touchscreen requirements the acceptance checks can be judged by (`--limits win10|win8`):
/// Microsoft's Windows 10 `Device.Input.Digitizer.Touch` requirements and the Windows 8/8.1
/// `Device.Digitizer.Touch` requirements. Each limit carries the document and the requirement it comes from; the
/// limits neither document gives are ours and say so.
///
/// | requirement | Windows 10 | Windows 8/8.1 |
/// |---|---|---|
/// | static jitter | ≤ 0.5 mm; ≤ 1 mm within 3.5 mm of an edge | 0 mm |
/// | moving jitter | ≤ 1 mm; ≤ 2 mm in the edge band; none against the direction of travel | ≤ 1 mm over 10 mm of travel; no duplicate packets; none against the direction of travel |
/// | report rate | ≥ the display's refresh rate | ≥ 100 Hz per contact |
/// | contacts | ≥ 5 | ≥ 5; 1–5 contacts beyond the maximum ignored |
/// | separation | tracked apart at ≤ 8 mm edge to edge | ≤ 12 mm horizontal/vertical, ≤ 15 mm diagonal, centre to centre |
/// | accuracy | ±1 mm more than 3.5 mm from an edge, ±2 mm within it | ±1 mm everywhere |
public enum AcceptanceProfile: String, CaseIterable, Equatable, Sendable {
    case win10, win8

    /// The document the profile's published limits come from.
    public var document: String {
        switch self {
        case .win10:
            return "Windows 10 Device.Input.Digitizer.Touch requirements (Microsoft commercialization docs, device-input-digitizer.md)"
        case .win8:
            return "Windows 8/8.1 Device.Digitizer.Touch requirements (Microsoft Learn, previous versions, certification program)"
        }
    }

    /// The band along the edges (mm) where the profile sets separate limits. Windows 8 has the same limits
    /// everywhere; the band is still used to sort edge reports into the edge checks, judged by the same figures.
    public static let edgeBandMillimetres = 3.5

    /// A fingertip's smallest width (mm), used to turn Windows 10's edge-to-edge separation into the centre-to-centre
    /// distance measured: ours (fingertips are 8–10 mm, Dandekar et al., MIT Touch Lab 2003).
    public static let fingertipMillimetres = 8.0

    /// The limits of this profile, each with its source.
    func apply(to limits: inout AcceptanceLimits) {
        let published = document
        func source(_ id: String, _ requirement: String) { limits.sources[id] = "\(published): \(requirement)" }
        func ours(_ id: String, _ reason: String) { limits.sources[id] = "ours: \(reason)" }
        switch self {
        case .win10:
            limits.staticJitterPeak = .init(millimetres: 0.5)
            limits.staticJitterPeakEdge = .init(millimetres: 1)
            limits.movingJitterPeak = .init(millimetres: 1)
            limits.movingJitterPeakEdge = .init(millimetres: 2)
            limits.accuracy = .init(millimetres: 1)
            limits.accuracyEdge = .init(millimetres: 2)
            limits.linearity = .init(millimetres: 1)
            let separation = 8 + Self.fingertipMillimetres
            limits.contactSeparation = .init(millimetres: separation)
            limits.contactSeparationDiagonal = .init(millimetres: separation)
            limits.reportRate = Self.assumedRefreshRate
            source("staticJitterPeak", "static jitter ≤ 0.5 mm more than 3.5 mm from an edge")
            source("staticJitterPeakEdge", "static jitter ≤ 1 mm within 3.5 mm of an edge")
            source("movingJitterPeak", "moving jitter ≤ 1 mm more than 3.5 mm from an edge")
            source("movingJitterPeakEdge", "moving jitter ≤ 2 mm within 3.5 mm of an edge")
            source("movingBackwards", "no jitter against the direction of travel")
            source("duplicateReports", "each report sampled on its own (a report repeated is not)")
            source("reportRate", "report rate ≥ the display's refresh rate (\(Self.text(Self.assumedRefreshRate)) Hz taken when the display's is not known)")
            source("contacts", "at least 5 contacts; and the device's declared slots")
            source("contactsBeyondMaximum", "the declared maximum of contacts is reported, none beyond it")
            let apart = "contacts tracked apart at 8 mm edge to edge; + \(Self.text(Self.fingertipMillimetres)) mm for a fingertip's width to compare centres (ours)"
            source("contactSeparation", apart)
            source("contactSeparationDiagonal", apart)
            source("accuracy", "accuracy ±1 mm more than 3.5 mm from an edge")
            source("accuracyEdge", "accuracy ±2 mm within 3.5 mm of an edge")
            source("linearity", "moving jitter ≤ 1 mm, taken for a straight stroke's distance from its line (no separate linearity figure)")
        case .win8:
            limits.staticJitterPeak = .init(millimetres: 0)
            limits.staticJitterPeakEdge = .init(millimetres: 0)
            limits.movingJitterPeak = .init(millimetres: 1)
            limits.movingJitterPeakEdge = .init(millimetres: 1)
            limits.accuracy = .init(millimetres: 1)
            limits.accuracyEdge = .init(millimetres: 1)
            limits.linearity = .init(millimetres: 1)
            limits.contactSeparation = .init(millimetres: 12)
            limits.contactSeparationDiagonal = .init(millimetres: 15)
            limits.reportRate = 100
            source("staticJitterPeak", "static jitter 0 mm")
            source("staticJitterPeakEdge", "static jitter 0 mm, edges included")
            source("movingJitterPeak", "moving jitter ≤ 1 mm over 10 mm of travel")
            source("movingJitterPeakEdge", "moving jitter ≤ 1 mm over 10 mm of travel, edges included")
            source("movingBackwards", "no jitter against the direction of travel")
            source("duplicateReports", "no duplicate packets")
            source("reportRate", "report rate ≥ 100 Hz per contact")
            source("contacts", "at least 5 contacts, also at edges and corners; and the device's declared slots")
            source("contactsBeyondMaximum", "1-5 contacts beyond the maximum are ignored")
            source("contactSeparation", "contacts ≤ 12 mm apart horizontally or vertically, centre to centre, reported apart")
            source("contactSeparationDiagonal", "contacts ≤ 15 mm apart diagonally, centre to centre, reported apart")
            source("accuracy", "accuracy ±1 mm everywhere")
            source("accuracyEdge", "accuracy ±1 mm everywhere, edges included")
            source("linearity", "moving jitter ≤ 1 mm over 10 mm of travel, taken for a straight stroke's distance from its line (no separate linearity figure)")
        }
        limits.staticJitterRMS = .init(millimetres: limits.staticJitterPeak.millimetres / 2)
        limits.movingJitterRMS = .init(millimetres: limits.movingJitterPeak.millimetres / 2)
        ours("staticJitterRMS", "half the profile's static-jitter figure, so noise that keeps near the peak limit fails too")
        ours("movingJitterRMS", "half the profile's moving-jitter figure, so noise that keeps near the peak limit fails too")
        ours("ghostTouches", "no contact shorter than 30 ms or smaller than 4 mm (a human tap lasts 50 ms or more, a fingertip is 8-10 mm)")
        ours("stuckTouches", "a touch still for the stuck time is a fault")
        ours("edgeReach", "half a fingertip contact (8-10 mm, Dandekar et al., MIT Touch Lab 2003)")
        ours("cornerReach", "the edge figure on both sides (5 mm x 1.41)")
    }

    /// The refresh rate taken for Windows 10's report-rate limit when the display's is not known (a replay).
    public static let assumedRefreshRate = 60.0

    static func text(_ value: Double) -> String { AcceptanceFigures.text(value) }
}
