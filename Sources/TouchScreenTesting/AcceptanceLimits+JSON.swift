import Foundation

/// A limits file that cannot be used: the file and what is wrong with it.
public struct AcceptanceLimitsError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var message: String
    public var description: String { "\(file): \(message)" }

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }
}

extension AcceptanceLimits {
    /// Reads a limits file (JSON): every field optional, each one overriding its default; unknown fields are refused,
    /// so a typo never silently falls back to a default.
    ///
    /// ```json
    /// { "staticJitterRMS": {"millimetres": 0.25, "pixels": 1.5}, "staticJitterPeak": {"millimetres": 0.5},
    ///   "movingJitterRMS": {"millimetres": 0.5}, "reportRate": {"hertz": 100}, "contacts": {"minimum": 5},
    ///   "contactSeparation": {"millimetres": 12},
    ///   "ghostTouches": {"perMinute": 0, "shorterThanSeconds": 0.03, "smallerThanMillimetres": 4},
    ///   "stuckTouches": {"count": 0}, "edgeReach": {"millimetres": 5}, "cornerReach": {"millimetres": 7} }
    /// ```
    public init(json data: Data, file: String) throws(AcceptanceLimitsError) {
        func fail(_ message: String) -> AcceptanceLimitsError { AcceptanceLimitsError(file: file, message: message) }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail("not valid JSON: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription)")
        }
        guard let object = root as? [String: Any] else { throw fail("the top level must be a JSON object") }
        self.init()
        self.file = file
        try Self.refuseUnknown(object, known: Self.checkFields.keys, at: nil, fail)
        for (key, value) in object {
            guard let fields = value as? [String: Any] else { throw fail("\(key): expected an object, e.g. \(Self.checkFields[key]!.example)") }
            try Self.refuseUnknown(fields, known: Self.checkFields[key]!.fields, at: key, fail)
            try apply(key, fields) { field, expectation in fail("\(key).\(field): expected \(expectation)") }
            setByFile.insert(key)
        }
    }

    /// The fields of each check's object, and an example for the error message.
    private static let checkFields: [String: (fields: [String], example: String)] = [
        "staticJitterRMS": (["millimetres", "pixels"], #"{"millimetres": 0.25}"#),
        "staticJitterPeak": (["millimetres", "pixels"], #"{"millimetres": 0.5}"#),
        "movingJitterRMS": (["millimetres", "pixels"], #"{"millimetres": 0.5}"#),
        "reportRate": (["hertz"], #"{"hertz": 100}"#),
        "contacts": (["minimum"], #"{"minimum": 5}"#),
        "contactSeparation": (["millimetres", "pixels"], #"{"millimetres": 12}"#),
        "ghostTouches": (["perMinute", "shorterThanSeconds", "smallerThanMillimetres"], #"{"perMinute": 0}"#),
        "stuckTouches": (["count"], #"{"count": 0}"#),
        "edgeReach": (["millimetres", "pixels"], #"{"millimetres": 5}"#),
        "cornerReach": (["millimetres", "pixels"], #"{"millimetres": 7}"#),
    ]

    private static func refuseUnknown(_ object: [String: Any], known: some Sequence<String>, at path: String?,
                                      _ fail: (String) -> AcceptanceLimitsError) throws(AcceptanceLimitsError) {
        let names = Set(known)
        guard let unknown = Set(object.keys).subtracting(names).sorted().first else { return }
        throw fail("\(path.map { "\($0): " } ?? "")unknown field \"\(unknown)\" (known: \(names.sorted().joined(separator: ", ")))")
    }

    private mutating func apply(_ key: String, _ fields: [String: Any],
                                _ fail: (String, String) -> AcceptanceLimitsError) throws(AcceptanceLimitsError) {
        func number(_ field: String, _ expectation: String, _ valid: (Double) -> Bool) throws(AcceptanceLimitsError) -> Double? {
            guard let value = fields[field] else { return nil }
            guard let number = Self.number(value), valid(number) else { throw fail(field, expectation) }
            return number
        }
        func distance(_ limit: inout Distance) throws(AcceptanceLimitsError) {
            if let millimetres = try number("millimetres", "a number of millimetres ≥ 0", { $0 >= 0 }) { limit.millimetres = millimetres }
            if fields["pixels"] is NSNull {
                limit.pixels = nil
            } else if let pixels = try number("pixels", "a number of pixels ≥ 0, or null", { $0 >= 0 }) {
                limit.pixels = pixels
            }
        }
        switch key {
        case "staticJitterRMS": try distance(&staticJitterRMS)
        case "staticJitterPeak": try distance(&staticJitterPeak)
        case "movingJitterRMS": try distance(&movingJitterRMS)
        case "contactSeparation": try distance(&contactSeparation)
        case "edgeReach": try distance(&edgeReach)
        case "cornerReach": try distance(&cornerReach)
        case "reportRate":
            if let hertz = try number("hertz", "a rate in Hz > 0", { $0 > 0 }) { reportRate = hertz }
        case "contacts":
            if let minimum = try number("minimum", "a whole number from 1 to 100", { $0 == $0.rounded() && (1...100).contains($0) }) {
                minimumContacts = Int(minimum)
            }
        case "ghostTouches":
            if let rate = try number("perMinute", "a number of ghosts per minute ≥ 0", { $0 >= 0 }) { ghostsPerMinute = rate }
            if let seconds = try number("shorterThanSeconds", "a number of seconds ≥ 0", { $0 >= 0 }) { ghostShorterThan = seconds }
            if let size = try number("smallerThanMillimetres", "a number of millimetres ≥ 0", { $0 >= 0 }) { ghostSmallerThan = size }
        default:  // "stuckTouches"
            if let count = try number("count", "a whole number from 0 to 1000000", { $0 == $0.rounded() && (0...1_000_000).contains($0) }) {
                stuckTouches = Int(count)
            }
        }
    }

    /// A JSON number (not a boolean), finite.
    private static func number(_ value: Any) -> Double? {
        guard let number = value as? NSNumber else { return nil }
        let type = String(cString: number.objCType)
        guard type != "c", type != "B" else { return nil }
        let double = number.doubleValue
        return double.isFinite ? double : nil
    }
}
