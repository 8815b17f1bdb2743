import Foundation
import Logging
import TouchEngine
import TouchRecipes
import TouchRecordings
import TouchScreenTesting
import TouchSandboxSDL

/// Five-point calibration as a playback mode: pointer events go to a `CalibrationSession`, the screen shows the
/// current target, the progress and what the last tap did, then the result. A tap once it is done ends the session
/// (so a touch-only kiosk can finish it); Esc quits and R starts over at any time. At the end `calibration.json` is
/// written (with `--report DIR`), the matrix and udev rule are printed, and the state document written (`--state`).
final class CalibrationMode: PlaybackMode {
    private(set) var session: CalibrationSession
    private(set) var canvasSize: PixelSize
    let title: String
    private let configuration: CalibrationConfiguration
    /// The recording's path; nil for a live calibration.
    private let input: String?
    /// `--output`: the output the panel is on.
    private let output: String?
    private let writer: CalibrationWriter
    private let state: StateWriter
    private let recordPath: String?
    private var recorder: RecordingFileRecorder?
    private var tracker = TouchTracker()
    private var screen: CalibrationRenderer?
    private var lookedForDevice = false
    private let panelSize: PanelSize?
    /// `--current`: the matrix in force, given; nil when a live session is to read udev's.
    private let givenCurrent: CurrentCalibration?
    /// The display the playback opened, once `prepare` was called.
    private var display: PlaybackDisplay?
    private let logger: Logger

    /// - Parameters:
    ///   - geometry: the panel a recording came from; a live calibration reads it from the device a finger comes from.
    ///   - panelSize: `--panel-size` of a live calibration: the panel's size, for a device that gives no resolution
    ///     (or to overrule the one it gives), so `--verify` speaks millimetres.
    ///   - current: the matrix in force while the taps are made (`--current`, or a replay's none); nil for a live
    ///     calibration to read udev's matrix of the device a finger comes from.
    ///   - recordPath: `--record`: the live session's pointer events, to replay later.
    init(area: PixelSize, geometry: PanelGeometry = PanelGeometry(), panelSize: PanelSize? = nil, current: CurrentCalibration? = nil,
         configuration: CalibrationConfiguration = CalibrationConfiguration(),
         input: String?, output: String? = nil, writer: CalibrationWriter, state: StateWriter, recordPath: String? = nil, logger: Logger) {
        canvasSize = area
        self.panelSize = panelSize
        givenCurrent = current
        session = CalibrationSession(width: Double(area.width), height: Double(area.height), configuration: configuration, geometry: geometry)
        session.output = output
        session.current = current ?? Self.beforeAnyTouch
        self.output = output
        self.configuration = configuration
        self.input = input
        self.writer = writer
        self.state = state
        self.recordPath = recordPath
        self.logger = logger
        title = input == nil ? "TouchSandbox calibration" : "TouchSandbox calibration — replay"
    }

    func prepare(_ display: PlaybackDisplay) throws {
        self.display = display
        if input == nil {
            // Live: the window it got is the screen being calibrated.
            canvasSize = display.canvasSize
            // With --panel-size the millimetres are known before any finger lands (a mouse or a panel without a resolution).
            let geometry = panelSize.map { LivePanelGeometry.find(display: display, panelSize: $0, logger: logger) } ?? PanelGeometry()
            session = CalibrationSession(width: Double(canvasSize.width), height: Double(canvasSize.height), configuration: configuration,
                                         geometry: geometry)
            session.output = output
            session.current = givenCurrent ?? Self.beforeAnyTouch
        }
        if let givenCurrent { logger.info("matrix in force (--current): \(givenCurrent.description)") }
        if let recordPath {
            recorder = try RecordingFileRecorder(path: recordPath, width: canvasSize.width, height: canvasSize.height)
        }
        screen = CalibrationRenderer(renderer: display.renderer)
        logger.info("calibrating a \(canvasSize) px area, video driver \(display.system.videoDriver)")
    }

    // MARK: Input

