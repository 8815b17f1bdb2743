import Foundation
import TouchEngine
import TouchFiles

/// Reads typed fields of one JSON object of a scene file and words errors with the field's path
/// (`sprites[2].x: …`). Values from the file are quoted as short excerpts, never whole.
struct SceneFieldReader {
    let object: [String: Any]
    let path: String
    let file: String

    func fail(_ key: String, _ message: String) -> SceneFileError {
        SceneFileError(file: file, message: "\(path)\(key): \(message)")
    }

    private func isNumber(_ value: Any) -> NSNumber? {
        guard let number = value as? NSNumber, !isJSONBoolean(number) else { return nil }
        return number
    }

    /// A finite number within `range`, or nil when the field is missing or null.
    func optionalNumber(_ key: String, in range: ClosedRange<Double>? = nil, rule: String = "") throws(SceneFileError) -> Double? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let number = isNumber(value) else { throw fail(key, "expected a number, found \(Self.describe(value))") }
        let double = number.doubleValue
        guard double.isFinite else { throw fail(key, "expected a finite number") }
        if let range, !range.contains(double) { throw fail(key, "\(double) is out of range (must be \(rule))") }
        return double
    }

    /// A number greater than 0 (and at most `upper`, when given).
    func optionalPositive(_ key: String, upTo upper: Double? = nil) throws(SceneFileError) -> Double? {
        guard let value = try optionalNumber(key) else { return nil }
        guard value > 0, value <= upper ?? .infinity else {
            let rule = upper.map { "greater than 0 and at most \(Self.format($0))" } ?? "greater than 0"
            throw fail(key, "\(value) is out of range (must be \(rule))")
        }
        return value
    }

    func number(_ key: String, default fallback: Double, in range: ClosedRange<Double>? = nil, rule: String = "") throws(SceneFileError) -> Double {
        try optionalNumber(key, in: range, rule: rule) ?? fallback
    }

    /// A whole number whose magnitude is below `bound`, so it converts to `Int` on any platform.
    func integer(_ key: String, below bound: Double) throws(SceneFileError) -> Int? {
        guard let value = try optionalNumber(key) else { return nil }
        guard value == value.rounded(), abs(value) < bound, let whole = Int(exactly: value) else {
            throw fail(key, "expected a whole number between -\(Self.format(bound)) and \(Self.format(bound)), found \(value)")
        }
        return whole
    }

    func string(_ key: String) throws(SceneFileError) -> String? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let text = value as? String else { throw fail(key, "expected a string, found \(Self.describe(value))") }
        return text
    }

    func bool(_ key: String) throws(SceneFileError) -> Bool? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let number = value as? NSNumber, isJSONBoolean(number) else {
            throw fail(key, "expected true or false, found \(Self.describe(value))")
        }
        return number.boolValue
    }

    func stringList(_ key: String) throws(SceneFileError) -> [String]? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let list = value as? [Any], let strings = list as? [String] else {
            throw fail(key, "expected a list of strings, found \(Self.describe(value))")
        }
        return strings
    }

    /// A value from the file as a message shows it: strings quoted and shortened, containers named.
    static func describe(_ value: Any) -> String {
        switch value {
        case let text as String: TextExcerpt.quoted(text)
        case is [Any]: "a list"
        case is [String: Any]: "an object"
        case let number as NSNumber: isJSONBoolean(number) ? (number.boolValue ? "true" : "false") : TextExcerpt.shortened("\(number)")
        default: TextExcerpt.shortened("\(value)")
        }
    }

    /// A limit as the docs write it: 1000000, not 1000000.0.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

/// Whether an NSNumber from JSONSerialization is a JSON boolean.
func isJSONBoolean(_ number: NSNumber) -> Bool {
    // On Linux Foundation, JSON booleans decode as NSNumber with objCType "c" and value 0 or 1.
    let type = String(cString: number.objCType)
    return type == "c" || type == "B"
}
