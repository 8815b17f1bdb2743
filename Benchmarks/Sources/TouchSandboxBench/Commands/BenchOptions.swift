import ArgumentParser

// The options that mean the same wherever they are given: the suite (no subcommand) and the subcommands that take
// them share each through one `@OptionGroup` type. The parser hands an option of the suite to the suite wherever it
// appears, and a subcommand holding the same group reads that very value, so `--json tuio` and `tuio --json` agree.

/// `--json`: the figures as one JSON object instead of lines for people.
struct JSONOutputOption: ParsableArguments {
    @Flag(help: "Print the figures as JSON.")
    var json = false
}

/// `--seconds`: how long each timing of the suite, the trace or the template matcher repeats at least.
struct MeasurementSecondsOption: ParsableArguments {
    @Option(help: "Seconds each measurement runs at least (default 1).")
    var seconds: Double?

    func validate() throws {
        if let seconds, !(seconds > 0 && seconds.isFinite) { throw ValidationError("--seconds must be a positive number") }
    }
}

/// `--human-strokes`: the people's strokes the circle detector's and the template matcher's figures are measured on.
struct PeopleStrokesOption: ParsableArguments {
    @Option(name: .customLong("human-strokes"),
            help: "People's strokes (strokes.jsonl) for the circle and template figures (default: $TOUCH_SANDBOX_HUMAN_STROKES, else shared/data/human-strokes/strokes.jsonl above the current folder or the binary).")
    var humanStrokes: String?
}
