import Foundation

/// Prints named figures (`EngineBenchmark.Figure`): one a line, name, value and unit in columns, then an optional
/// report (the template matcher's misses); or, with `json`, one object `{"figures": [{"name", "value", "unit"}, …]}`.
enum BenchmarkFigures {
    static func print(_ figures: [EngineBenchmark.Figure], report: String? = nil, json: Bool) {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Swift.print(String(decoding: (try? encoder.encode(["figures": figures])) ?? Data(), as: UTF8.self))
        } else {
            for figure in figures {
                Swift.print(figure.name.padding(toLength: 78, withPad: " ", startingAt: 0), String(format: "%14.3f", figure.value), figure.unit)
            }
            if let report { Swift.print(report) }
        }
    }
}
