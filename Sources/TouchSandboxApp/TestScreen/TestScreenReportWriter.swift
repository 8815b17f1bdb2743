import Foundation
import Logging
import TouchEngine
import TouchScreenTesting
import TouchSandboxSDL

/// Writes `--report DIR`: `report.json` (every figure and the acceptance checks) and `report.png` (the verdict and
/// each check over the heatmap and the last contacts' paths, drawn on the session's renderer into the back buffer and
/// read back before anything is presented).
struct TestScreenReportWriter {
    let directory: String

    var jsonPath: String { (directory as NSString).appendingPathComponent("report.json") }
    var pngPath: String { (directory as NSString).appendingPathComponent("report.png") }

    /// Creates the directory (and its parents) now, so a path that cannot be used fails before the test starts.
    init(directory: String) throws {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw RuntimeFailure("cannot create the report directory \(directory): \(error.localizedDescription)")
        }
    }

    func write(_ report: TouchScreenReport, analyzer: TouchScreenAnalyzer, screen: TestScreenRenderer,
               mapping: ViewportMapping, source: String, logger: Logger) throws {
        do {
            try OutputFile.write(try report.jsonData(), to: jsonPath)
        } catch let error as OutputFileError {
            throw RuntimeFailure("\(error)")
        } catch {
            throw RuntimeFailure("cannot encode the report: \(error)")
        }
        screen.drawReport(analyzer, report: report, mapping: mapping, source: source)
        do {
            try screen.renderer.saveScreenshot(to: pngPath)
        } catch {
            throw RuntimeFailure("cannot write \(pngPath): \(error)")
        }
        logger.info("report written to \(jsonPath) and \(pngPath)")
    }
}
