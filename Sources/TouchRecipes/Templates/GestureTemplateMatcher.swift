import TouchEngine

/// Matches a one-finger stroke against user-taught example strokes (templates): the best template's name and a score,
/// or nothing when the stroke is not close enough to be taken for it (`GestureTemplateMatcher+Acceptance`).
///
/// Why this matcher: SDL2's $1 recogniser scores 0.939 (user-dependent) and 0.914 (user-independent) on people's
/// strokes, and the $P point cloud 0.951 and 0.895 (measured on the shared human strokes). Both lose where people
/// differ from each other: $1 turns every stroke to its first point's angle (so a caret and a v, or the two brackets,
/// become alike) and stretches it to a square; $P forgets the order of the points, so the way a stroke is drawn
/// tells nothing. This matcher keeps the order and the orientation (the sixteen shapes people draw differ by
/// orientation: caret and v, left and right braces), scales uniformly (by the points' RMS distance from their
/// centroid, so a narrow shape is not stretched into another) and aligns the two point sequences elastically
/// (dynamic time warping within a band), comparing position and direction of travel at every aligned point, so a
/// part drawn bigger or faster than in the template still lines up. Either stroke may be drawn in either direction:
/// the candidate is compared forwards and backwards, and a closed candidate against a closed template also begun at
/// another point of its path (`GestureTemplateMatcher+Forms`). It is not rotation invariant, on purpose: a shape turned
/// is another symbol among these (v and caret, the brackets); an open stroke refused as drawn is only tried again
/// turned by up to 30°, each degree adding to its distance (an arrow pointing right where the examples point up and
/// right).
///
/// Whether the nearest template is near enough is decided per gesture, from how alike its own examples are (a
/// gesture taught with consistent examples is held to a closer match), with two more checks: a gesture taught three
/// times or more needs a second example nearby too (one odd example does not take strokes on its own), a stroke
/// must be as closed or open as the example it matches (a triangle is not an x), and its corners must agree with the
/// example's (a v's tip is halfway along, a check's a third of the way; a circle has none, a rectangle four).
///
/// Cost: one comparison is `sampleCount` × (2 × band + 1) cells, twice (both directions), once more for a closed
/// stroke's best other start, and for a refused open stroke eight times more (turned, against the 20 examples
/// nearest it). Most are never computed (`prunes`): a lower bound of the aligned distance (`AlignmentEnvelope`: the
/// stroke's distance to the boxes each template's points and directions fill within the band) that already reaches
/// the best match so far, or `maximumDistance`, skips the template, and a comparison under way stops once its best
/// row plus the bound of the rows left reaches it; the results are the same as without. Against 100 templates a
/// stroke takes 0.30–0.32 ms on average, the slowest taught one 0.57–0.61 ms, the slowest refused and turned one
/// 0.63–0.68 ms (`touch-sandbox-bench templates` prints the figures).
public struct GestureTemplateMatcher: Sendable {
    /// A recognised stroke: the template's name, how close it came (1 for an exact copy, 0.5 at its gesture's
    /// acceptance limit) and the mean distance that score comes from.
    public struct Match: Equatable, Sendable {
        public var name: String
        public var score: Double
        public var distance: Double
    }

    /// One example stroke, normalised, the boxes its points lie in along the alignment's band (for bounding the
    /// distance to it cheaply) and the distance to the nearest other example of the same name (infinite while it is
    /// the only one).
    struct Template: Sendable {
        var name: String
        var stroke: NormalisedStroke
        var envelope: AlignmentEnvelope
        var nearestSibling = Double.infinity
    }

    public let configuration: GestureTemplateConfiguration
    var templates: [Template] = []
    /// Per name: the largest distance at which a stroke is taken for it (`acceptanceLimit(forSpread:)`).
    var limits: [String: Double] = [:]

    /// The names the templates teach, in the order they were first given.
    public private(set) var names: [String] = []
    /// Whether the matcher skips work that cannot change a result: alignments whose lower bound (`AlignmentEnvelope`)
    /// shows they cannot win, templates farther than any gesture accepts, the stroke as drawn again among its turned
    /// forms. False does all of it, as the matcher first did, only to show that the results are the same.
    var prunes = true

    public init(configuration: GestureTemplateConfiguration = GestureTemplateConfiguration()) {
        self.configuration = configuration
    }

    /// A matcher taught every example of every gesture; examples too short to be strokes are skipped.
    public init(gestures: [GestureTemplate], configuration: GestureTemplateConfiguration = GestureTemplateConfiguration()) {
        self.configuration = configuration
        for gesture in gestures {
            for stroke in gesture.strokes { add(stroke, named: gesture.name) }
        }
    }

    /// The number of usable example strokes.
    public var templateCount: Int { templates.count }

    /// Teaches one example stroke; returns false (and keeps nothing) when it has no length.
    @discardableResult
    public mutating func add(_ stroke: [Vector2], named name: String) -> Bool {
        guard let normalised = normalise(stroke) else { return false }
        let envelope = AlignmentEnvelope(normalised, band: band(forCount: normalised.points.count))
        templates.append(Template(name: name, stroke: normalised, envelope: envelope))
        if !names.contains(name) { names.append(name) }
        learnSpread(ofNewest: templates.count - 1)
        return true
    }

