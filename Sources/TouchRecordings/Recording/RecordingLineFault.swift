/// Why one line of a recording cannot be used; the reader adds the file and line and skips it.
struct RecordingLineFault: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
