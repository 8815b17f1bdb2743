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
            let size = analyzer.geometry.millimetresPerPixel == nil ? " (needs the panel's size: --panel-size WxHmm; N skips)" : ""
            return "Draw slowly along each dashed line, with a ruler if you have one, from one end to the other\(size)."
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
            return Progress(done: min(figures.straightStrokes, Self.strokeCount), total: Self.strokeCount, counting: "straight strokes")
        case .crosshairs:
            let grid = analyzer.accuracyTargets.targets(inEdgeBand: false)
            return Progress(done: grid.count { $0.tap != nil }, total: grid.count, counting: "crosshairs tapped")
        case .fingers:
            let demanded = demandedContacts(analyzer)
            return Progress(done: min(analyzer.maxSimultaneous, demanded), total: demanded, counting: "fingers at once")
        case .twoFingers:
            let done = (figures.closestPair == nil ? 0 : 1) + (figures.closestDiagonalPair == nil ? 0 : 1)
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
        case .crosshairs:
            accuracyTargets.forgetTaps(inEdgeBand: false)
        case .twoFingers:
            figures.closestPair = nil
            figures.closestDiagonalPair = nil
        case .edges:
            accuracyTargets.forgetTaps(inEdgeBand: true)
        case .fingers:
            break
        }
    }
}
