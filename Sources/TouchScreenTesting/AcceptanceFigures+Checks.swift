import Foundation

extension AcceptanceFigures {
    /// What the checks need besides the running figures.
    struct Context {
        var geometry: PanelGeometry
        var limits: AcceptanceLimits
        var configuration: TouchScreenTestConfiguration
        var maxSimultaneous: Int
        var totalContacts: Int
        /// Every touch found stuck, and the first ones' ids.
        var stuckCount: Int
        var stuckExamples: [ContactName]
        var durationSeconds: Double
        var accuracyTargets: AccuracyTargets
    }

    /// The checks in the order the report lists them.
    func checks(_ context: Context) -> [AcceptanceCheck] {
        [
            staticJitterRMSCheck(context), staticJitterPeakCheck(context), staticJitterPeakEdgeCheck(context), lineJitterCheck(context),
            movingJitterPeakCheck(context, edge: false), movingJitterPeakCheck(context, edge: true), backwardsCheck(context),
            duplicatesCheck(context), linearityCheck(context), accuracyCheck(context, edge: false), accuracyCheck(context, edge: true),
            reportRateCheck(context), contactsCheck(context), beyondMaximumCheck(context), separationCheck(context),
            diagonalSeparationCheck(context), ghostCheck(context), stuckCheck(context),
            reachCheck(context, id: "edgeReach", name: "Edge reach", values: edges, names: Self.edgeNames, limit: context.limits.edgeReach),
            reachCheck(context, id: "cornerReach", name: "Corner reach", values: corners, names: Self.cornerNames,
                       limit: context.limits.cornerReach),
        ]
    }

    // MARK: Distances

    private func staticJitterRMSCheck(_ context: Context) -> AcceptanceCheck {
        distanceCheck(context, id: "staticJitterRMS", name: "Static jitter (RMS)", value: staticJitterRMS?.value,
                      limit: context.limits.staticJitterRMS, comparison: .atMost,
                      found: staticJitterRMS.map { "largest RMS over \(Self.text(context.configuration.jitterWindow)) s of a contact held still (\($0.contact.phrase))" },
                      missing: stillMissing(context))
    }

    private func staticJitterPeakCheck(_ context: Context) -> AcceptanceCheck {
        distanceCheck(context, id: "staticJitterPeak", name: "Static jitter (peak)", value: staticJitterPeak?.value,
                      limit: context.limits.staticJitterPeak, comparison: .atMost,
                      found: staticJitterPeak.map { "farthest report of a still contact from its mean (\($0.contact.phrase))" },
                      missing: stillMissing(context))
    }

    private func staticJitterPeakEdgeCheck(_ context: Context) -> AcceptanceCheck {
        let band = Self.text(context.limits.edgeBand)
        return distanceCheck(context, id: "staticJitterPeakEdge", name: "Static jitter in the edge band (peak)", value: staticJitterPeakEdge?.value,
                             limit: context.limits.staticJitterPeakEdge, comparison: .atMost,
                             found: staticJitterPeakEdge.map { "farthest report of a finger held still within \(band) mm of an edge from its mean (\($0.contact.phrase))" },
                             missing: Self.needsSize(context) ?? "no finger was held still within \(band) mm of an edge: rest a finger right at an edge for a few seconds")
    }

    private func stillMissing(_ context: Context) -> String {
        "no contact was held still for \(Self.text(context.configuration.stillDuration)) s: rest a finger on the panel for a few seconds"
    }

    private func lineJitterCheck(_ context: Context) -> AcceptanceCheck {
        let rms = lineDeviations > 0 ? (lineDeviationSquares / Double(lineDeviations)).squareRoot() : nil
        let unit = context.geometry.unit
        return distanceCheck(
            context, id: "movingJitterRMS", name: "Jitter along a line (RMS)", value: rms, limit: context.limits.movingJitterRMS,
            comparison: .atMost,
            found: lineDeviationPeak.map { peak in
                "\(lineDeviations) reports of moving contacts measured against the line through their neighbours; "
                    + (Self.text(peak.value) == "0" ? "every one on it" : "farthest \(Self.text(peak.value)) \(unit) off it (\(peak.contact.phrase))")
            },
            missing: "no finger moved steadily: draw a few straight lines across the panel")
    }

    private func separationCheck(_ context: Context) -> AcceptanceCheck {
        distanceCheck(
            context, id: "contactSeparation", name: "Closest contacts kept apart, side by side", value: closestPair?.distance,
            limit: context.limits.contactSeparation, comparison: .atMost,
            found: closestPair.map { pair in
                "closest two contacts down together: \(pair.first) and \(pair.second)"
                    + (separationCapped ? " (among the first \(context.configuration.separationPoolSize) down at once)" : "")
            },
            missing: "never two contacts at once side by side: put two fingers down side by side (or one above the other), touching",
            failing: "bring two fingers together until they touch; a panel that merges them never reports them closer")
    }

    private func reachCheck(_ context: Context, id: String, name: String, values: [Double?], names: [String],
                            limit: AcceptanceLimits.Distance) -> AcceptanceCheck {
        let known = values.compactMap { $0 }
        let worst = known.count == values.count ? known.max() : nil
        let unit = context.geometry.unit
        let found = worst.map { worst in
            let index = values.firstIndex { $0 == worst } ?? 0
            let all = zip(names, known).map { "\($0) \(Self.text($1))" }.joined(separator: ", ")
            return "farthest is \(names[index]); closest approach \(all) \(unit)"
        }
        return distanceCheck(context, id: id, name: name, value: worst, limit: limit, comparison: .atMost, found: found,
                             missing: "no touches", failing: "touch along every edge and into every corner")
    }

