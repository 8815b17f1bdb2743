/// The checks the published profiles add to the first ten: moving jitter by the edge band, reports against the
/// direction of travel, duplicate reports, linearity, accuracy, contacts beyond the declared maximum, diagonal separation.
extension AcceptanceFigures {
    /// The untested reason of a check that needs millimetres, when the resolution is not known.
    static func needsSize(_ context: Context) -> String? {
        guard context.geometry.millimetresPerPixel == nil else { return nil }
        return "needs the panel's size in mm, which the device does not give: --panel-size WxHmm (the area the window covers), or pixel limits in a --limits file"
    }

    func movingJitterPeakCheck(_ context: Context, edge: Bool) -> AcceptanceCheck {
        let band = Self.text(context.limits.edgeBand)
        let peak = edge ? lineDeviationPeakEdge : lineDeviationPeak
        let unit = context.geometry.unit
        let place = edge ? "within \(band) mm of an edge" : "away from the edges"
        let missing = edge
            ? Self.needsSize(context) ?? "no finger moved for \(Self.runLength(context)) reports in a row within \(band) mm of an edge: run a finger along every edge"
            : Self.movingMissing(context)
        return distanceCheck(
            context, id: edge ? "movingJitterPeakEdge" : "movingJitterPeak",
            name: edge ? "Moving jitter in the edge band (peak)" : "Moving jitter (peak)", value: peak?.value,
            limit: edge ? context.limits.movingJitterPeakEdge : context.limits.movingJitterPeak, comparison: .atMost,
            found: peak.map { "farthest report of a moving finger \(place) from the arc fitted through the \(Self.runLength(context)) reports around it: \(Self.text($0.value)) \(unit) (\($0.contact.phrase))" },
            missing: missing)
    }

    func backwardsCheck(_ context: Context) -> AcceptanceCheck {
        distanceCheck(
            context, id: "movingBackwards", name: "Reports against the direction of travel", value: travelReadings > 0 ? backwards?.value ?? 0 : nil,
            limit: context.limits.movingBackwards, comparison: .atMost,
            found: travelReadings > 0
                ? (backwards.map { "\(backwardReports) of \(travelReadings) moving reports stepped back; the farthest (\($0.contact.phrase))" }
                    ?? "none of \(travelReadings) moving reports stepped back")
                : nil,
            missing: Self.movingMissing(context))
    }

    func duplicatesCheck(_ context: Context) -> AcceptanceCheck {
        let examples = ContactName.list(duplicateExamples, of: duplicateReports)
        let reason = duplicateReports == 0
            ? "no report repeated the one before it (same place, same time)"
            : "reports repeating the one before (same place, same time): \(duplicateReports == 1 ? "contact" : "contacts") \(examples)"
        return AcceptanceCheck(id: "duplicateReports", name: "Duplicate reports", value: Double(duplicateReports), unit: "reports",
                               comparison: .atMost, limit: Double(context.limits.duplicateReports), reason: reason,
                               limitSource: context.limits.source(of: "duplicateReports"),
                               untestedBecause: context.moves == 0 ? "no contact moved, so no report could repeat the one before it: draw a few strokes" : nil)
    }

    func linearityCheck(_ context: Context) -> AcceptanceCheck {
        let minimum = Self.text(StrokeLinearity.minimumLength), tolerance = Self.text(StrokeLinearity.chordTolerance)
        return distanceCheck(
            context, id: "linearity", name: "Linearity of straight strokes", value: linearity?.value, limit: context.limits.linearity,
            comparison: .atMost,
            found: linearity.map { "farthest report from its stroke's fitted line, over \(straightStrokes) straight strokes of \(minimum) mm or more (\($0.contact.phrase))" },
            missing: Self.needsSize(context)
                ?? "no straight stroke: draw lines of \(minimum) mm or more along a ruler (every report within \(tolerance) mm of the line from start to end)")
    }

    func accuracyCheck(_ context: Context, edge: Bool) -> AcceptanceCheck {
        let targets = context.accuracyTargets.targets(inEdgeBand: edge)
        let answered = targets.filter { $0.miss != nil }
        let worst = answered.max { $0.miss! < $1.miss! }
        let complete = !targets.isEmpty && answered.count == targets.count
        let unit = context.geometry.unit
        let missing: String
        if edge, let needsSize = Self.needsSize(context) {
            missing = needsSize
        } else {
            let waiting = targets.filter { $0.miss == nil }.map(\.place)
            missing = "\(answered.count) of \(targets.count) \(edge ? "edge-band " : "")targets have a tap: tap the crosshairs still to tap (\(waiting.joined(separator: "; ")))"
        }
        return distanceCheck(
            context, id: edge ? "accuracyEdge" : "accuracy", name: edge ? "Accuracy in the edge band" : "Accuracy",
            value: complete ? worst?.miss : nil, limit: edge ? context.limits.accuracyEdge : context.limits.accuracy, comparison: .atMost,
            found: worst.map { "largest tap-to-target distance of \(targets.count) targets: \(Self.text($0.miss!)) \(unit) at target \($0.place) (contact \($0.touch ?? 0))" },
            missing: missing)
    }

    func beyondMaximumCheck(_ context: Context) -> AcceptanceCheck {
        let source = context.limits.source(of: "contactsBeyondMaximum")
        let limit = Double(context.limits.contactsBeyondMaximum)
        let name = "Contacts beyond the declared maximum"
        guard let declared = context.geometry.declaredContacts else {
            let untested = "the device declares no maximum (no ABS_MT_SLOT range): nothing to compare with"
            return AcceptanceCheck(id: "contactsBeyondMaximum", name: name, value: nil, unit: "contacts", comparison: .atMost, limit: limit,
                                   reason: untested, limitSource: source, untestedBecause: untested)
        }
        let beyond = max(0, context.maxSimultaneous - declared)
        let untested = context.maxSimultaneous < declared
            ? "at most \(context.maxSimultaneous) contacts at once: put all \(declared) declared fingers down, then one to five more (the extra ones must be ignored)"
            : nil
        let reason = beyond == 0
            ? "\(context.maxSimultaneous) at once, the declared maximum, and none beyond"
            : "\(context.maxSimultaneous) contacts reported at once, \(beyond) beyond the declared \(declared): the extra ones must be ignored"
        return AcceptanceCheck(id: "contactsBeyondMaximum", name: name, value: untested == nil ? Double(beyond) : nil, unit: "contacts", comparison: .atMost,
                               limit: limit, reason: reason, limitSource: source, untestedBecause: untested)
    }

}
