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
        Swift.print("""
            frames: \(report.videoDriver) video, \(report.renderer) renderer (floor: \(report.floorRenderer)), \
            \(report.width)x\(report.height), copies of \(report.image)
            medians of \(report.runs) interleaved runs (app, floor, app with everything on); ms per frame
            """)
        Swift.print("sprites  frames/run    app ms  floor ms  app/floor   all-on ms  all-on/floor  same pixels")
        for row in report.cases {
            let figures = String(format: "%7d  %10d  %8.2f  %8.2f  %9.3f  %10.2f  %12.3f", row.sprites, row.framesPerRun,
                                 row.appMilliseconds, row.floorMilliseconds, row.ratio, row.everythingOnMilliseconds,
                                 row.everythingOnRatio)
            Swift.print(figures + "  " + (row.samePixels ? "yes" : "NO (not like for like)"))
        }
    }
}