    /// A check of a distance against a limit in millimetres, or in pixels when the resolution is not known and the
    /// limits give a pixel figure; untested otherwise (the scale is never guessed).
    func distanceCheck(_ context: Context, id: String, name: String, value: Double?, limit: AcceptanceLimits.Distance,
                               comparison: AcceptanceCheck.Comparison, found: String?, missing: String,
                               failing: String? = nil) -> AcceptanceCheck {
        let geometry = context.geometry
        let limitValue = geometry.millimetresPerPixel == nil ? limit.pixels : limit.millimetres
        let source = context.limits.source(of: id)
        guard let value, let found else {
            return AcceptanceCheck(id: id, name: name, value: nil, unit: geometry.unit, comparison: comparison, limit: limitValue,
                                   reason: missing, limitSource: source, untestedBecause: missing)
        }
        guard let limitValue else {
            let untested = "resolution unknown, so no mm limit: give the panel's size (--panel-size 527x296mm) or a pixel limit with --limits to judge it; \(found)"
            return AcceptanceCheck(id: id, name: name, value: value, unit: "px", comparison: comparison, limit: nil,
                                   reason: untested, limitSource: source, untestedBecause: untested)
        }
        var reason = found
        let passes = comparison.holds(AcceptanceCheck.rounded(value), limitValue)
        if !passes, let failing { reason += "; \(failing)" }
        return AcceptanceCheck(id: id, name: name, value: value, unit: geometry.unit, comparison: comparison, limit: limitValue,
                               reason: reason, limitSource: source)
    }

    // MARK: Counts and rates

    private func reportRateCheck(_ context: Context) -> AcceptanceCheck {
        let source = context.limits.source(of: "reportRate")
        guard let slowest = slowestRate else {
            let missing = "no contact sent \(context.configuration.rateMinimumIntervals) reports while moving: draw a few strokes"
            return AcceptanceCheck(id: "reportRate", name: "Report rate (slowest contact)", value: nil, unit: "Hz", comparison: .atLeast,
                                   limit: context.limits.reportRate, reason: missing, limitSource: source, untestedBecause: missing)
        }
        return AcceptanceCheck(
            id: "reportRate", name: "Report rate (slowest contact)", value: slowest.value, unit: "Hz", comparison: .atLeast,
            limit: context.limits.reportRate,
            reason: "slowest of \(contactsWithRate) contacts measured while moving: \(slowest.contact.phrase)", limitSource: source)
    }

    private func contactsCheck(_ context: Context) -> AcceptanceCheck {
        let declared = context.geometry.declaredContacts
        let demanded = max(context.limits.minimumContacts, min(declared ?? 0, AcceptanceLimits.contactsWorthDemanding))
        let declaration = declared.map { "the device declares \($0)" } ?? "the device declares no slot count"
        var reason = "most contacts down at once; \(declaration)"
        if context.maxSimultaneous < demanded { reason += "; put \(demanded) fingers down together" }
        return AcceptanceCheck(id: "contacts", name: "Contacts at once", value: Double(context.maxSimultaneous), unit: "contacts",
                               comparison: .atLeast, limit: Double(demanded), reason: reason,
                               limitSource: context.limits.source(of: "contacts"),
                               untestedBecause: context.totalContacts == 0 ? "no touches" : nil)
    }

    private func ghostCheck(_ context: Context) -> AcceptanceCheck {
        let limits = context.limits
        let minutes = max(context.durationSeconds, 1) / 60
        // Ghosts are the panel's: mouse and pen contacts are not judged, and a reason that only says none was lifted
        // would read as if nothing happened.
        let notJudged = unjudgedLifts == 0
            ? "no touch contact was lifted: tap the panel with a finger"
            : "no touch contact was lifted: the \(unjudgedLifts) lifted came from a mouse or pen, which say nothing of the panel's ghosts; tap the panel with a finger"
        var reason: String
        if ghosts == 0 {
            reason = judgedContacts == 0 ? notJudged : "none among \(judgedContacts) touch contacts"
        } else {
            reason = "\(ghosts) in \(Self.text(minutes * 60)) s (\(ghosts == 1 ? "contact" : "contacts") \(ContactName.list(ghostExamples, of: ghosts))): "
                + "\(shortGhosts) shorter than \(Self.text(limits.ghostShorterThan * 1000)) ms, \(smallGhosts) smaller than \(Self.text(limits.ghostSmallerThan)) mm"
        }
        if context.geometry.millimetresPerPixel == nil { reason += "; size not judged (resolution unknown)" }
        return AcceptanceCheck(id: "ghostTouches", name: "Ghost touches", value: Double(ghosts) / minutes, unit: "per minute",
                               comparison: .atMost, limit: limits.ghostsPerMinute, reason: reason,
                               limitSource: limits.source(of: "ghostTouches"),
                               untestedBecause: judgedContacts == 0 ? notJudged : nil)
    }

    private func stuckCheck(_ context: Context) -> AcceptanceCheck {
        let after = Self.text(context.configuration.stuckAfter)
        let reason = context.stuckCount == 0
            ? "no touch stayed still for \(after) s"
            : "still for \(after) s or more: \(context.stuckCount == 1 ? "contact" : "contacts") \(ContactName.list(context.stuckExamples, of: context.stuckCount))"
        return AcceptanceCheck(id: "stuckTouches", name: "Stuck touches", value: Double(context.stuckCount), unit: "touches",
                               comparison: .atMost, limit: Double(context.limits.stuckTouches), reason: reason,
                               limitSource: context.limits.source(of: "stuckTouches"),
                               untestedBecause: context.totalContacts == 0 ? "no touches" : nil)
    }

    /// A figure for a reason: at most three decimals, no trailing zeros.
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
