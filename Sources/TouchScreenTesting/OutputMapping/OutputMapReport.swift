import Foundation

/// `outputs.json`, what `map-outputs --report DIR` writes (keys sorted, no times: the same answers give the same
/// bytes): the outputs with who touched each, the touchscreens, the findings and each stack's snippet.
public struct OutputMapReport: Codable, Equatable, Sendable {
    /// An output and the devices (SDL touch ids) that touched it; `skipped` when Esc passed it by.
    public struct Output: Codable, Equatable, Sendable {
        public var output: SurveyedOutput
        public var touchedBy: [Int64]
        public var skipped: Bool
    }

    public var format = "touch-sandbox-outputs"
    public var version = 1
    /// The video driver SDL used (`x11`, `wayland`): which stack the output names belong to.
    public var videoDriver: String
    public var outputs: [Output]
    public var devices: [SurveyedDevice]
    public var findings: OutputMappingFindings
    public var snippets: OutputBindingSnippets

    public init(survey: OutputSurvey, videoDriver: String) {
        self.videoDriver = videoDriver
        outputs = survey.outputs.indices.map { Output(output: survey.outputs[$0], touchedBy: survey.touchedBy[$0], skipped: survey.skipped.contains($0)) }
        devices = survey.devices
        findings = survey.findings
        snippets = OutputBindingSnippets(findings: findings, outputs: survey.outputs, videoDriver: videoDriver)
    }

    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
