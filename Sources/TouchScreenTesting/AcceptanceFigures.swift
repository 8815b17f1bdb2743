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
    var staticJitterPeak: Extreme?
    var lineDeviationSquares = 0.0
    var lineDeviations = 0
    var lineDeviationPeak: Extreme?
    var slowestRate: Extreme?
    var contactsWithRate = 0
    var closestPair: Pair?
    /// More touches were down at once than the separation pool holds: the closest pair is among the first ones.
    var separationCapped = false
    /// Touch contacts that ended with a lift, judged for ghosts.
    var judgedContacts = 0
    /// Contacts of other sources (the mouse) that ended with a lift: not judged for ghosts, counted for the reason.
    var unjudgedLifts = 0
    var shortGhosts = 0
    var smallGhosts = 0
    /// The first few ghosts' ids, for the reason.
    var ghostExamples: [ContactName] = []
    /// The closest approach to the left, top, right and bottom edges.
    var edges: [Double?] = [nil, nil, nil, nil]
    /// The closest approach to the top-left, top-right, bottom-right and bottom-left corners.
    var corners: [Double?] = [nil, nil, nil, nil]

    static let edgeNames = ["left", "top", "right", "bottom"]
    static let cornerNames = ["top-left", "top-right", "bottom-right", "bottom-left"]
    static let ghostExampleCount = 5

    var ghosts: Int { shortGhosts + smallGhosts }

    mutating func noteStill(rms: Double, peak: Double, contact: ContactName) {
        Self.raise(&staticJitterRMS, rms, contact)
        Self.raise(&staticJitterPeak, peak, contact)
    }

    mutating func noteLine(deviation: Double, contact: ContactName) {
        lineDeviationSquares += deviation * deviation
        lineDeviations += 1
        Self.raise(&lineDeviationPeak, deviation, contact)
    }

    mutating func noteRate(_ rate: Double, contact: ContactName) {
        contactsWithRate += 1
        if slowestRate == nil || rate < slowestRate!.value { slowestRate = Extreme(value: rate, contact: contact) }
    }

    mutating func notePair(distance: Double, _ first: ContactName, _ second: ContactName) {
        guard closestPair == nil || distance < closestPair!.distance else { return }
        let ordered = first.id <= second.id ? (first, second) : (second, first)
        closestPair = Pair(distance: distance, first: ordered.0, second: ordered.1)
    }

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

    /// A down or move inside a `width` × `height` window: how close it came to each edge and corner.
    mutating func noteReach(_ point: Vector2, width: Double, height: Double, geometry: PanelGeometry) {
        let fromEdges = [point.x, point.y, width - point.x, height - point.y]
        let scale = geometry.measured(Vector2(1, 1))
        for (index, pixels) in fromEdges.enumerated() {
            let distance = pixels * (index % 2 == 0 ? scale.x : scale.y)
            if edges[index] == nil || distance < edges[index]! { edges[index] = distance }
        }
        let cornerPoints = [Vector2(0, 0), Vector2(width, 0), Vector2(width, height), Vector2(0, height)]
        for (index, corner) in cornerPoints.enumerated() {
            let distance = geometry.length(point - corner)
            if corners[index] == nil || distance < corners[index]! { corners[index] = distance }
        }
    }

    private static func raise(_ extreme: inout Extreme?, _ value: Double, _ contact: ContactName) {
        if extreme == nil || value > extreme!.value { extreme = Extreme(value: value, contact: contact) }
    }
}
