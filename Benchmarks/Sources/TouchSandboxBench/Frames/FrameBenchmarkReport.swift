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
        let fitsScene = Double(report.width) == report.sceneWidth && Double(report.height) == report.sceneHeight
        let window = fitsScene ? "\(report.width)x\(report.height)"
            : "\(report.width)x\(report.height) (the \(Int(report.sceneWidth))x\(Int(report.sceneHeight)) scene fitted into it)"
        let isZoom = report.cases.contains { $0.zoom != nil }
        let subject = isZoom
            ? "one \(Int(FrameBenchmarkScene.zoomedSpriteSide))x\(Int(FrameBenchmarkScene.zoomedSpriteSide)) copy of \(report.image) turned \(Int(FrameBenchmarkScene.zoomedSpriteDegrees))°"
            : "copies of \(report.image)"
        let motion = report.motion.map { $0 == .still ? "" : ", the front one moved by a \($0.rawValue) between the app's frames" } ?? ""
        Swift.print("""
            frames: \(report.videoDriver) video, \(report.renderer) renderer (\(floor)), \(window), \(subject)\(motion)
            \(report.runs) interleaved runs (app, floor, app with everything on); median milliseconds per frame on the \
            wall clock and in CPU time; ratios are medians of each run's app/floor; MB is peak resident memory
            """)
        let first = isZoom ? "   zoom" : "sprites"
        Swift.print("\(first)  frames/run    app ms  floor ms  app/floor   app cpu  floor cpu  cpu ratio   all-on ms  all-on cpu   app MB  floor MB  same pixels")
        for row in report.cases {
            let label = row.zoom.map { String(format: "%6.4g×", $0) } ?? String(format: "%7d", row.sprites)
            let columns = [
                label, String(format: "%10d", row.framesPerRun),
                figure(row.appMilliseconds, width: 8), figure(row.floorMilliseconds, width: 8),
                figure(row.ratio, width: 9, decimals: 3), figure(row.appCPUMilliseconds, width: 8),
                figure(row.floorCPUMilliseconds, width: 9), figure(row.cpuRatio, width: 9, decimals: 3),
                figure(row.everythingOnMilliseconds, width: 10), figure(row.everythingOnCPUMilliseconds, width: 10),
                figure(row.appPeakMegabytes, width: 7, decimals: 1), figure(row.floorPeakMegabytes, width: 8, decimals: 1),
                row.samePixels.map { $0 ? "yes" : "NO (not like for like)" } ?? "-",
            ]
            Swift.print(columns.joined(separator: "  "))
        }
        if isZoom { printZoomSummary(report.cases) }
    }

    /// How the largest zoom compares with the smallest, for the app and for the floor (SDL's own copy).
    private static func printZoomSummary(_ cases: [FrameBenchmark.Case]) {
        guard let small = cases.first, let large = cases.last, let smallZoom = small.zoom, let largeZoom = large.zoom,
              cases.count > 1 else { return }
        func side(_ name: String, wall: (Double?, Double?), cpu: (Double?, Double?), memory: (Double?, Double?)) -> String? {
            guard let w0 = wall.0, let w1 = wall.1, let c0 = cpu.0, let c1 = cpu.1 else { return nil }
            var text = "\(name) \(String(format: "%.2f", w1 / w0))× the wall time, \(String(format: "%.2f", c1 / c0))× the CPU time"
            if let m0 = memory.0, let m1 = memory.1 { text += String(format: ", %+.1f MB peak", m1 - m0) }
            return text
        }
        let parts = [
            side("app", wall: (small.appMilliseconds, large.appMilliseconds), cpu: (small.appCPUMilliseconds, large.appCPUMilliseconds),
                 memory: (small.appPeakMegabytes, large.appPeakMegabytes)),
            side("floor (SDL's own copy)", wall: (small.floorMilliseconds, large.floorMilliseconds),
                 cpu: (small.floorCPUMilliseconds, large.floorCPUMilliseconds), memory: (small.floorPeakMegabytes, large.floorPeakMegabytes)),
        ].compactMap { $0 }
        Swift.print("\(String(format: "%g", largeZoom))× against \(String(format: "%g", smallZoom))×: " + parts.joined(separator: "; "))
    }

    /// A right-aligned number, or "-" when there is none.
    private static func figure(_ value: Double?, width: Int, decimals: Int = 2) -> String {
        let text = value.map { String(format: "%.\(decimals)f", $0) } ?? "-"
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
