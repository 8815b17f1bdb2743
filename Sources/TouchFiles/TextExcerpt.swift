/// Quotes text from an input file in a message without echoing all of it: a 50 MB value in a scene becomes
/// its first `InputLimits.excerptCharacters` characters and "…".
public enum TextExcerpt {
    /// `text` itself when short enough, else its first `limit` characters followed by "…".
    public static func shortened(_ text: String, limit: Int = InputLimits.standard.excerptCharacters) -> String {
        var end = text.startIndex
        guard text.formIndex(&end, offsetBy: limit, limitedBy: text.endIndex), end != text.endIndex else { return text }
        return String(text[..<end]) + "…"
    }

    /// `text` shortened and in double quotes, the way messages quote a value.
    public static func quoted(_ text: String, limit: Int = InputLimits.standard.excerptCharacters) -> String {
        "\"\(shortened(text, limit: limit))\""
    }
}
