import Foundation

/// Prints the frame benchmark's figures: a table for people, or one JSON object (`--json`).
enum FrameBenchmarkReport {
    static func print(_ report: FrameBenchmark.Report, json: Bool) throws {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Swift.print(String(decoding: try encoder.encode(report), as: UTF8.self))
            return
        }
        let floor = report.floorRenderer.map { "floor: \($0)" } ?? "no floor"
        Swift.print("""
            frames: \(report.videoDriver) video, \(report.renderer) renderer (\(floor)), \(report.width)x\(report.height), \
            copies of \(report.image)
            \(report.runs) interleaved runs (app, floor, app with everything on); median milliseconds per frame on the \
            wall clock and in CPU time; ratios are medians of each run's app/floor
            """)
        Swift.print("sprites  frames/run    app ms  floor ms  app/floor   app cpu  floor cpu  cpu ratio   all-on ms  all-on cpu  same pixels")
        for row in report.cases {
            let columns = [
                String(format: "%7d", row.sprites), String(format: "%10d", row.framesPerRun),
                figure(row.appMilliseconds, width: 8), figure(row.floorMilliseconds, width: 8),
                figure(row.ratio, width: 9, decimals: 3), figure(row.appCPUMilliseconds, width: 8),
                figure(row.floorCPUMilliseconds, width: 9), figure(row.cpuRatio, width: 9, decimals: 3),
                figure(row.everythingOnMilliseconds, width: 10), figure(row.everythingOnCPUMilliseconds, width: 10),
                row.samePixels.map { $0 ? "yes" : "NO (not like for like)" } ?? "-",
            ]
            Swift.print(columns.joined(separator: "  "))
        }
    }

    /// A right-aligned number, or "-" when there is none.
    private static func figure(_ value: Double?, width: Int, decimals: Int = 2) -> String {
        let text = value.map { String(format: "%.\(decimals)f", $0) } ?? "-"
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
