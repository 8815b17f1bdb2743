import Foundation

/// The test report as one self-contained HTML page a tester can hand over (`report.html`): the verdict, each check's
/// value, limit, source and reason, the panel, the coverage picture (heatmap and paths, embedded as a PNG data URI),
/// the accuracy taps and every contact's path figures. No script, no network, no file beside it needed to read it;
/// the same report gives the same bytes.
public struct TouchScreenReportPage {
    public var report: TouchScreenReport
    /// The coverage picture (PNG bytes); the page says so when there is none.
    public var picture: Data?
    /// The most contacts listed; the rest are counted.
    public static let listedContactLimit = 500

    public init(report: TouchScreenReport, picture: Data?) {
        self.report = report
        self.picture = picture
    }

    public var html: String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Touchscreen test report — \(Self.escaped(inputName))</title>
            <style>\(Self.style)</style>
            </head>
            <body>

            """
        page += verdictSection + panelSection + checksSection + pictureSection + accuracySection + contactsSection + figuresSection
        page += """
            <footer>Written by touch-sandbox with report.json (every figure) and report.png. Limits: \
            \(Self.escaped(report.limitsProfile))\(report.limitsFile.map { " with the limits file " + Self.escaped($0) } ?? "").</footer>
            </body>
            </html>

            """
        return page
    }

    private var inputName: String { report.input ?? "replay" }

    // MARK: Sections

    private var verdictSection: String {
        let summary = report.acceptance
        let word = summary.verdict == .incomplete ? "INCOMPLETE" : summary.verdict.rawValue.uppercased()
        var detail = summary.headline(checks: report.checks.count)
        if let dash = detail.range(of: " — ") { detail = String(detail[dash.upperBound...]) }
        if let untested = summary.untestedNames(report.checks) { detail += ". " + untested }
        return """
            <header class="verdict \(summary.verdict.rawValue)"><h1>\(word)</h1><p>\(Self.escaped(detail))</p></header>
            <p class="lead">Touchscreen test of <b>\(Self.escaped(report.device.name ?? "an unnamed device"))</b> from \
            <code>\(Self.escaped(inputName))</code>, \(Self.figure(report.durationSeconds)) s, judged by the \
            <b>\(Self.escaped(profileName))</b> limits.</p>

            """
    }

    private var profileName: String {
        switch report.limitsProfile {
        case AcceptanceProfile.win10.rawValue: return "Windows 10 (win10)"
        case AcceptanceProfile.win8.rawValue: return "Windows 8/8.1 (win8)"
        default: return report.limitsProfile
        }
    }

    private var panelSection: String {
        let device = report.device
        let size = device.widthMillimetres.flatMap { width in device.heightMillimetres.map { "\(Self.figure(width)) × \(Self.figure($0)) mm" } }
            ?? "unknown (no resolution): distances in pixels"
        var rows = [
            ("Panel", Self.escaped(device.name ?? "not named")),
            ("Size of the window's area", Self.escaped(size)),
            ("Window", "\(report.window.width) × \(report.window.height) px"),
            ("Contacts declared", device.declaredContacts.map(String.init) ?? "not declared"),
        ]
        if let missing = report.withoutPanelSize {
            rows.append(("Not judged without a size", Self.escaped(missing.checks.joined(separator: ", ")) + "<br>" + Self.escaped(missing.advice)))
        }
        return "<section><h2>Panel</h2>" + Self.definitions(rows) + "</section>\n"
    }

    private var checksSection: String {
        var rows = ""
        for check in report.checks {
            let unit = ["contacts", "touches", "reports"].contains(check.unit) ? "" : " " + check.unit
            let value = check.value.map { Self.figure($0) + unit } ?? "—"
            let limit = check.limit.map { "\(check.comparison.symbol) \(Self.figure($0))\(unit)" } ?? "—"
            rows += """
                <tr class="\(check.result.rawValue)"><td><span class="badge">\(check.result == .untested ? "UNTESTED" : check.result.rawValue.uppercased())</span></td>\
                <td><b>\(Self.escaped(check.name))</b><br><code>\(Self.escaped(check.id))</code></td><td class="number">\(Self.escaped(value))</td>\
                <td class="number">\(Self.escaped(limit))</td><td>\(Self.escaped(check.reason))</td><td class="source">\(Self.escaped(check.limitSource))</td></tr>

