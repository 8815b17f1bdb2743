import Foundation
import TouchScreenTesting

/// Writes a finished `map-outputs` survey: the findings and, when bindings are needed, each stack's snippet on
/// standard output; `DIR/outputs.json` with `--report DIR`; each snippet as a file with `--write DIR`.
struct OutputMapWriter {
    let directory: String?
    let snippetDirectory: String?

    /// Creates the directories now and checks the files can be written, so a path that cannot be used fails before
    /// the first prompt (exit 2).
    init(directory: String?, snippetDirectory: String?) throws {
        self.directory = directory
        self.snippetDirectory = snippetDirectory
        if let directory { try OutputPreflight.prepareDirectory(directory, files: [("outputs.json", "the output map")]) }
        if let snippetDirectory {
            try OutputPreflight.prepareDirectory(snippetDirectory, files: OutputBindingSnippets.fileNames.map { ($0.file, "the \($0.stack.rawValue) snippet") })
        }
    }

    func write(_ report: OutputMapReport) throws {
        print("findings:")
        for line in report.findings.summary { print("  \(line)") }
        if !report.findings.bindings.isEmpty {
            for file in report.snippets.files {
                print("\n== \(file.file) ==")
                print(file.contents, terminator: "")
            }
        }
        if let directory {
            let path = (directory as NSString).appendingPathComponent("outputs.json")
            do {
                try OutputFile.write(try report.jsonData(), to: path)
            } catch {
                throw RuntimeFailure("\(error)")
            }
            print("written to \(path)")
        }
        if let snippetDirectory {
            for file in report.snippets.files {
                do {
                    try OutputFile.write(Data(file.contents.utf8), to: (snippetDirectory as NSString).appendingPathComponent(file.file))
                } catch {
                    throw RuntimeFailure("\(error)")
                }
            }
            print("snippets for each stack written to \(snippetDirectory): \(OutputBindingSnippets.fileNames.map(\.file).joined(separator: ", "))")
        }
    }
}
