import Foundation
import Logging
import TouchEngine
import TouchScreenTesting
import TouchSandboxSDL

/// Writes `--report DIR`: `report.json` (every figure and the acceptance checks), `report.png` (the verdict and
/// each check over the heatmap and the last contacts' paths, drawn on the session's renderer into the back buffer and
/// read back before anything is presented) and `report.html` (one self-contained page: `TouchScreenReportPage`, with
/// the heatmap and paths drawn the same way, without the text over them).
struct TestScreenReportWriter {
    let directory: String

    var jsonPath: String { (directory as NSString).appendingPathComponent("report.json") }
    var pngPath: String { (directory as NSString).appendingPathComponent("report.png") }
    var htmlPath: String { (directory as NSString).appendingPathComponent("report.html") }

    /// Creates the directory (and its parents) now and checks both files can be written, so a path that cannot be
    /// used fails before the test starts (exit 2).
    init(directory: String) throws {
        self.directory = directory
        try OutputPreflight.prepareDirectory(directory, files: [("report.json", "the report"), ("report.png", "the report picture"),
                                                                ("report.html", "the report page")])
    }

    /// Writes the three files; one that cannot be written does not keep the others from being written. Throws the
    /// first failure (exit 1).
    func write(_ report: TouchScreenReport, analyzer: TouchScreenAnalyzer, screen: TestScreenRenderer,
               mapping: ViewportMapping, source: String, logger: Logger) throws {
        var failures: [String] = []
        do {
            try OutputFile.write(try report.jsonData(), to: jsonPath)
        } catch let error as OutputFileError {
            failures.append("\(error)")
        } catch {
            failures.append("cannot encode the report: \(error)")
        }
        screen.drawCoverage(analyzer, report: report, mapping: mapping)
        screen.renderer.setClip(nil)
        let picture = try? screen.renderer.screenshotPNG(naming: htmlPath)
        screen.drawReport(analyzer, report: report, mapping: mapping, source: source)
        do {
            try OutputFile.write(try screen.renderer.screenshotPNG(naming: pngPath), to: pngPath)
        } catch let error as OutputFileError {
            failures.append("\(error)")
        } catch {
            failures.append("cannot write \(pngPath): \(error)")
        }
        do {
            try OutputFile.write(Data(TouchScreenReportPage(report: report, picture: picture).html.utf8), to: htmlPath)
        } catch let error as OutputFileError {
            failures.append("\(error)")
        } catch {
            failures.append("cannot write \(htmlPath): \(error)")
        }
        guard failures.isEmpty else {
            for failure in failures.dropFirst() { logger.error("\(failure)") }
            throw RuntimeFailure(failures[0])
        }
        logger.info("report written to \(jsonPath), \(pngPath) and \(htmlPath)")
    }
}
