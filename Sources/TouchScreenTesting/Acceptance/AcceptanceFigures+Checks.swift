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
        /// Moves applied (a duplicate report is a move repeating the one before it).
        var moves: Int
    }

    /// The checks in the order the report lists them.
    func checks(_ context: Context) -> [AcceptanceCheck] {
        [
            staticJitterRMSCheck(context), staticJitterPeakCheck(context), staticJitterPeakEdgeCheck(context), lineJitterCheck(context),
            movingJitterPeakCheck(context, edge: false), movingJitterPeakCheck(context, edge: true), backwardsCheck(context),
            duplicatesCheck(context), linearityCheck(context), accuracyCheck(context, edge: false), accuracyCheck(context, edge: true),
            reportRateCheck(context), contactsCheck(context), beyondMaximumCheck(context), separationCheck(context, diagonal: false),
            separationCheck(context, diagonal: true), ghostCheck(context), stuckCheck(context),
            reachCheck(context, corners: false), reachCheck(context, corners: true),
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
            context, id: "movingJitterRMS", name: "Moving jitter (RMS)", value: rms, limit: context.limits.movingJitterRMS,
            comparison: .atMost,
            found: [lineDeviationPeak, lineDeviationPeakEdge].compactMap { $0 }.max { $0.value < $1.value }.map { peak in
                "RMS distance of \(lineDeviations) moving reports from the arc fitted through the \(Self.runLength(context)) reports around each; "
                    + (Self.text(peak.value) == "0" ? "every one on it" : "farthest \(Self.text(peak.value)) \(unit) off it (\(peak.contact.phrase))")
            },
            missing: Self.movingMissing(context))
    }

    /// Why the moving checks are untested.
    static func movingMissing(_ context: Context) -> String {
        "no finger moved for \(runLength(context)) reports in a row: draw a few lines and curves across the panel, at a steady pace"
    }

    /// The reports in one fitted run of the moving jitter.
    static func runLength(_ context: Context) -> Int { 2 * max(2, context.configuration.pathJitterHalfWindow) + 1 }

    private func separationCheck(_ context: Context, diagonal: Bool) -> AcceptanceCheck {
        let pair = diagonal ? closestDiagonalPair : closestPair
        let merge = diagonal ? diagonalMerge : self.merge
        let limit = diagonal ? context.limits.contactSeparationDiagonal : context.limits.contactSeparation
        let placed = diagonal ? "placed diagonally (one beside and below the other)" : "side by side (or one above the other)"
        let capped = separationCapped ? " (among the first \(context.configuration.separationPoolSize) down at once)" : ""
        let id = diagonal ? "contactSeparationDiagonal" : "contactSeparation"
        let name = diagonal ? "Closest contacts kept apart, diagonally" : "Closest contacts kept apart, side by side"
        let ask = "put two fingers down \(placed), touching, and hold them a moment"
        let unit = context.geometry.unit
        let limitValue = context.geometry.millimetresPerPixel == nil ? limit.pixels : limit.millimetres
        var found: String?
        var missing = "never two touch contacts down at once \(placed): \(ask)"
        if let pair {
            let closest = "closest two contacts down together: \(pair.first) and \(pair.second), \(Self.text(pair.distance)) \(unit) apart\(capped)"
            let separated = limitValue.map { AcceptanceCheck.rounded(pair.distance) <= $0 } ?? true
            if separated {
                found = closest
            } else if let merge {
                // Evidence of a failure: two fingers close together became one contact.
                found = closest + "; contact \(merge.lifted) vanished \(Self.text(merge.distance)) \(unit) from \(merge.kept), which stayed down: "
                    + "the panel took two fingers for one; it must report them apart down to the limit"
            } else {
                missing = closest + ", and no two merged: that does not show how close the panel can tell two fingers apart; \(ask)"
            }
        }
        return distanceCheck(context, id: id, name: name, value: pair?.distance, limit: limit, comparison: .atMost,
                             found: found, missing: missing)
    }

    private func reachCheck(_ context: Context, corners: Bool) -> AcceptanceCheck {
        let id = corners ? "cornerReach" : "edgeReach"
        let limit = corners ? context.limits.cornerReach : context.limits.edgeReach
        let names = corners ? Self.cornerNames : Self.edgeNames
        let closest = corners ? self.corners : edges
        let tried = corners ? triedCorners : triedEdges
        let unit = context.geometry.unit
        let what = corners ? "corner" : "edge"
        guard let limitValue = context.geometry.millimetresPerPixel == nil ? limit.pixels : limit.millimetres else {
            return distanceCheck(context, id: id, name: corners ? "Corner reach" : "Edge reach", value: closest.compactMap { $0 }.max(),
                                 limit: limit, comparison: .atMost, found: closest.contains(nil) ? nil : "closest approach to each \(what)",
                                 missing: "no touches")
        }
        var reached: [String] = [], failed: [(String, Double)] = [], untried: [String] = []
        for index in names.indices {
            guard let distance = closest[index] else {
                untried.append("\(names[index]) (no touch)")
                continue
            }
            if AcceptanceCheck.rounded(distance) <= limitValue {
                reached.append("\(names[index]) \(Self.text(distance))")
            } else if tried[index] != nil {
                failed.append((names[index], distance))
            } else {
                untried.append("\(names[index]) (closest \(Self.text(distance)))")
            }
        }
        var parts: [String] = []
        if !failed.isEmpty {
            parts.append("a finger headed for the \(failed.map(\.0).joined(separator: ", ")) \(what)\(failed.count == 1 ? "" : "s") but was reported no nearer than "
                         + failed.map { Self.text($0.1) }.joined(separator: ", ") + " \(unit)")
        }
        if !reached.isEmpty { parts.append("reached \(reached.joined(separator: ", ")) \(unit)") }
        if !untried.isEmpty {
            parts.append("not tried: \(untried.joined(separator: ", "))\(untried.contains { $0.hasSuffix(")") && !$0.hasSuffix("touch)") } ? " \(unit)" : "")")
        }
        let summary = parts.joined(separator: "; ")
        let advice = corners ? "run a finger off the screen through every corner" : "run a finger off the screen across every edge, and along it"
        let value: Double?
        let found: String?
        if !failed.isEmpty {
            value = failed.map(\.1).max()
            found = summary
        } else if untried.isEmpty {
            value = closest.compactMap { $0 }.max()
            found = summary
        } else {
            value = nil
            found = nil
        }
        return distanceCheck(context, id: id, name: corners ? "Corner reach" : "Edge reach", value: value, limit: limit, comparison: .atMost,
                             found: found, missing: "\(summary): \(advice)")
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
            let untested = "resolution unknown, so no mm limit: give the panel's size (--panel-size WxHmm) or a pixel limit with --limits to judge it; \(found)"
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
        let reason = "most contacts down at once: \(context.maxSimultaneous); \(declaration)"
        var untested: String?
        if context.totalContacts == 0 {
            untested = "no touches: put \(demanded) fingers down together"
        } else if context.maxSimultaneous < demanded {
            if let declared, declared < context.limits.minimumContacts {
                // The device's own declaration is the evidence: it cannot track the fingers asked for.
                untested = nil
            } else {
                untested = "\(reason); fewer than \(demanded) do not show whether the panel takes \(demanded): put \(demanded) fingers down together "
                    + "(if you did and fewer showed, the panel lost some)"
            }
        }
        let failing = declared == nil ? reason : "\(reason): it cannot track the \(demanded) asked for"
        return AcceptanceCheck(id: "contacts", name: "Contacts at once", value: Double(context.maxSimultaneous), unit: "contacts",
                               comparison: .atLeast, limit: Double(demanded),
                               reason: context.maxSimultaneous >= demanded ? reason : failing,
                               limitSource: context.limits.source(of: "contacts"), untestedBecause: untested)
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
                               untestedBecause: context.totalContacts == 0 ? "no touches"
                                   // A touch shows stuck only after `stuckAfter`: a shorter session could not have found one.
                                   : context.stuckCount == 0 && context.durationSeconds < context.configuration.stuckAfter
                                   ? "the session lasted \(Self.text(context.durationSeconds)) s, less than the \(after) s a touch must stay still to count as stuck: test for \(after) s or more"
                                   : nil)
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
