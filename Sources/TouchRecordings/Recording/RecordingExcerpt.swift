/// Quotes a piece of a recording in a message: at most `RecordingLimits.excerptLength` characters, cut with "…",
/// control characters shown as spaces, so a 50 MB bad value or a binary file never floods the terminal.
enum RecordingExcerpt {
    /// The bytes as text, shortened. Only the first few hundred bytes are ever decoded.
    static func of<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let limit = RecordingLimits.excerptLength
        let head = bytes.prefix(limit * 4)
        let text = String(decoding: head, as: UTF8.self)
        return shortened(text, cut: head.count < bytes.count)
    }

    /// The text, shortened.
    static func of(_ text: String) -> String {
        shortened(text, cut: false)
    }

    /// The bytes in double quotes, shortened: `"abc…"`.
    static func quoted<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        "\"" + of(bytes) + "\""
    }

    private static func shortened(_ text: String, cut: Bool) -> String {
        let limit = RecordingLimits.excerptLength
        let visible = String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        if visible.count <= limit && !cut { return visible }
        return String(visible.prefix(limit - 1)) + "…"
    }
}
