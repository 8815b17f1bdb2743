import Foundation
import Logging
import TouchEngine

/// Writes the state document to `--state FILE` once, at exit, however the app ends.
final class StateWriter {
    let path: String?
    private var written = false

    init(path: String?) {
        self.path = path
    }

    func write(_ document: @autoclosure () -> StateDocument, logger: Logger) {
        guard let path, !written else { return }
        written = true
        do {
            try document().write(to: path)
        } catch {
            logger.error("cannot write the state to \(path): \(error.localizedDescription)")
        }
    }
}