    /// The same matcher without the examples of `name`, as if that gesture had never been taught: the other gestures'
    /// limits come from their own examples alone, so they stay as they are.
    public func forgetting(_ name: String) -> GestureTemplateMatcher {
        var matcher = self
        matcher.templates.removeAll { $0.name == name }
        matcher.limits[name] = nil
        matcher.names.removeAll { $0 == name }
        return matcher
    }

    /// The largest distance at which a stroke is taken for `name` (nil for a name never taught).
    public func acceptanceLimit(for name: String) -> Double? { limits[name] }

    /// The nearest template if the stroke is accepted as its gesture; nil for a stroke too short, too far from every
    /// template, or refused by the acceptance checks. An open stroke refused as drawn is tried again turned
    /// (`GestureTemplateMatcher+Forms`): what is accepted upright stays accepted, with the same name.
    public func match(_ stroke: [Vector2]) -> Match? {
        guard let forwards = normalise(stroke) else { return nil }
        // No gesture takes a stroke farther than `maximumDistance` (every limit is within it; a star's is `starLeeway`
        // more): only templates nearer than that are looked for. Farther ones would be found, and refused, without
        // `prunes`.
        let farthest = configuration.maximumDistance + (hasStarCorners(forwards) ? configuration.starLeeway : 0)
        let upright = nearestTemplate(forwards, turning: false, under: prunes ? farthest.nextUp : .infinity)
        if let upright, let match = accepted(forwards, nearest: upright, turning: false) { return match }
        // The turned forms need only be aligned that far, or as far as the upright match.
        let bound = min(upright?.distance ?? farthest, farthest)
        guard isTurnable(forwards), let turned = nearestTemplate(forwards, turning: true, under: bound) else { return nil }
        return accepted(forwards, nearest: turned, turning: true)
    }

    /// The nearest template however far it is, upright (for measuring), nil with no templates or a stroke of no length.
    public func nearest(_ stroke: [Vector2]) -> Match? {
        guard let forwards = normalise(stroke), let nearest = nearestTemplate(forwards, turning: false) else { return nil }
        let limit = limits[templates[nearest.index].name] ?? configuration.maximumDistance
        return Match(name: templates[nearest.index].name, score: max(0, 1 - nearest.distance / (2 * limit)),
                     distance: nearest.distance)
    }

    /// The match for the nearest template if the acceptance checks take the stroke for its gesture.
    func accepted(_ forwards: NormalisedStroke, nearest: (index: Int, distance: Double), turning: Bool) -> Match? {
        let limit = acceptanceLimit(of: forwards, nearest: nearest.index)
        guard accepts(forwards, nearest: nearest.index, distance: nearest.distance, limit: limit, turning: turning)
        else { return nil }
        return Match(name: templates[nearest.index].name, score: max(0, 1 - nearest.distance / (2 * limit)),
                     distance: nearest.distance)
    }

    /// The index of the nearest template and its distance, nil with no templates or none nearer than `limit` (the
    /// first in the search's order among equals). `turning` looks for the stroke's turned forms, once it was refused
    /// upright, among the `turnedCandidates` templates nearest it as drawn.
    func nearestTemplate(_ forwards: NormalisedStroke, turning: Bool,
                         under limit: Double = .infinity) -> (index: Int, distance: Double)? {
        guard !templates.isEmpty else { return nil }
        var common = forms(of: forwards, turning: turning)
        let restarts = restarts(of: forwards)
        let backwards = common[1].stroke
        // The stroke as drawn and backwards is no nearer to any template than the upright search found (the limit of
        // a turned search), so with `prunes` only its turned forms are aligned.
        if turning, prunes { common.removeFirst(2) }
        // Templates nearest without sliding go first, so the best match is found early and the others give up early.
        let weight = configuration.directionWeight
        let order = templates.indices.map { index in
            let upright = (forwards: Self.diagonalDistance(forwards, templates[index].stroke, weight: weight),
                           backwards: Self.diagonalDistance(backwards, templates[index].stroke, weight: weight))
            return (index: index, nearness: min(upright.forwards, upright.backwards), upright: upright)
        }.sorted { $0.nearness < $1.nearness }.prefix(turning ? configuration.turnedCandidates : templates.count)
        var rows = AlignmentRows(count: forwards.points.count)
        var best: (index: Int, distance: Double)?
        for (index, _, upright) in order {
            let template = templates[index]
            let reach = best?.distance ?? limit
            let forms = forms(common, restarts: restarts, for: template.stroke, upright: turning ? nil : upright)
            let distance = bestDistance(of: forms, to: template, limit: reach, rows: &rows)
            if distance < reach { best = (index, distance) }
        }
        return best
    }

    /// The aligned distance of a candidate (either way round, begun elsewhere when both are closed, turned when
    /// `turning`) to one template, or infinity beyond `limit`.
    func distance(from forwards: NormalisedStroke, to template: Template, limit: Double = .infinity,
                  turning: Bool = false) -> Double {
        var rows = AlignmentRows(count: forwards.points.count)
        let candidates = forms(forms(of: forwards, turning: turning), restarts: restarts(of: forwards),
                               for: template.stroke)
        return bestDistance(of: candidates, to: template, limit: limit, rows: &rows)
    }

    func normalise(_ stroke: [Vector2]) -> NormalisedStroke? {
        NormalisedStroke(stroke, count: configuration.sampleCount, cornerAngle: configuration.cornerAngle)
    }
}
