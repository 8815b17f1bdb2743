import Foundation

/// A figure of a report that came out infinite or NaN (a position of 1e155 squared overflows), written as `null`
/// and listed with why, so one such number never costs the rest of the report.
public struct NonFiniteFigure: Codable, Equatable, Sendable {
    /// Where the figure is, as a path into the JSON: `targets[0].closestPixels`.
    public var field: String
    public var reason: String
}

/// Encodes a report as JSON (pretty-printed, keys sorted, ending with a newline) with every non-finite number
/// written as `null`; `JSONEncoder` alone throws on the first one.
enum NonFiniteJSON {
    private static let positiveInfinity = "touch-sandbox:non-finite:+infinity"
    private static let negativeInfinity = "touch-sandbox:non-finite:-infinity"
    private static let notANumber = "touch-sandbox:non-finite:nan"

    /// The JSON of `value`, and the non-finite figures it held (empty when all are finite). `list` puts the figures
    /// found into the value before its final encoding, so the document says which nulls were numbers and why.
    static func encode<Value: Encodable>(
        _ value: Value, list: (inout Value, [NonFiniteFigure]) -> Void
    ) throws -> (data: Data, figures: [NonFiniteFigure]) {
        var data = try encodeMarked(value)
        guard contains(marks: data) else { return (terminated(data), []) }
        let figures = try found(in: data)
        var listed = value
        list(&listed, figures)
        data = try encodeMarked(listed)
        var text = String(decoding: data, as: UTF8.self)
        for mark in [positiveInfinity, negativeInfinity, notANumber] {
            text = text.replacingOccurrences(of: "\"\(mark)\"", with: "null")
        }
        return (terminated(Data(text.utf8)), figures)
    }

    private static func encodeMarked<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: notANumber)
        return try encoder.encode(value)
    }

    private static func terminated(_ data: Data) -> Data {
        var data = data
        data.append(0x0a)
        return data
    }

    private static func contains(marks data: Data) -> Bool {
        data.range(of: Data("touch-sandbox:non-finite:".utf8)) != nil
    }

    /// The paths of the marked numbers, in document order (keys sorted).
    private static func found(in data: Data) throws -> [NonFiniteFigure] {
        var figures: [NonFiniteFigure] = []
        func walk(_ node: Any, _ path: String) {
            switch node {
            case let text as String:
                switch text {
                case positiveInfinity: figures.append(NonFiniteFigure(field: path, reason: "+infinity: " + overflow))
                case negativeInfinity: figures.append(NonFiniteFigure(field: path, reason: "-infinity: " + overflow))
                case notANumber: figures.append(NonFiniteFigure(field: path, reason: "not a number: " + overflow))
                default: break
                }
            case let list as [Any]:
                for (index, element) in list.enumerated() { walk(element, "\(path)[\(index)]") }
            case let object as [String: Any]:
                for key in object.keys.sorted() { walk(object[key]!, path.isEmpty ? key : "\(path).\(key)") }
            default:
                break
            }
        }
        walk(try JSONSerialization.jsonObject(with: data), "")
        return figures
    }

    private static let overflow = "the input's positions or times are too large for this figure to be computed"
}