                """
        }
        return """
            <section><h2>Checks</h2>
            <table class="checks"><thead><tr><th>Result</th><th>Check</th><th>Value</th><th>Limit</th><th>Why</th><th>Source of the limit</th></tr></thead>
            <tbody>
            \(rows)</tbody></table></section>

            """
    }

    private var pictureSection: String {
        guard let picture else {
            return "<section><h2>Coverage and paths</h2><p>No picture could be drawn; report.json has the heatmap counts and paths.</p></section>\n"
        }
        return """
            <section><h2>Coverage and paths</h2>
            <p>Events per cell of a \(report.heatmap.columns) × \(report.heatmap.rows) grid (blue few, red most; red tint: never touched, \
            \(report.heatmap.untouchedCells) cells), the edge targets, the accuracy crosshairs (white dot: the closest tap) and the paths \
            of the last contacts (dot at the start, ring at the end).</p>
            <img alt="heatmap and paths" width="\(report.window.width)" height="\(report.window.height)" \
            src="data:image/png;base64,\(picture.base64EncodedString())">
            </section>

            """
    }

    private var accuracySection: String {
        guard !report.accuracyTargets.isEmpty else { return "" }
        let unit = report.device.measuringUnit
        var rows = ""
        for target in report.accuracyTargets {
            let tap = target.tapX.flatMap { x in target.tapY.map { "\(Self.figure(x)), \(Self.figure($0))" } } ?? "no tap"
            rows += "<tr><td>\(Self.escaped(target.place))</td><td class=\"number\">\(Self.figure(target.x)), \(Self.figure(target.y))</td>"
                + "<td class=\"number\">\(tap)</td><td class=\"number\">\(target.miss.map { Self.figure($0) + " " + unit } ?? "—")</td>"
                + "<td>\(target.edgeBand ? "edge band" : "grid")</td></tr>\n"
        }
        return """
            <section><h2>Accuracy taps</h2>
            <table><thead><tr><th>Target</th><th>Target (px)</th><th>Closest tap (px)</th><th>Off by</th><th>Judged as</th></tr></thead>
            <tbody>
            \(rows)</tbody></table></section>

            """
    }

    private var contactsSection: String {
        let listed = report.contacts.suffix(Self.listedContactLimit)
        var rows = ""
        for contact in listed {
            let travel = contact.travelMillimetres.map { Self.figure($0) + " mm" } ?? Self.figure(contact.travelPixels) + " px"
            let start = contact.path.first.map { "\(Self.figure($0[0])), \(Self.figure($0[1]))" } ?? "—"
            let end = contact.path.last.map { "\(Self.figure($0[0])), \(Self.figure($0[1]))" } ?? "—"
            rows += "<tr><td class=\"number\">\(contact.id)</td><td>\(Self.escaped(contact.source))</td>"
                + "<td class=\"number\">\(Self.figure(contact.downTime))</td><td class=\"number\">\(Self.figure(contact.durationSeconds))</td>"
                + "<td class=\"number\">\(contact.events)</td><td class=\"number\">\(travel)</td>"
                + "<td class=\"number\">\(contact.reportRate.map { Self.figure($0) + " Hz" } ?? "—")</td>"
                + "<td class=\"number\">\(start)</td><td class=\"number\">\(end)</td><td>\(Self.escaped(Self.ending(contact.ending)))</td></tr>\n"
        }
        let older = report.contacts.count - listed.count + report.droppedContacts
        let note = older > 0 ? "<p>The \(listed.count) latest contacts; \(older) older ones are counted in the checks (report.json lists \(report.contacts.count)).</p>" : ""
        return """
            <section><h2>Paths</h2>\(note)
            <table><thead><tr><th>Contact</th><th>Source</th><th>Down at (s)</th><th>Lasted (s)</th><th>Reports</th><th>Travel</th>\
            <th>Report rate</th><th>Start (px)</th><th>End (px)</th><th>Ended by</th></tr></thead>
            <tbody>
            \(rows)</tbody></table></section>

