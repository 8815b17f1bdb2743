import Foundation
import TouchEngine
import Logging
import TouchScreenTesting
import TouchSandboxSDL

/// Shows the `map-outputs` prompt on each output in turn, in a fullscreen window on that output, and notes which
/// touch device answers each: a touchscreen's finger answers (and moves on after a moment's feedback), Esc skips
/// the output, closing the window or quitting ends the survey there. A touchpad's finger is noted and does not
/// answer. Only the device matters, not where on the screen the finger lands.
final class OutputPromptSession {
    /// How long the "Touched" screen stays before the next output's prompt.
    static let feedbackSeconds = 0.6

    private let system: SDLSystem
    private let displays: [DisplayInfo]
    private let script: TestTouchScript?
    private let sysfs = SysfsInputDevices()
    /// The touchscreens' own event nodes: under Wayland the only way to tell which panel answered.
    private let landings = EvdevTouchLandings()
    private let logger: Logger
    private(set) var survey: OutputSurvey

    init(system: SDLSystem, displays: [DisplayInfo], outputs: [SurveyedOutput], script: TestTouchScript?, logger: Logger) {
        self.system = system
        self.displays = displays
        self.script = script
        self.logger = logger
        survey = OutputSurvey(outputs: outputs)
    }

    /// Runs every prompt; returns when each output was answered or skipped, or the survey was ended.
    func run() throws {
        for (index, display) in displays.enumerated() {
            guard try ask(index, on: display) else {
                logger.info("map-outputs ended at output \(index + 1) of \(displays.count)")
                return
            }
        }
    }

    /// One prompt; false when the survey was ended.
    private func ask(_ index: Int, on display: DisplayInfo) throws -> Bool {
        let output = survey.outputs[index]
        let window = try Window(system: system, title: "TouchSandbox map-outputs: touch this screen (\(index + 1) of \(displays.count))",
                                size: display.frame.size,
                                options: Window.Options(resizable: false, fullscreenDesktop: true, borderless: true, display: display.index))
        window.raise()
        let renderer = try Renderer(window: window)
        let painter = OutputPromptRenderer(renderer: renderer)
        var prompt = OutputPromptRenderer.Prompt(number: index + 1, count: displays.count, output: output, note: nil, answered: false)
        print("prompt \(index + 1) of \(displays.count): touch \(output.name)")
        fflush(nil)  // all streams: stdout is a global Swift 6 will not touch
        var pending = script?.steps.filter { $0.prompt == index + 1 } ?? []
        _ = landings.landedSinceLastLook()
        let shown = Date()
        while true {
            painter.draw(prompt, in: promptArea(window: window, renderer: renderer, display: display))
            let elapsed = Date().timeIntervalSince(shown)
            while let step = pending.first(where: { $0.after <= elapsed }) {
                pending.removeAll { $0 == step }
                switch step.action {
                case .touch(let device, _): TestTouchInjection.tap(device: TouchDeviceID(device), window: window)
                case .escape: return skip(index)
                }
            }
            guard let event = RawEventWait.next(timeoutMilliseconds: 100) else { continue }
            switch event {
            case .finger(let finger) where finger.phase == .down && !finger.isFromMouse:
                let device = describe(finger.device, landed: landings.landedSinceLastLook())
                if survey.touch(device, onOutput: index) {
                    logger.info("\(output.name) touched by \"\(device.name)\" (touch id \(device.id))")
                    print("\(output.name): touched by \"\(device.name)\" (touch id \(device.id), \(device.type))")
                    prompt.answered = true
                    prompt.note = "by \(device.name)"
                    painter.draw(prompt, in: promptArea(window: window, renderer: renderer, display: display))
                    drain(for: Self.feedbackSeconds)
                    return true
                }
                prompt.note = "\(device.name) is a touchpad, not this screen: touch the screen itself"
            case .key(let key) where key.key == .escape && !key.isRepeat:
                return skip(index)
            case .quit:
                return false
            default:
                break
            }
        }
    }

    /// Where on the window's drawable the prompt goes: all of it, unless the window covers every output (cage
    /// gives its one window the whole layout), then the part over `display`.
    private func promptArea(window: Window, renderer: Renderer, display: DisplayInfo) -> Rect? {
        guard displays.count > 1, let first = displays.first?.frame else { return nil }
        let union = displays.dropFirst().reduce(first) { $0.union($1.frame) }
        let windowSize = window.size
        guard windowSize == union.size, windowSize != display.frame.size, windowSize.width > 0 else { return nil }
        let scale = Double(renderer.outputSize.width) / Double(windowSize.width)
        return Rect(x: Double(display.frame.x - union.x) * scale, y: Double(display.frame.y - union.y) * scale,
                    width: Double(display.frame.size.width) * scale, height: Double(display.frame.size.height) * scale)
    }

    private func skip(_ index: Int) -> Bool {
        survey.skip(outputIndex: index)
        print("\(survey.outputs[index].name): skipped")
        return true
    }

    /// Lets `seconds` pass, taking the events that come (a finger still lifting, a second tap) so they do not
    /// answer the next prompt.
    private func drain(for seconds: Double) {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end { _ = RawEventWait.next(timeoutMilliseconds: 50) }
        while RawEventWait.next(timeoutMilliseconds: 0) != nil {}
    }

    /// The device as SDL knows it, with its event node and ids from sysfs; a device only the test script knows
    /// (`TOUCH_SANDBOX_TEST_TOUCHES`) is a touchscreen by the script's name. When SDL's device is not a kernel device
    /// (under Wayland it is the seat's "wayland_touch", every panel at once) and exactly one panel's event node saw
    /// the finger land (`landed`), the device is that node: its kernel name, and its number negated less one as
    /// the id (event5 is -6), so each panel is a device of its own.
    private func describe(_ id: TouchDeviceID, landed: [EvdevPanel]) -> SurveyedDevice {
        if let known = TouchDeviceInfo.all().first(where: { $0.id == id }), landed.count == 1, landed[0].name != known.name,
           let number = Int64(landed[0].path.split(separator: "/").last?.dropFirst("event".count) ?? "") {
            let panel = landed[0]
            let details = sysfs.details(node: panel.path)
            logger.info("\(known.name) is every touchscreen of the seat; the finger landed on \(panel.path) (\(panel.name))")
            return SurveyedDevice(id: -(number + 1), name: panel.name, type: known.type.rawValue, node: panel.path,
                                  vendor: details?.vendor, product: details?.product)
        }
        if let known = TouchDeviceInfo.all().first(where: { $0.id == id }) {
            let details = sysfs.details(named: known.name)
            return SurveyedDevice(id: id.rawValue, name: known.name, type: known.type.rawValue, node: details?.node,
                                  vendor: details?.vendor, product: details?.product)
        }
        if let name = script?.name(of: id.rawValue) {
            return SurveyedDevice(id: id.rawValue, name: name, type: TouchDeviceType.direct.rawValue)
        }
        return SurveyedDevice(id: id.rawValue, name: "touch device \(id.rawValue)", type: TouchDeviceType.unknown.rawValue)
    }
}
