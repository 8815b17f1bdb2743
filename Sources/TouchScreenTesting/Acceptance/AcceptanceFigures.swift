import TouchEngine

/// The running statistics the acceptance checks are judged on, in the geometry's measuring unit (mm when the
/// resolution is known, else px). Each is updated in constant time as events arrive, so the checks cover every
/// contact however long the test ran and however many contact records were dropped.
struct AcceptanceFigures: Sendable {
    /// The largest (or smallest) value seen and the contact it came from.
    struct Extreme: Equatable, Sendable {
        var value: Double
        var contact: ContactName
    }

    /// The two contacts down at once that came closest.
    struct Pair: Equatable, Sendable {
        var distance: Double
        var first: ContactName
        var second: ContactName
    }

    var staticJitterRMS: Extreme?
    /// The peak static jitter more than the edge band from every edge, and within it.
    var staticJitterPeak: Extreme?
    var staticJitterPeakEdge: Extreme?
    var lineDeviationSquares = 0.0
    var lineDeviations = 0
    /// The peak deviation of a moving contact from the arc through its neighbours, away from the edges and within the band.
    var lineDeviationPeak: Extreme?
    var lineDeviationPeakEdge: Extreme?
    /// The farthest a moving report stepped back against the direction of travel, how many did, and how many were judged.
    var backwards: Extreme?
    var backwardReports = 0
    var travelReadings = 0
    /// Reports repeated: a move at the same place and time as the report before it.
    var duplicateReports = 0
    var duplicateExamples: [ContactName] = []
    var slowestRate: Extreme?
    var contactsWithRate = 0
    /// The closest two contacts down together side by side (within 22.5° of horizontal or vertical), and diagonally.
    var closestPair: Pair?
    var closestDiagonalPair: Pair?
    /// The straight strokes judged for linearity, and the farthest a report lay from its stroke's fitted line.
    var straightStrokes = 0
    var linearity: Extreme?
    /// The guide lines of the guided procedure a stroke traced (indices into `GuidedProcedure.guideLines`).
    var tracedGuideLines: Set<Int> = []
    /// More touches were down at once than the separation pool holds: the closest pair is among the first ones.
    var separationCapped = false
    /// Touch contacts that ended with a lift, judged for ghosts.
    var judgedContacts = 0
    /// Contacts of other sources (mouse, pen) that ended with a lift: not judged for ghosts, counted for the reason.
    var unjudgedLifts = 0
    var shortGhosts = 0
    var smallGhosts = 0
    /// The first few ghosts' ids, for the reason.
    var ghostExamples: [ContactName] = []
    /// The closest approach to the left, top, right and bottom edges.
    var edges: [Double?] = [nil, nil, nil, nil]
    /// The closest approach to the top-left, top-right, bottom-right and bottom-left corners.
    var corners: [Double?] = [nil, nil, nil, nil]
    /// The closest approach to each edge and corner of a contact that headed for it (`ReachMeter`): the evidence
    /// that reaching it was tried, so a closest approach beyond the limit is the panel's and not a tester's who
    /// never went there.
    var triedEdges: [Double?] = [nil, nil, nil, nil]
    var triedCorners: [Double?] = [nil, nil, nil, nil]
    /// Two touch contacts seen becoming one (`notePossibleMerge`): side by side and diagonally.
    var merge: Merge?
    var diagonalMerge: Merge?

    /// A touch contact lifted while another, within twice the separation limit of it, stayed down: two fingers the
    /// panel took for one.
    struct Merge: Equatable, Sendable {
        var distance: Double
        var lifted: ContactName
        var kept: ContactName
    }

    static let edgeNames = ["left", "top", "right", "bottom"]
    static let cornerNames = ["top-left", "top-right", "bottom-right", "bottom-left"]
    static let ghostExampleCount = 5

    var ghosts: Int { shortGhosts + smallGhosts }

    mutating func noteStill(rms: Double, peak: Double, contact: ContactName, inEdgeBand: Bool) {
        Self.raise(&staticJitterRMS, rms, contact)
        if inEdgeBand { Self.raise(&staticJitterPeakEdge, peak, contact) } else { Self.raise(&staticJitterPeak, peak, contact) }
    }

