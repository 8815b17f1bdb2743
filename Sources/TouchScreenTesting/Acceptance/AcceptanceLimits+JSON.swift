import Foundation
import TouchFiles

/// A limits file that cannot be used: the file, the line when known, and what is wrong with it.
public struct AcceptanceLimitsError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int?
    public var message: String
    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }

    public init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    init(_ error: JSONDocumentError) {
        self.init(file: error.file, line: error.line, message: error.message)
    }
}

extension AcceptanceLimits {
    /// Reads a limits file (JSON, read strictly: `JSONDocument`): every field optional, each one overriding the
    /// limit of the profile it names (`"profile": "win8"`; Windows 10 when omitted); unknown fields are refused with
    /// the closest known name, so a typo never silently falls back to a default.
    ///
    /// ```json
    /// { "profile": "win10", "staticJitterRMS": {"millimetres": 0.25, "pixels": 1.5}, "staticJitterPeak": {"millimetres": 0.5},
    ///   "movingJitterRMS": {"millimetres": 0.5}, "reportRate": {"hertz": 100}, "contacts": {"minimum": 5},
    ///   "accuracy": {"millimetres": 1}, "linearity": {"millimetres": 1}, "edgeBand": {"millimetres": 3.5},
    ///   "ghostTouches": {"perMinute": 0, "shorterThanSeconds": 0.03, "smallerThanMillimetres": 4},
    ///   "stuckTouches": {"count": 0}, "edgeReach": {"millimetres": 5}, "cornerReach": {"millimetres": 7} }
    /// ```
    public init(json data: Data, file: String) throws(AcceptanceLimitsError) {
        self.init()
        do throws(JSONDocumentError) {
            let top = try JSONObjectReader(document: JSONDocument.parse(Array(data), file: file), file: file)
            try top.refuseUnknownFields(known: ["profile"] + Self.checkFields.map { $0.key })
            if top.node("profile") != nil {
                let names = AcceptanceProfile.allCases.map(\.rawValue)
                guard let name = try? top.string("profile"), let profile = AcceptanceProfile(rawValue: name) else {
                    throw top.fail("profile", "expected one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
                }
                self.init(profile: profile)
            }
            self.file = file
            for shape in Self.checkFields {
                let key = shape.key
                guard let fields = try top.object(key, example: shape.example) else { continue }
                try fields.refuseUnknownFields(known: shape.fields)
                try apply(key, fields)
                setByFile.insert(key)
            }
        } catch {
            throw AcceptanceLimitsError(error)
        }
    }

    /// The fields of each check's object, and an example for the error message, in the order the docs list them.
    private static let checkFields: [(key: String, fields: [String], example: String)] = [
        ("staticJitterRMS", ["millimetres", "pixels"], #"{"millimetres": 0.25}"#),
        ("staticJitterPeak", ["millimetres", "pixels"], #"{"millimetres": 0.5}"#),
        ("staticJitterPeakEdge", ["millimetres", "pixels"], #"{"millimetres": 1}"#),
        ("movingJitterRMS", ["millimetres", "pixels"], #"{"millimetres": 0.5}"#),
        ("movingJitterPeak", ["millimetres", "pixels"], #"{"millimetres": 1}"#),
        ("movingJitterPeakEdge", ["millimetres", "pixels"], #"{"millimetres": 2}"#),
        ("movingBackwards", ["millimetres", "pixels"], #"{"millimetres": 0}"#),
        ("duplicateReports", ["count"], #"{"count": 0}"#),
        ("reportRate", ["hertz"], #"{"hertz": 100}"#),
        ("contacts", ["minimum"], #"{"minimum": 5}"#),
        ("contactsBeyondMaximum", ["count"], #"{"count": 0}"#),
        ("contactSeparation", ["millimetres", "pixels"], #"{"millimetres": 12}"#),
        ("contactSeparationDiagonal", ["millimetres", "pixels"], #"{"millimetres": 15}"#),
        ("accuracy", ["millimetres", "pixels"], #"{"millimetres": 1}"#),
        ("accuracyEdge", ["millimetres", "pixels"], #"{"millimetres": 2}"#),
        ("linearity", ["millimetres", "pixels"], #"{"millimetres": 1}"#),
        ("edgeBand", ["millimetres"], #"{"millimetres": 3.5}"#),
        ("ghostTouches", ["perMinute", "shorterThanSeconds", "smallerThanMillimetres"], #"{"perMinute": 0}"#),
        ("stuckTouches", ["count"], #"{"count": 0}"#),
        ("edgeReach", ["millimetres", "pixels"], #"{"millimetres": 5}"#),
        ("cornerReach", ["millimetres", "pixels"], #"{"millimetres": 7}"#),
    ]

    private mutating func apply(_ key: String, _ fields: JSONObjectReader) throws(JSONDocumentError) {
        func number(_ field: String, _ expectation: String, _ valid: (Double) -> Bool) throws(JSONDocumentError) -> Double? {
            guard fields.node(field) != nil else { return nil }
            guard let number = try? fields.number(field), valid(number) else { throw fields.fail(field, "expected \(expectation)") }
            return number
        }
        func distance(_ limit: inout Distance) throws(JSONDocumentError) {
            if let millimetres = try number("millimetres", "a number of millimetres ≥ 0", { $0 >= 0 }) { limit.millimetres = millimetres }
            if fields.member("pixels")?.node.value == .null {
                limit.pixels = nil
            } else if let pixels = try number("pixels", "a number of pixels ≥ 0, or null", { $0 >= 0 }) {
                limit.pixels = pixels
            }
        }
        func count(_ limit: inout Int) throws(JSONDocumentError) {
            if let count = try number("count", "a whole number from 0 to 1000000", { $0 == $0.rounded() && (0...1_000_000).contains($0) }) {
                limit = Int(count)
            }
        }
        switch key {
        case "staticJitterRMS": try distance(&staticJitterRMS)
        case "staticJitterPeak": try distance(&staticJitterPeak)
        case "staticJitterPeakEdge": try distance(&staticJitterPeakEdge)
        case "movingJitterRMS": try distance(&movingJitterRMS)
        case "movingJitterPeak": try distance(&movingJitterPeak)
        case "movingJitterPeakEdge": try distance(&movingJitterPeakEdge)
        case "movingBackwards": try distance(&movingBackwards)
        case "contactSeparation": try distance(&contactSeparation)
        case "contactSeparationDiagonal": try distance(&contactSeparationDiagonal)
        case "accuracy": try distance(&accuracy)
        case "accuracyEdge": try distance(&accuracyEdge)
        case "linearity": try distance(&linearity)
        case "edgeReach": try distance(&edgeReach)
        case "cornerReach": try distance(&cornerReach)
        case "edgeBand":
            if let millimetres = try number("millimetres", "a number of millimetres ≥ 0", { $0 >= 0 }) { edgeBand = millimetres }
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
        case "duplicateReports": try count(&duplicateReports)
        case "contactsBeyondMaximum": try count(&contactsBeyondMaximum)
        default:  // "stuckTouches"
            try count(&stuckTouches)
        }
    }
}
