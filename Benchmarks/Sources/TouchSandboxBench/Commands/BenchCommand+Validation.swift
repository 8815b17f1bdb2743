import ArgumentParser
import Foundation

/// What `touch-sandbox-bench` refuses: half a trace, the people's strokes with a trace, and options of the suite
/// given with a subcommand that does not take them.
extension BenchCommand {
    package func validate() throws {
        if trace != nil && scene == nil { throw ValidationError("--trace needs --scene") }
        if scene != nil && trace == nil { throw ValidationError("--scene needs --trace (the built-in suite makes its own scenes)") }
        if trace != nil && !people.humanStrokes.isEmpty { throw ValidationError("--human-strokes is for the built-in suite, not --trace") }
    }

    /// Refuses the suite's options that `subcommand` does not take (all but those in `taken`): the parser hands them
    /// to the suite wherever they are given, so without this the subcommand would silently run without them.
    func refuseOptions(notTakenBy subcommand: String, taken: Set<String> = []) throws {
        let given = [("--json", output.json), ("--trace", trace != nil), ("--scene", scene != nil),
                     ("--seconds", timing.seconds != nil), ("--human-strokes", !people.humanStrokes.isEmpty)]
        guard let option = given.first(where: { $0.1 && !taken.contains($0.0) })?.0 else { return }
        throw ValidationError("\(option) is not an option of `\(subcommand)` (touch-sandbox-bench \(subcommand) --help lists its options)")
    }
}