            """
    }

    private var figuresSection: String {
        let events = report.events, touches = report.touches
        let rows = [
            ("Contacts", "\(touches.totalContacts), at most \(touches.maxSimultaneous) at once, \(touches.cancelled) cancelled"),
            ("Events", "\(events.total): \(events.down) down, \(events.move) move, \(events.up) up, \(events.cancel) cancel, \(events.outsideWindow) outside the window"),
            ("Odd events", "\(report.oddEvents.total)"),
            ("Stuck touches", "\(report.stuckTouchCount)"),
            ("Edge targets reached", "\(report.targetsHit) of \(report.targets.count)"),
            ("Cells touched", "\(report.heatmap.touchedCells) of \(report.heatmap.columns * report.heatmap.rows)"),
        ]
        return "<section><h2>Figures</h2>" + Self.definitions(rows) + "</section>\n"
    }

    // MARK: Text

    /// How a contact ended, in words: report.json's `ending` (`up`, `cancel`, `replaced`, `down`) is terse, and "down"
    /// read as how it ended says the opposite of the truth.
    static func ending(_ ending: String) -> String {
        switch ending {
        case "up": "lifted"
        case "cancel": "cancelled"
        case "replaced": "replaced (a new down with its id)"
        case "down": "still down at the end of the session"
        default: ending
        }
    }

    private static func definitions(_ rows: [(String, String)]) -> String {
        "<dl>" + rows.map { "<dt>\(escaped($0.0))</dt><dd>\($0.1)</dd>" }.joined() + "</dl>"
    }

    /// Text made safe inside HTML elements and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A figure: at most three decimals, no trailing zeros ("—" when not finite).
    static func figure(_ value: Double) -> String { value.isFinite ? AcceptanceFigures.text(value) : "—" }

    private static let style = """
        body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0 auto;max-width:1320px;padding:0 24px 40px;color:#1b1f27;background:#f6f7f9}\
        header.verdict{margin:24px 0 8px;padding:14px 20px;border-radius:10px;color:#fff;display:flex;align-items:baseline;gap:18px}\
        header.verdict h1{margin:0;font-size:34px;letter-spacing:1px}header.verdict p{margin:0;font-size:18px}\
        .verdict.pass{background:#2f9e5f}.verdict.fail{background:#d33a3a}.verdict.incomplete{background:#6b7488}\
        h2{font-size:20px;margin:28px 0 8px}section{background:#fff;border-radius:8px;padding:6px 18px 14px;margin:14px 0;box-shadow:0 1px 2px #0002}\
        table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:5px 8px;border-bottom:1px solid #e3e6eb}\
        th{font-size:13px;color:#5a6375;font-weight:600}td.number{white-space:nowrap;font-variant-numeric:tabular-nums}\
        td.source{font-size:12px;color:#5a6375;max-width:330px}code{font-size:12px;color:#5a6375}\
        .badge{display:inline-block;min-width:74px;text-align:center;padding:2px 6px;border-radius:5px;color:#fff;font-weight:700;font-size:12px}\
        tr.pass .badge{background:#2f9e5f}tr.fail .badge{background:#d33a3a}tr.untested .badge{background:#8a93a6}tr.fail td{background:#fdf1f1}\
        img{max-width:100%;height:auto;border-radius:6px;display:block}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 18px}\
        dt{color:#5a6375}dd{margin:0}footer{color:#5a6375;font-size:13px;margin-top:18px}
        """
}
