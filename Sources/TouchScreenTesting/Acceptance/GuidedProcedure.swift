import TouchEngine

/// The test screen's guided procedure: the steps a tester works through by hand, the way the HLK's robot would,
/// each asking for what one group of acceptance checks needs, with its progress measured from the analyzer. A step
/// is done when its progress is full, and the procedure moves on; the tester may skip a step or redo it (its
/// figures are forgotten and measured again). The free-form test screen stays underneath: every touch counts
/// whatever the step.
public struct GuidedProcedure: Equatable, Sendable {
    public enum Step: String, CaseIterable, Sendable {
        case holdStill, lines, crosshairs, fingers, twoFingers, edges

        public var title: String {
            switch self {
            case .holdStill: "Hold still"
            case .lines: "Draw along the lines"
            case .crosshairs: "Tap the crosshairs"
            case .fingers: "Five fingers"
            case .twoFingers: "Two fingers together"
            case .edges: "Edges and corners"
            }
        }
    }

    /// How far a step is: `done` of `total`, and what the numbers count.
    public struct Progress: Equatable, Sendable {
        public var done: Int
        public var total: Int
        public var counting: String
        public var isComplete: Bool { done >= total }
    }

    /// The step asked now; nil once every step is done or skipped.
    public var current: Step? { index < Step.allCases.count ? Step.allCases[index] : nil }
    public private(set) var index = 0
    public private(set) var skipped: Set<Step> = []
    public private(set) var completed: Set<Step> = []
    /// Seconds one finger has been held still since the step began.
    private var heldStill = 0.0

    /// The seconds a finger is held still for the first step.
    public static let holdSeconds = 3.0
    /// The straight strokes asked for: along the horizontal, vertical and diagonal guides.
    public static let strokeCount = 3

    public init() {}

    /// Follows the analyzer: notes a finger held still and moves on when the current step is done.
    public mutating func update(_ analyzer: TouchScreenAnalyzer) {
        guard let step = current else { return }
        if step == .holdStill {
            heldStill = max(heldStill, analyzer.liveTouches.map { $0.stillSeconds }.max() ?? 0)
        }
        if progress(of: step, in: analyzer).isComplete {
            completed.insert(step)
            index += 1
        }
    }

    /// Leaves the current step as it is and asks the next.
    public mutating func skip() {
        guard let step = current else { return }
        skipped.insert(step)
        index += 1
    }

    /// Starts the current step (or, once all are through, the last one) again: its figures are forgotten, so a bad
    /// attempt does not stay in the report.
    public mutating func redo(_ analyzer: inout TouchScreenAnalyzer) {
        if current == nil { index = Step.allCases.count - 1 }
        guard let step = current else { return }
        skipped.remove(step)
        completed.remove(step)
        heldStill = 0
        analyzer.forgetFigures(of: step)
    }

    /// What the tester is asked to do.
    public func instruction(for step: Step, in analyzer: TouchScreenAnalyzer) -> String {
        switch step {
        case .holdStill:
            return "Rest one fingertip on the panel and keep it still for \(Int(Self.holdSeconds)) seconds."
        case .lines:
            let size = analyzer.geometry.millimetresPerPixel == nil
                ? " Linearity needs the panel's size (--panel-size WxHmm) and stays untested; the strokes still count for moving jitter and report rate."
                : ""
            return "Draw slowly along each dashed line, end to end, with a ruler if you have one.\(size)"
        case .crosshairs:
            return "Tap the centre of each yellow crosshair once, lightly; a green one has its tap."
        case .fingers:
            return "Put \(demandedContacts(analyzer)) fingers down together and hold them a moment."
        case .twoFingers:
            return "Put two fingers down side by side, touching; then two placed diagonally, touching."
        case .edges:
            let targets = analyzer.accuracyTargets.targets(inEdgeBand: true).isEmpty ? "" : ", and tap the small crosshairs at the edges"
            return "Run a finger along every edge and into every corner\(targets)."
        }
    }

    public func progress(of step: Step, in analyzer: TouchScreenAnalyzer) -> Progress {
        let figures = analyzer.figures
        switch step {
        case .holdStill:
            // A finger held perfectly still may send nothing at all (evdev reports changes only): the time counts.
            // Clamped, NaN to 0: a count of seconds shown on the guide, never more than the hold asked for.
            return Progress(done: Int(clamping: min(heldStill, Self.holdSeconds)), total: Int(Self.holdSeconds), counting: "seconds still")
        case .lines:
            // A stroke along a dashed line counts with or without the panel's size; with it, any straight stroke of
            // 40 mm or more does too (what linearity judges).
            let strokes = max(figures.tracedGuideLines.count, analyzer.geometry.millimetresPerPixel == nil ? 0 : figures.straightStrokes)
            return Progress(done: min(strokes, Self.strokeCount), total: Self.strokeCount, counting: "lines drawn")
        case .crosshairs:
            let grid = analyzer.accuracyTargets.targets(inEdgeBand: false)
            return Progress(done: grid.count { $0.tap != nil }, total: grid.count, counting: "crosshairs tapped")
        case .fingers:
            let demanded = demandedContacts(analyzer)
            return Progress(done: min(analyzer.maxSimultaneous, demanded), total: demanded, counting: "fingers at once")
        case .twoFingers:
            // A pair counts once it is evidence for its check: reported within the limit, or seen merging.
            let millimetres = analyzer.geometry.millimetresPerPixel != nil
            func counts(_ pair: AcceptanceFigures.Pair?, _ merge: AcceptanceFigures.Merge?, _ limit: AcceptanceLimits.Distance) -> Int {
                guard let pair else { return 0 }
                guard let reach = millimetres ? limit.millimetres : limit.pixels else { return 1 }
                return pair.distance <= reach || merge != nil ? 1 : 0
            }
            let done = counts(figures.closestPair, figures.merge, analyzer.limits.contactSeparation)
                + counts(figures.closestDiagonalPair, figures.diagonalMerge, analyzer.limits.contactSeparationDiagonal)
            return Progress(done: done, total: 2, counting: "pairs (side by side, diagonal)")
        case .edges:
            let reach = analyzer.geometry.millimetresPerPixel == nil ? analyzer.limits.edgeReach.pixels ?? Self.edgeReachPixels
                                                                    : analyzer.limits.edgeReach.millimetres
            let cornerReach = analyzer.geometry.millimetresPerPixel == nil ? analyzer.limits.cornerReach.pixels ?? Self.edgeReachPixels * 2.squareRoot()
                                                                          : analyzer.limits.cornerReach.millimetres
            let edges = figures.edges.count { ($0 ?? .infinity) <= reach } + figures.corners.count { ($0 ?? .infinity) <= cornerReach }
            let targets = analyzer.accuracyTargets.targets(inEdgeBand: true)
            return Progress(done: edges + targets.count { $0.tap != nil }, total: 8 + targets.count,
                            counting: targets.isEmpty ? "edges and corners reached" : "edges, corners and edge crosshairs")
        }
    }

