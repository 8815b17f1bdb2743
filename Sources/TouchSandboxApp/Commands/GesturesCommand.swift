import ArgumentParser
import Foundation
import Logging
import TouchEngine
import TouchFiles
import TouchRecipes
import TouchRecordings

/// `touch-sandbox gestures`: the user-taught gestures file that `--gestures FILE.json` reads.
struct GesturesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gestures",
        abstract: "Teach the sandbox gestures of your own (the file --gestures reads).",
        subcommands: [GesturesRecordCommand.self])
}

/// `touch-sandbox gestures record FILE.json --name NAME [--from REC]`: adds example strokes of a gesture to the file,
/// creating it when it does not exist. Without `--from` a window opens: draw the gesture with one finger (or the
/// mouse) a few times, each stroke is one example, and close the window or press Esc to save. With `--from` the
/// one-finger strokes of a recording (any format `replay` reads) are the examples, no window needed.
struct GesturesRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Add example strokes of a gesture to a gestures file (created if missing).",
        discussion: """
        Each one-finger stroke at least 40 px long is one example (two or three examples, drawn the way you will \
        draw it, are enough). Draw in the window that opens and press Esc or close it to save, or take the strokes \
        of a recording with --from.
        """)

    @Argument(help: "The gestures file (JSON) to add to; created when it does not exist.")
    var file: String

    @Option(help: "The gesture's name, as the state document and the screen show it.")
    var name: String

    @Option(help: "Take the strokes from this recording (touch-sandbox JSON Lines, evemu or libinput record) instead of a window.")
    var from: String?

    @Option(help: "With --from: an evemu device description (.desc) for an events file that has none of its own.")
    var device: String?

    @OptionGroup var windowOption: WindowOption<FixedSizeWindow>

    func validate() throws {
        if name.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--name must not be empty") }
        if device != nil && from == nil { throw ValidationError("--device needs --from") }
        if from != nil && windowOption.window != nil { throw ValidationError("--window cannot be used with --from (no window opens)") }
    }

    func run() throws {
        let logger = AppLogging.logger("gestures")
        var document = try existingFile()
        try checkWritable()
        let strokes = try from.map { try recordedStrokes(in: $0, logger: logger) } ?? drawnStrokes(logger: logger)
        guard !strokes.isEmpty else {
            throw InputFileError("\(from ?? "the window"): no one-finger stroke of at least 40 px to learn \"\(name)\" from; \(file) is unchanged")
        }
        // The rules the file's reader keeps, checked before anything is written: a recording's 1e19 is refused here,
        // naming it, instead of making a file that `--gestures` would refuse.
        for (index, stroke) in strokes.enumerated() {
            guard let problem = GestureExampleRules.problem(in: stroke) else { continue }
            let point = problem.pointIndex.map { ", point \($0 + 1)" } ?? ""
            throw InputFileError("\(from ?? "the window"): one-finger stroke \(index + 1)\(point): \(problem.message); \(file) is unchanged")
        }
        document.add(strokes, named: name)
        do {
            try document.write(to: file)
        } catch let problem as GestureTemplateFileProblem {
            throw InputFileError(problem.message)
        } catch {
            throw RuntimeFailure("\(file): cannot be written (\(error.localizedDescription))")
        }
        let total = document.gestures.first { $0.name == name }?.strokes.count ?? strokes.count
        print("\(file): added \(strokes.count) example\(strokes.count == 1 ? "" : "s") of \"\(name)\" (\(total) in all)")
    }

    /// The file as it is, or an empty one when it does not exist yet; a file that exists but cannot be read is exit 2.
    private func existingFile() throws -> GestureTemplateFile {
        guard FileManager.default.fileExists(atPath: file) else { return GestureTemplateFile() }
        do {
            return try GestureTemplateFile.load(contentsOf: file)
        } catch {
            throw InputFileError(error.description)
        }
    }

    /// The file's folder must exist and be writable before anyone draws for nothing.
    private func checkWritable() throws {
        let folder = FilePathParts.parent(of: file)
        let directory = folder.isEmpty ? "." : folder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw InputFileError("\(file): the folder \(directory) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else { throw InputFileError("\(file): the folder \(directory) is not writable") }
    }

    private func recordedStrokes(in path: String, logger: Logger) throws -> [[Vector2]] {
        let recording = try RecordingPlayback(path: path, device: device, windowWidth: 1280, windowHeight: 800, logger: logger)
        var collector = OneFingerStrokeCollector()
        while let input = recording.next() {
            if case .pointer(let event) = input { collector.take(event) }
        }
        if collector.skipped > 0 { logger.notice("\(path): \(collector.skipped) touches were not one-finger strokes of at least 40 px") }
        return collector.strokes
    }

    private func drawnStrokes(logger: Logger) throws -> [[Vector2]] {
        let size = windowOption.window ?? WindowSize(width: 1280, height: 800)
        let collector = StrokeCollectingRecorder(name: name)
        let mode = SandboxMode(loaded: LoadedScene.empty(width: size.width, height: size.height), kiosk: nil, showOverlay: true,
                               showHUD: false, recorder: collector, state: StateWriter(path: nil),
                               title: "TouchSandbox: draw \"\(name)\" with one finger, a few times; Esc saves", logger: logger, showTray: false)
        // The guide is drawn on the canvas too: under cage or a bare X server nobody sees the title.
        let session = mode.session
        session.guide = collector.guide.lines
        collector.guideChanged = { [weak session] guide in session?.guide = guide.lines }
        var display = PlaybackDisplay.Options()
        display.windowSize = windowOption.pixelSize
        try Playback.run(mode, display: display, pace: .live, network: NetworkSettings(), screenshot: nil, logger: logger)
        return collector.collector.strokes
    }
}

/// Takes the strokes a person draws in the recording window, saying on stdout as each is learnt or skipped, and
/// keeping the window's guide up to date.
final class StrokeCollectingRecorder: PointerRecorder {
    let name: String
    private(set) var collector = OneFingerStrokeCollector()
    private(set) var guide: GestureRecordingGuide
    /// Called with the guide whenever a touch ends.
    var guideChanged: ((GestureRecordingGuide) -> Void)?

    init(name: String) {
        self.name = name
        guide = GestureRecordingGuide(name: name)
    }

    func record(_ event: PointerEvent) {
        let skippedBefore = collector.skipped
        let kept = collector.take(event) != nil
        if kept {
            print("example \(collector.strokes.count) of \"\(name)\" taken")
            guide.lastStroke = .kept
        } else if collector.skipped > skippedBefore, let skip = collector.lastSkip {
            guide.lastStroke = .skipped(skip)
            print(guide.lastStrokeLine)
        } else {
            return
        }
        guide.examples = collector.strokes.count
        guideChanged?(guide)
    }

    func record(_ input: ControlInput, at time: Double) {}
    func close() {}
}
