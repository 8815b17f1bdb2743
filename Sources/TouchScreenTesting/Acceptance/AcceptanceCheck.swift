/// One acceptance check of a panel as the report shows it: what was measured, against which limit, the verdict and
/// why, in words a tester reads at a glance. A check that had nothing to measure (no finger held still, no
/// resolution for a millimetre limit) is `untested`, never passed.
public struct AcceptanceCheck: Codable, Equatable, Sendable {
    public enum Result: String, Codable, Sendable {
        case pass, fail, untested
    }

    /// How the value must relate to the limit.
    public enum Comparison: String, Codable, Sendable {
        case atMost, atLeast

        func holds(_ value: Double, _ limit: Double) -> Bool { self == .atMost ? value <= limit : value >= limit }
        /// "≤" or "≥", as the report picture prints it.
        public var symbol: String { self == .atMost ? "≤" : "≥" }
    }

    /// `staticJitterRMS`, `staticJitterPeak`, `movingJitterRMS`, `reportRate`, `contacts`, `contactSeparation`,
    /// `ghostTouches`, `stuckTouches`, `edgeReach`, `cornerReach`.
    public var id: String
    public var name: String
    /// Rounded to 0.001 of the unit; null when nothing was measured.
    @NullWhenUnknown public var value: Double?
    /// "mm", "px", "Hz", "contacts", "per minute", "touches".
    public var unit: String
    public var comparison: Comparison
    /// null when no limit applies in this unit (a millimetre limit without a resolution and no pixel limit).
    @NullWhenUnknown public var limit: Double?
    public var result: Result
    /// One line: the figure, where it was found and, for a failure or an untested check, what to do.
    public var reason: String
    /// Where the limit comes from.
    public var limitSource: String

    public init(id: String, name: String, value: Double?, unit: String, comparison: Comparison, limit: Double?,
                reason: String, limitSource: String, untestedBecause: String? = nil) {
        // A figure that overflowed (positions far outside any screen) is no measurement at all.
        let overflowed = value.map { !$0.isFinite } ?? false
        let value = value.flatMap { $0.isFinite ? Self.rounded($0) : nil }
        self.id = id
        self.name = name
        self.value = value
        self.unit = unit
        self.comparison = comparison
        self.limit = limit
        self.limitSource = limitSource
        if let untestedBecause {
            result = .untested
            self.reason = untestedBecause
        } else if overflowed {
            result = .untested
            self.reason = "could not be measured: positions far outside the window made the figure overflow"
        } else if let value, let limit {
            result = comparison.holds(value, limit) ? .pass : .fail
            self.reason = reason
        } else {
            result = .untested
            self.reason = reason
        }
    }

    static func rounded(_ value: Double) -> Double {
        let thousandths = value * 1000
        return thousandths.isFinite ? thousandths.rounded() / 1000 : value
    }
}

/// The acceptance verdict over all checks: `fail` when any check failed, else `incomplete` when any is untested,
/// else `pass` (every check passed), and which checks were untested.
public struct AcceptanceSummary: Codable, Equatable, Sendable {
    public enum Verdict: String, Codable, Sendable {
        case pass, fail, incomplete
    }

    public var verdict: Verdict
    public var passed: Int
    public var failed: Int
    public var untested: Int
    /// The ids of the untested checks, in the report's order.
    public var untestedChecks: [String]

    public init(_ checks: [AcceptanceCheck]) {
        passed = checks.count { $0.result == .pass }
        failed = checks.count { $0.result == .fail }
        untested = checks.count { $0.result == .untested }
        untestedChecks = checks.filter { $0.result == .untested }.map(\.id)
        verdict = failed > 0 ? .fail : untested > 0 ? .incomplete : .pass
    }

    /// The verdict in one line, as the report picture, the page and the log say it: "FAIL — 2 of 20 checks failed,
    /// 9 untested".
    public func headline(checks count: Int) -> String {
        switch verdict {
        case .pass: "PASS — all \(passed) checks passed"
        case .fail: "FAIL — \(failed) of \(count) checks failed" + (untested > 0 ? ", \(untested) untested" : "")
        case .incomplete: "INCOMPLETE — none of \(count) checks failed, \(untested) untested: a pass needs every check passed"
        }
    }

    /// "Untested: Static jitter (RMS), Accuracy." naming the untested checks; nil when none was.
    public func untestedNames(_ checks: [AcceptanceCheck]) -> String? {
        let names = checks.filter { $0.result == .untested }.map(\.name)
        return names.isEmpty ? nil : "Untested: " + names.joined(separator: ", ") + "."
    }
}