    /// Said at every step while the panel's size is unknown: which checks need it and how to give it; nil when the
    /// size is known.
    public func sizeNote(in analyzer: TouchScreenAnalyzer) -> String? {
        guard analyzer.geometry.millimetresPerPixel == nil else { return nil }
        let needing = TouchScreenAnalyzer.checksNeedingPanelSize(analyzer.checks)
        guard !needing.isEmpty else { return nil }
        return "No panel size: \(needing.count) checks in mm (jitter, linearity, accuracy, separation, reach) stay untested; "
            + "give --panel-size WxHmm or use a device that reports its resolution."
    }

    /// The three dashed lines of the "Draw along the lines" step: across the middle, down the middle, corner to
    /// corner, each from 10 % to 90 % of the window.
    public static func guideLines(width: Double, height: Double) -> [(start: Vector2, end: Vector2)] {
        [(Vector2(0.1 * width, 0.5 * height), Vector2(0.9 * width, 0.5 * height)),
         (Vector2(0.5 * width, 0.1 * height), Vector2(0.5 * width, 0.9 * height)),
         (Vector2(0.1 * width, 0.1 * height), Vector2(0.9 * width, 0.9 * height))]
    }

    /// The guide line a stroke traced, if any: every point within `guideLineTolerance` of the window's shorter side
    /// from the line, and covering `guideLineCoverage` of its length.
    static func tracedGuideLine(_ points: [Vector2], width: Double, height: Double) -> Int? {
        guard points.count >= 2 else { return nil }
        let tolerance = guideLineTolerance * min(width, height)
        for (index, line) in guideLines(width: width, height: height).enumerated() {
            let direction = line.end - line.start
            let length = direction.length
            guard length > 0 else { continue }
            let unit = direction / length
            var low = Double.infinity, high = -Double.infinity
            let near = points.allSatisfy { point in
                let along = (point - line.start).dot(unit)
                let off = abs((point - line.start).cross(unit))
                low = min(low, along)
                high = max(high, along)
                return off <= tolerance && along >= -tolerance && along <= length + tolerance
            }
            if near, min(high, length) - max(low, 0) >= guideLineCoverage * length { return index }
        }
        return nil
    }

    /// A stroke along a guide line stays within this fraction of the window's shorter side of it (32 px at 800) …
    static let guideLineTolerance = 0.04
    /// … and covers this fraction of its length.
    static let guideLineCoverage = 0.8

    /// How close (px) a finger must come to an edge to count, without a resolution or a pixel limit.
    public static let edgeReachPixels = 20.0

    private func demandedContacts(_ analyzer: TouchScreenAnalyzer) -> Int {
        max(analyzer.limits.minimumContacts, min(analyzer.geometry.declaredContacts ?? 0, AcceptanceLimits.contactsWorthDemanding))
    }
}

extension TouchScreenAnalyzer {
    /// Forgets what a guided step measured, so it can be done again (`GuidedProcedure.redo`). The counts of the
    /// whole test (contacts, events, most at once, edges reached) stay: doing better can only raise them.
    mutating func forgetFigures(of step: GuidedProcedure.Step) {
        switch step {
        case .holdStill:
            figures.staticJitterRMS = nil
            figures.staticJitterPeak = nil
            figures.staticJitterPeakEdge = nil
        case .lines:
            figures.lineDeviationSquares = 0
            figures.lineDeviations = 0
            figures.lineDeviationPeak = nil
            figures.lineDeviationPeakEdge = nil
            figures.backwards = nil
            figures.backwardReports = 0
            figures.straightStrokes = 0
            figures.linearity = nil
            figures.tracedGuideLines = []
            figures.travelReadings = 0
        case .crosshairs:
            accuracyTargets.forgetTaps(inEdgeBand: false)
        case .twoFingers:
            figures.closestPair = nil
            figures.closestDiagonalPair = nil
            figures.merge = nil
            figures.diagonalMerge = nil
        case .edges:
            accuracyTargets.forgetTaps(inEdgeBand: true)
        case .fingers:
            break
        }
    }
}