    func handle(_ input: PlaybackInput) -> Bool {
        switch input {
        case .live(.pointer(let pointer), _):
            if !lookedForDevice, pointer.phase == .down, pointer.source == .touch, let display {
                // The device is known once a finger came from it.
                lookedForDevice = true
                session.geometry = LivePanelGeometry.find(display: display, panelSize: panelSize, logger: logger)
                if givenCurrent == nil { session.current = LiveCurrentCalibration.find(display: display, logger: logger) }
            }
            recorder?.record(pointer)
            return apply(pointer)
        case .live(.key(let press), _):
            return handleKey(press)
        case .live:
            return true
        case .recorded(.pointer(let pointer)):
            return apply(pointer)
        case .recorded(.control):
            return true
        case .viewerKey(let press):
            return press.key != .escape
        }
    }

    private func handleKey(_ press: KeyPress) -> Bool {
        guard !press.isRepeat else { return true }
        switch press.key {
        case .escape: return false
        case .r: session.restart()
        default: break
        }
        return true
    }

    /// Admits the event (the tracker refuses nonsense and keeps the state's counters) and gives it to the session;
    /// false when a tap after the end asks to finish.
    private func apply(_ event: PointerEvent) -> Bool {
        guard tracker.admit(event) == nil else { return true }
        switch event.phase {
        case .down:
            if let index = tracker.index(of: event.id) { tracker.end(at: index, cancelled: false) }
            tracker.begin(event, target: .canvas)
        case .move: if let index = tracker.index(of: event.id) { tracker.move(at: index, event) }
        case .up, .cancel: if let index = tracker.index(of: event.id) { tracker.end(at: index, cancelled: event.phase == .cancel) }
        }
        let feedback = session.apply(event)
        switch feedback {
        case .accepted(let target)?: logger.info("target \(target + 1) answered")
        case .implausible(let why)?: logger.warning("five taps refused, starting again: these taps cannot come from a real panel: \(why)")
        default: break
        }
        return feedback != .tapAfterCompletion
    }

    // MARK: Time and drawing

    func advance(to time: Double) -> Bool {
        recorder?.syncIfDue()
        return true
    }
    var time: Double { 0 }
    var nextDeadline: Double? { nil }
    var isAnimating: Bool { false }
    func nextFrameTime(after lastFrame: Double) -> Double? { nil }
    func settle() {}

    func draw(now: Double, display: PlaybackDisplay) {
        screen?.draw(session, mapping: display.viewport.mapping,
                     notes: CalibrationRenderer.Notes(verify: writer.verify, written: writer.path, snippets: writer.snippetDirectory,
                                                      keptAsBackup: writer.filesToKeep(session.result),
                                                      noMillimetres: noMillimetresReason))
    }

    /// Why the figures stay in pixels; nil when millimetres are known.
    private var noMillimetresReason: String? {
        guard session.geometry.millimetresPerPixel == nil else { return nil }
        let why: String
        if input != nil {
            why = "the recording gives no resolution"
        } else if let name = session.geometry.name {
            why = "\(name) gives no resolution"
        } else {
            why = "no touchscreen was found (a mouse, or a device SDL does not name)"
        }
        return "no millimetres: \(why); give --panel-size WxHmm"
    }

    /// A live session's matrix in force before a finger came from a touchscreen: none can be read yet.
    private static let beforeAnyTouch = CurrentCalibration.none("no finger came from a touchscreen, so udev's matrix of the device was not read")

    // MARK: Output

    func writeOutputs(display: PlaybackDisplay?) throws {
        recorder?.close()
        var failure: Error?
        do {
            try writer.write(session)
        } catch {
            failure = error
        }
        let window = display?.windowSize ?? (canvasSize.width, canvasSize.height)
        let environment = display?.environment ?? StateDocument.Environment(videoDriver: "none", renderer: "none")
        try state.write(StateDocument(scene: Scene(width: Double(canvasSize.width), height: Double(canvasSize.height)),
                                      statistics: tracker.statistics, window: window, environment: environment))
        if let failure { throw failure }
    }
}
