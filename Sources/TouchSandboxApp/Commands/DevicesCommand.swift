import ArgumentParser
import Foundation
import TouchSandboxSDL
import TouchScreenTesting

/// `touch-sandbox devices`: the touch devices SDL sees; with `--from` or `--listen`, whether each is duplicated or
/// noisy, and the udev rule that turns one off.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the touch devices SDL sees: name, type (direct/indirect) and fingers down.",
        discussion: """
        With --from (libinput record or evemu recordings) or --listen SECONDS (live, through SDL), each device is \
        judged: duplicated (two nodes of one panel send the same contacts) or noisy (ghost contacts), with the udev rule \
        (LIBINPUT_IGNORE_DEVICE) that turns it off. --idle says nobody touched during the recording or listen, so every \
        contact is a ghost. Details: docs/kiosk.md, "Double and ghost touches".
        """)

    @Option(name: .customLong("from"), parsing: .upToNextOption,
            help: "Judge the devices of these recordings (libinput record YAML, several devices a file; evemu-record files).")
    var recordings: [String] = []

    @Option(help: "Listen to the touch devices SDL sees for this many seconds (a window covers the screen), then judge them.")
    var listen: Double?

    @Flag(help: "Nobody touched during the recording or listen: every contact is a ghost.")
    var idle = false

    @Flag(help: "Print the verdicts as JSON (fields in docs/kiosk.md).")
    var json = false

    @Option(help: "Also write the rules that turn devices off to DIR/99-touch-sandbox-ignore.rules (DIR created if missing).")
    var write: String?

    func validate() throws {
        if !recordings.isEmpty && listen != nil { throw ValidationError("--from and --listen cannot be combined") }
        let judging = !recordings.isEmpty || listen != nil
        if !judging {
            for (given, name) in [(idle, "--idle"), (json, "--json"), (write != nil, "--write")] where given {
                throw ValidationError("\(name) needs --from FILE... or --listen SECONDS")
            }
        }
        if let listen, !(listen.isFinite && listen > 0 && listen <= 3600) {
            throw ValidationError("--listen \(listen): expected seconds, more than 0 and at most 3600")
        }
    }

    func run() throws {
        guard !recordings.isEmpty || listen != nil else { return try list() }
        if let write {
            try OutputPreflight.prepareDirectory(write, files: [(DeviceIgnoreRule.fileName, "the udev rules")])
        }
        let devices: [ObservedTouchDevice]
        var skipped: [String] = []
        var skippedCount = 0
        if let listen {
            devices = try ListenedTouchDevices.listen(seconds: listen, idle: idle)
        } else {
            (devices, skipped, skippedCount) = try RecordedTouchDevices.read(recordings)
        }
        let report = DeviceHealthReport(mode: listen == nil ? "recordings" : "listen", idle: idle, listenSeconds: listen,
                                        devices: DeviceHealthAnalyzer().analyze(devices, idle: idle))
        if json {
            FileHandle.standardOutput.write(try report.jsonData())
        } else {
            print(report.text(), terminator: "")
        }
        if let write {
            let path = (write as NSString).appendingPathComponent(DeviceIgnoreRule.fileName)
            do {
                try OutputFile.write(Data(report.rulesFile().utf8), to: path)
            } catch {
                throw RuntimeFailure("\(error)")
            }
            let message = report.turnedOff.isEmpty ? "nothing to turn off; \(path) holds only comments"
                : "\(report.turnedOff.count) rule\(report.turnedOff.count == 1 ? "" : "s") written to \(path)"
            FileHandle.standardError.write(Data("touch-sandbox: \(message)\n".utf8))
        }
        if skippedCount > 0 {
            throw InputFileError(skipped.joined(separator: "\n") + "\n\(skippedCount) malformed line\(skippedCount == 1 ? " was" : "s were") skipped; "
                + "the verdicts above are without them")
        }
    }

    /// The list without judging: unchanged since the first version (scripts read it).
    private func list() throws {
        let system = try SDLStartup.start(headless: false, noDisplayAdvice: "touch devices are listed through the display server")
        let devices = TouchDeviceInfo.all()
        print("video driver: \(system.videoDriver)")
        if devices.isEmpty {
            print("no touch devices")
            return
        }
        for device in devices {
            let kind = device.type.isIndirect ? "indirect" : (device.type == .direct ? "direct" : device.type.rawValue)
            print("\(device.id)\t\(kind)\t\(device.fingersDown) down\t\(device.name)")
        }
    }
}
