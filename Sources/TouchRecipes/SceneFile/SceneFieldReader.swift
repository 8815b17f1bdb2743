import TouchEngine
import TouchFiles

/// Reads typed, range-checked fields of one object of a scene file (over `JSONObjectReader`) and words errors with
/// the line and the field's place (`scene.json:3: sprites[2].x: …`). Values from the file are quoted as short
/// excerpts, never whole.
struct SceneFieldReader {
    let object: JSONObjectReader

    var file: String { object.file }
    var path: String { object.path }

    func fail(_ key: String, _ message: String) -> SceneFileError { SceneFileError(object.fail(key, message)) }

    /// Refuses fields the scene format does not have, suggesting the closest known name.
    func refuseUnknownFields(known: [String]) throws(SceneFileError) {
        do { try object.refuseUnknownFields(known: known) } catch { throw SceneFileError(error) }
    }

    /// A finite number within `range`, or nil when the field is missing or null.
    func optionalNumber(_ key: String, in range: ClosedRange<Double>? = nil, rule: String = "") throws(SceneFileError) -> Double? {
        let value: Double?
        do { value = try object.number(key) } catch { throw SceneFileError(error) }
        guard let value else { return nil }
        if let range, !range.contains(value) { throw fail(key, "\(value) is out of range (must be \(rule))") }
        return value
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
        do { return try object.string(key) } catch { throw SceneFileError(error) }
    }

    func bool(_ key: String) throws(SceneFileError) -> Bool? {
        do { return try object.bool(key) } catch { throw SceneFileError(error) }
    }

    func stringList(_ key: String) throws(SceneFileError) -> [String]? {
        do { return try object.stringList(key) } catch { throw SceneFileError(error) }
    }

    /// A limit as the docs write it: 1000000, not 1000000.0.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

extension SceneFileError {
    init(_ error: JSONDocumentError) {
        self.init(file: error.file, line: error.line, message: error.message)
    }
}
