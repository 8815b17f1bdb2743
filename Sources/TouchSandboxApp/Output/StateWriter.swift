import Foundation
import TouchRecipes

/// Writes the state document to `--state FILE` once, at exit, however the app ends (see `OutputFile` for how
/// files, links, FIFOs and devices are treated). A failed write is thrown, for exit code 1.
package final class StateWriter {
    let path: String?
    private var written = false

    package init(path: String?) {
        self.path = path
    }

    func write(_ document: @autoclosure () -> StateDocument) throws {
        guard let path, !written else { return }
        written = true
        let data: Data
        do {
            data = try document().jsonData()
        } catch {
            throw RuntimeFailure("cannot encode the state document: \(error)")
        }
        do {
            try OutputFile.write(data, to: path)
        } catch {
            throw RuntimeFailure("cannot write the state to \(path): \(error.reason)")
        }
    }
}
