import ArgumentParser
import Foundation

/// What `bench` refuses: options of one benchmark given to another, and numbers out of range.
extension BenchCommand {
    func validate() throws {
        if trace != nil && scene == nil { throw ValidationError("--trace needs --scene") }
        if let seconds, !(seconds > 0 && seconds.isFinite) { throw ValidationError("--seconds must be a positive number") }
        let chosen = [frames, replay, trace != nil, generate != nil, templates, circles].filter { $0 }.count
        if chosen > 1 { throw ValidationError("--frames, --replay, --trace, --generate, --templates and --circles are separate benchmarks; give one") }
        if chosen > 0 && !templates && !circles && !humanStrokes.isEmpty { throw ValidationError("--human-strokes is for the built-in suite, --templates and --circles (no --frames, --replay, --trace or --generate)") }
        try validateFrames()
        try validateReplay()
        try validateGenerate()
    }

    private func validateFrames() throws {
        if !frames && (!sprites.isEmpty || runs != nil || appOnly || zoom || !zoomScales.isEmpty || window != nil || motion != nil) {
            throw ValidationError("--sprites, --runs, --app-only, --zoom, --zoom-scale, --motion and --window need --frames")
        }
        if zoom && !sprites.isEmpty { throw ValidationError("--zoom draws one sprite: it cannot be combined with --sprites") }
        if !zoomScales.isEmpty && !zoom { throw ValidationError("--zoom-scale needs --zoom") }
        if let bad = zoomScales.first(where: { !($0 >= 0.01 && $0 <= 1000) }) {
            throw ValidationError("--zoom-scale \(bad): give a zoom from 0.01 to 1000")
        }
        try window?.validate(as: "--window")
        if let bad = sprites.first(where: { !(1...10_000).contains($0) }) {
            throw ValidationError("--sprites \(bad): give a count from 1 to 10000")
        }
        if let runs, !(1...1000).contains(runs) { throw ValidationError("--runs must be from 1 to 1000") }
    }

    private func validateReplay() throws {
        if replay && seconds != nil { throw ValidationError("--seconds cannot be used with --replay (each replay runs once, to its end)") }
        if !replay && against != nil { throw ValidationError("--against needs --replay") }
        if !replay && !replayEvents.isEmpty { throw ValidationError("--replay-events needs --replay") }
        if replayEvents.contains(where: { $0 < 1 || $0 > 1_000_000_000 }) {
            throw ValidationError("--replay-events must be whole numbers of events from 1 to 1000000000")
        }
        if let against, !FileManager.default.isExecutableFile(atPath: against) {
            throw ValidationError("--against: \(against) is not an executable file")
        }
    }

    private func validateGenerate() throws {
        guard let generate else {
            if output != nil || events != nil || days != nil { throw ValidationError("--output, --events and --days need --generate") }
            return
        }
        if output == nil { throw ValidationError("--generate needs --output DIR") }
        if json || seconds != nil {
            throw ValidationError("--generate writes files and measures nothing: it cannot be combined with --json or --seconds")
        }
        if events != nil && generate != .soak { throw ValidationError("--events is for --generate soak") }
        if days != nil && generate != .week { throw ValidationError("--days is for --generate week") }
        if let events, !(1...1_000_000_000).contains(events) { throw ValidationError("--events must be from 1 to 1000000000") }
        if let days, !(1...366).contains(days) { throw ValidationError("--days must be from 1 to 366") }
    }
}
