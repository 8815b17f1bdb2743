import Foundation
import TouchTestSupport

/// PNG files written by pypng (`Support/png_cases.py`) with pypng's own decoding of each as the expected pixels.
/// pypng is an independent, pure-Python implementation of the PNG specification; `Scripts/test` installs it.
struct PNGCases {
    struct Case: Decodable {
        var name: String
        var width: Int
        var height: Int
    }

    /// Where the cases are; removed when the last copy of these cases goes.
    private let scratch: TemporaryDirectory
    var folder: String { scratch.folderPath }
    let cases: [Case]

    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let script = sourceFolder.appendingPathComponent("png_cases.py").path
    static let pngSuite = sourceFolder.deletingLastPathComponent().appendingPathComponent("Fixtures/pngsuite").path

    /// Writes every case into a fresh folder.
    static func generate() throws -> PNGCases {
        let scratch = try TemporaryDirectory("touchsandbox-png")
        try runPython(["cases", scratch.folderPath, pngSuite])
        let manifest = try Data(contentsOf: URL(fileURLWithPath: scratch.path("cases.json")))
        return PNGCases(scratch: scratch, cases: try JSONDecoder().decode([Case].self, from: manifest))
    }

    func png(_ name: String) -> String { "\(folder)/\(name).png" }

    /// pypng's `asRGBA8()` pixels of the case.
    func expected(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name).rgba")))
    }

    /// Runs `png_cases.py` with `arguments`; a failure (no python3, no pypng) throws with its output.
    static func runPython(_ arguments: [String]) throws {
        try ExternalTool.run(["python3", script] + arguments, explanation: " (is pypng installed? Scripts/test installs it)")
    }
}
