/// A JSON value read from a user's file, with the line it starts on, so every message about it can name the line.
///
/// Objects keep their members in file order, and a key appears once (`JSONDocument` refuses duplicates).
public struct JSONNode: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        /// Any JSON number; one too large for a `Double` is infinite here (field readers refuse it).
        case number(Double)
        case bool(Bool)
        case null
    }

    public var value: Value
    /// 1-based.
    public var line: Int

    public init(_ value: Value, line: Int) {
        self.value = value
        self.line = line
    }

    /// What the value is, as a message names it: `"left"` (quoted, shortened), `1`, `true`, `a list`, `an object`.
    public var described: String {
        switch value {
        case .object: "an object"
        case .array: "a list"
        case .string(let text): TextExcerpt.quoted(text)
        case .number(let number): TextExcerpt.shortened(JSONNode.format(number))
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }

    /// A number as a message shows it: 1, not 1.0; 0.5; 1e+300.
    public static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }
}

/// One member of a JSON object: its key, its value and the line of the key.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    public var node: JSONNode
    public var line: Int
}

/// A user's JSON file that cannot be used: the file, the line and what is wrong (with the field's place, e.g.
/// `sprites[0].scael: unknown field (did you mean "scale"?)`).
public struct JSONDocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}
