import TouchEngine

/// The crosshairs a tester taps to measure accuracy, and the best tap each got.
///
/// Nine grid targets at window-normalised 0.1, 0.5 and 0.9 on both axes (row by row from the top left) and, when the
/// panel's resolution is known, eight edge targets halfway into the edge band (the corners and the middle of each
/// edge, clockwise from the top left). A tap (a short, still touch: `TouchScreenTestConfiguration.tapLongest`,
/// `tapStillMillimetres`) answers the target nearest to it, when it lies within 10 % of the window's shorter side;
/// each target keeps the tap closest to it.
public struct AccuracyTargets: Equatable, Sendable {
    /// One crosshair and the closest tap it got.
    public struct Target: Equatable, Sendable {
        /// "0.1,0.1" … "0.9,0.9" for the grid; "edge top-left", "edge top", … for the edge band.
        public var place: String
        public var position: Vector2
        public var inEdgeBand: Bool
        /// The mean position of the closest tap, and its distance from the target in the measuring unit.
        public var tap: Vector2?
        public var miss: Double?
        /// The contact that made it.
        public var touch: Int?
    }

    public private(set) var targets: [Target]
    /// A tap farther than this (px) from every target answers none.
    public let reach: Double

    public static let gridFractions = [0.1, 0.5, 0.9]

    init(width: Double, height: Double, geometry: PanelGeometry, edgeBand: Double) {
        reach = 0.1 * min(width, height)
        var targets: [Target] = []
        for row in Self.gridFractions {
            for column in Self.gridFractions {
                targets.append(Target(place: "\(column),\(row)", position: Vector2(column * width, row * height), inEdgeBand: false))
            }
        }
        if let scale = geometry.millimetresPerPixel, edgeBand > 0 {
            let inX = edgeBand / 2 / scale.x, inY = edgeBand / 2 / scale.y
            let places: [(String, Double, Double)] = [
                ("top-left", inX, inY), ("top", width / 2, inY), ("top-right", width - inX, inY), ("right", width - inX, height / 2),
                ("bottom-right", width - inX, height - inY), ("bottom", width / 2, height - inY), ("bottom-left", inX, height - inY),
                ("left", inX, height / 2),
            ]
            targets += places.map { Target(place: "edge \($0.0)", position: Vector2($0.1, $0.2), inEdgeBand: true) }
        }
        self.targets = targets
    }

    /// A tap whose reports' mean is `point`: it answers the nearest target within reach, kept when closer than
    /// that target's best tap so far.
    mutating func tap(at point: Vector2, contact: Int, geometry: PanelGeometry) {
        guard point.isFinite,
              let nearest = targets.indices.min(by: { geometry.length(targets[$0].position - point) < geometry.length(targets[$1].position - point) }),
              targets[nearest].position.distance(to: point) <= reach else { return }
        let miss = geometry.length(targets[nearest].position - point)
        guard targets[nearest].miss.map({ miss < $0 }) ?? true else { return }
        targets[nearest].tap = point
        targets[nearest].miss = miss
        targets[nearest].touch = contact
    }

    /// Forgets the taps of the grid targets, or of those in the edge band (a step done again).
    mutating func forgetTaps(inEdgeBand: Bool) {
        for index in targets.indices where targets[index].inEdgeBand == inEdgeBand {
            targets[index].tap = nil
            targets[index].miss = nil
            targets[index].touch = nil
        }
    }

    /// The grid targets, or those in the edge band.
    func targets(inEdgeBand: Bool) -> [Target] { targets.filter { $0.inEdgeBand == inEdgeBand } }
}
