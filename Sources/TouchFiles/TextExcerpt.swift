/// Quotes text from an input file in a message without echoing all of it: a 50 MB value in a scene becomes
/// its first `defaultLimit` characters and "…".
public enum TextExcerpt {
    /// The most characters of a file's text quoted in a message, before "…".
    public static let defaultLimit = 60
    /// The most characters of a path quoted in a message (the longest path the system opens).
    public static let pathLimit = 4096

    /// `text` itself when short enough, else its first `limit` characters followed by "…".
    public static func shortened(_ text: String, limit: Int = defaultLimit) -> String {
        var end = text.startIndex
        guard text.formIndex(&end, offsetBy: limit, limitedBy: text.endIndex), end != text.endIndex else { return text }
        return String(text[..<end]) + "…"
    }

    /// `text` shortened and in double quotes, the way messages quote a value.
    public static func quoted(_ text: String, limit: Int = defaultLimit) -> String {
        "\"\(shortened(text, limit: limit))\""
    }
}
