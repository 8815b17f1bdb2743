import TouchEngine

/// The forms of a stroke the template matcher aligns with a template, beyond the stroke as drawn and backwards:
/// - a closed stroke against a closed template is also tried begun at other points of its own path (a star or a
///   rectangle started at another corner is the same shape): the `closedStartCandidates` starts whose points lie
///   nearest the template's without sliding are aligned, out of one every `closedStartStep` points;
/// - an open stroke refused as drawn is tried again turned (`turnSearch` degrees each way in `turnStep` steps, each
///   degree adding `turnPenalty` to the distance): an arrow drawn pointing right where the examples point up and
///   right, a check with a flatter arm. Closed strokes are never turned (a turned rectangle comes near a triangle).
extension GestureTemplateMatcher {
    /// One form of the candidate and what it adds to the distance.
    struct CandidateForm {
        var stroke: NormalisedStroke
        var penalty: Double
        /// Its diagonal distance to the template at hand plus its penalty, when already computed (forms are aligned
        /// in that order).
        var nearness: Double? = nil
    }

    /// The forms of a candidate that do not depend on the template: as drawn and backwards, turned too when `turning`.
    func forms(of forwards: NormalisedStroke, turning: Bool) -> [CandidateForm] {
        var result = [CandidateForm(stroke: forwards, penalty: 0), CandidateForm(stroke: forwards.reversed, penalty: 0)]
        guard turning, isTurnable(forwards), configuration.turnStep > 0 else { return result }
        var degrees = configuration.turnStep
        while degrees <= configuration.turnSearch + 1e-9 {
            let penalty = configuration.turnPenalty * degrees
            for angle in [degrees, -degrees] {
                let turned = forwards.rotated(by: angle * .pi / 180)
                result.append(CandidateForm(stroke: turned, penalty: penalty))
                result.append(CandidateForm(stroke: turned.reversed, penalty: penalty))
            }
            degrees += configuration.turnStep
        }
        return result
    }

    /// Whether turned forms of a stroke are tried at all: an open stroke, with a turn allowed.
    func isTurnable(_ stroke: NormalisedStroke) -> Bool {
        configuration.turnSearch > 0 && stroke.closure >= configuration.closedClosure
    }

    /// Whether a stroke and a template are both closed, so the stroke is also tried begun elsewhere.
    func bothClosed(_ stroke: NormalisedStroke, _ template: NormalisedStroke) -> Bool {
        configuration.closedStartCandidates > 0
            && max(stroke.closure, template.closure) < configuration.closedClosure
    }

    /// Every other start of a closed stroke (one every `closedStartStep` points), in both drawing directions.
    func restarts(of forwards: NormalisedStroke) -> [NormalisedStroke] {
        let count = forwards.points.count, step = max(1, configuration.closedStartStep)
        guard configuration.closedStartCandidates > 0, forwards.closure < configuration.closedClosure else { return [] }
        return stride(from: step, to: count, by: step).flatMap { shift -> [NormalisedStroke] in
            let restarted = forwards.restarted(at: shift)
            return [restarted, restarted.reversed]
        }
    }

    /// The forms aligned with one template: the template-free ones, and for two closed strokes the restarts whose
    /// points lie nearest the template's without sliding. `upright`: the diagonal distances of the stroke as drawn and
    /// backwards to this template, when known (the first two of `common`).
    func forms(_ common: [CandidateForm], restarts: [NormalisedStroke], for template: NormalisedStroke,
               upright: (forwards: Double, backwards: Double)? = nil) -> [CandidateForm] {
        guard !restarts.isEmpty, let stroke = common.first?.stroke, bothClosed(stroke, template) else { return common }
        let weight = configuration.directionWeight
        // The nearest one (the first of equals, as the sort below keeps them) without sorting them all, each given up
        // once it is no nearer than the nearest so far; the distances found are kept for ordering the forms.
        if configuration.closedStartCandidates == 1, prunes {
            var nearest = (index: 0, distance: Double.infinity)
            for (index, restart) in restarts.enumerated() {
                let distance = Self.diagonalDistance(restart, template, weight: weight, giveUpAt: nearest.distance)
                if distance < nearest.distance || index == 0 { nearest = (index, distance) }
            }
            var forms = common
            if let upright, forms.count == 2, forms[0].penalty == 0, forms[1].penalty == 0 {
                forms[0].nearness = upright.forwards
                forms[1].nearness = upright.backwards
            }
            forms.append(CandidateForm(stroke: restarts[nearest.index], penalty: 0, nearness: nearest.distance))
            return forms
        }
        let distances = restarts.map { ($0, Self.diagonalDistance($0, template, weight: weight)) }
        let nearest = distances.sorted { $0.1 < $1.1 }.prefix(configuration.closedStartCandidates)
        return common + nearest.map { CandidateForm(stroke: $0.0, penalty: 0) }
    }

    /// The best distance of any form to a template (form penalty included), or infinity beyond `limit`.
    func bestDistance(of forms: [CandidateForm], to template: Template, limit: Double,
                      rows: inout AlignmentRows) -> Double {
        var best = Double.infinity
        // The form nearest without sliding goes first, so the others give up early.
        let weight = configuration.directionWeight
        let ordered = forms.count <= 2 ? forms
            : forms.map { ($0, $0.nearness ?? Self.diagonalDistance($0.stroke, template.stroke, weight: weight) + $0.penalty) }
                .sorted { $0.1 < $1.1 }.map(\.0)
        for form in ordered {
            let reach = min(limit, best) - form.penalty
            guard reach > 0 else { continue }
            let distance = alignedDistance(form.stroke, template, limit: reach, rows: &rows)
            if distance < reach { best = distance + form.penalty }
        }
        return best
    }
}
