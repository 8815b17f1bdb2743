import Foundation

/// PNG files written by pypng (`Support/png_cases.py`) with pypng's own decoding of each as the expected pixels.
/// pypng is an independent, pure-Python implementation of the PNG specification; `Scripts/test` installs it.
struct PNGCases {
    struct Case: Decodable {
        var name: String
        var width: Int
        var height: Int
    }

    let folder: String
    let cases: [Case]

    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let script = sourceFolder.appendingPathComponent("png_cases.py").path
    static let pngSuite = sourceFolder.deletingLastPathComponent().appendingPathComponent("Fixtures/pngsuite").path

    /// Writes every case into a fresh folder (removed by `remove()`).
    static func generate() throws -> PNGCases {
        let folder = NSTemporaryDirectory() + "touchsandbox-png-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try runPython(["cases", folder, pngSuite])
        let manifest = try Data(contentsOf: URL(fileURLWithPath: folder + "/cases.json"))
        return PNGCases(folder: folder, cases: try JSONDecoder().decode([Case].self, from: manifest))
    }

    func png(_ name: String) -> String { "\(folder)/\(name).png" }

    /// pypng's `asRGBA8()` pixels of the case.
    func expected(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name).rgba")))
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    /// Runs `png_cases.py` with `arguments`; a failure (no python3, no pypng) throws with its output.
    static func runPython(_ arguments: [String]) throws {
        try ExternalTool.run(["python3", script] + arguments, explanation: " (is pypng installed? Scripts/test installs it)")
    }
}