    mutating func noteLine(_ reading: PathJitterMeter.Reading, contact: ContactName, inEdgeBand: Bool) {
        lineDeviationSquares += reading.deviation * reading.deviation
        lineDeviations += 1
        if inEdgeBand {
            Self.raise(&lineDeviationPeakEdge, reading.deviation, contact)
        } else {
            Self.raise(&lineDeviationPeak, reading.deviation, contact)
        }
        guard let stepBack = reading.backwards else { return }
        travelReadings += 1
        if stepBack > 0 {
            backwardReports += 1
            Self.raise(&backwards, stepBack, contact)
        }
    }

    mutating func noteDuplicate(contact: ContactName) {
        duplicateReports += 1
        if duplicateExamples.count < Self.ghostExampleCount { duplicateExamples.append(contact) }
    }

    mutating func noteStraightStroke(deviation: Double, contact: ContactName) {
        straightStrokes += 1
        Self.raise(&linearity, deviation, contact)
    }

    mutating func noteRate(_ rate: Double, contact: ContactName) {
        contactsWithRate += 1
        if slowestRate == nil || rate < slowestRate!.value { slowestRate = Extreme(value: rate, contact: contact) }
    }

    /// Two contacts down together, `offset` apart in the measuring unit: side by side when the offset is within
    /// 22.5° of horizontal or vertical, else diagonal.
    mutating func notePair(offset: Vector2, _ first: ContactName, _ second: ContactName) {
        let distance = offset.length
        let diagonal = Self.isDiagonal(offset)
        let ordered = first.id <= second.id ? (first, second) : (second, first)
        let pair = Pair(distance: distance, first: ordered.0, second: ordered.1)
        if diagonal {
            if closestDiagonalPair == nil || distance < closestDiagonalPair!.distance { closestDiagonalPair = pair }
        } else if closestPair == nil || distance < closestPair!.distance {
            closestPair = pair
        }
    }

    /// tan 22.5°: two contacts whose offset lies closer than this to an axis are side by side.
    static let tangentOfSideBySide = 0.41421356237309503

    /// A touch contact ended by a lift: counted as a ghost when too short, or too small (only judged when its size
    /// in millimetres is known).
    mutating func judge(contact: ContactName, duration: Double, sizeMillimetres: Double?, limits: AcceptanceLimits) {
        judgedContacts += 1
        if duration < limits.ghostShorterThan {
            shortGhosts += 1
        } else if let size = sizeMillimetres, size < limits.ghostSmallerThan {
            smallGhosts += 1
        } else {
            return
        }
        if ghostExamples.count < Self.ghostExampleCount { ghostExamples.append(contact) }
    }

    /// A down or move inside the window: its distances from the four edges then the four corners (`ReachMeter`), and
    /// how much closer than where it went down its contact has come to each. `zone` and `approach` (edges, then
    /// corners; nil without a limit in the measuring unit) say when the contact was heading for one.
    mutating func noteReach(_ distances: [Double], approached: [Double], zone: (edge: Double, corner: Double)?,
                            approach: (edge: Double, corner: Double)?) {
        for index in 0..<8 {
            let distance = distances[index]
            let isEdge = index < 4
            if isEdge { Self.lower(&edges[index], distance) } else { Self.lower(&corners[index - 4], distance) }
            guard let zone, let approach,
                  distance <= (isEdge ? zone.edge : zone.corner), approached[index] >= (isEdge ? approach.edge : approach.corner) else { continue }
            if isEdge { Self.lower(&triedEdges[index], distance) } else { Self.lower(&triedCorners[index - 4], distance) }
        }
    }

    mutating func noteMerge(_ merge: Merge, diagonal: Bool) {
        if diagonal {
            if diagonalMerge == nil || merge.distance < diagonalMerge!.distance { diagonalMerge = merge }
        } else if self.merge == nil || merge.distance < self.merge!.distance {
            self.merge = merge
        }
    }

    /// Whether an offset between two contacts is diagonal (more than 22.5° from horizontal and vertical).
    static func isDiagonal(_ offset: Vector2) -> Bool {
        let across = abs(offset.x), down = abs(offset.y)
        return min(across, down) > tangentOfSideBySide * max(across, down)
    }

    private static func lower(_ closest: inout Double?, _ value: Double) {
        if closest == nil || value < closest! { closest = value }
    }

    private static func raise(_ extreme: inout Extreme?, _ value: Double, _ contact: ContactName) {
        if extreme == nil || value > extreme!.value { extreme = Extreme(value: value, contact: contact) }
    }
}
