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

/// `--human-strokes`: the people's strokes the circle detector's and the template matcher's figures are measured on,
/// one file or several read as one set (the shared `strokes.jsonl` and `strokes-more.jsonl`).
struct PeopleStrokesOption: ParsableArguments {
    @Option(name: .customLong("human-strokes"), parsing: .upToNextOption,
            help: "People's strokes (one or more files such as strokes.jsonl strokes-more.jsonl) for the circle and template figures (default: $TOUCH_SANDBOX_HUMAN_STROKES, else shared/data/human-strokes/strokes.jsonl above the current folder or the binary, with strokes-more.jsonl beside it).")
    var humanStrokes: [String] = []
}
