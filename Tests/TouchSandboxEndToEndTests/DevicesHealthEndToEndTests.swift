import Foundation
import Testing
import TouchRecordings
import TouchTestSupport

/// `touch-sandbox devices --from …` through the release binary, on recordings of panels whose nodes double or ghost
/// (Fixtures/devices, written by its make-fixtures.py in the layouts libinput-record(1) and evemu-record document).
@Suite("devices --from and --listen: duplicated and noisy touch devices, end to end")
struct DevicesHealthEndToEndTests {
    static func fixture(_ name: String) -> String { TestPaths.fixtures.appendingPathComponent("devices/\(name)").path }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func devices(_ text: String) throws -> [[String: Any]] {
        try #require(try json(text)["devices"] as? [[String: Any]])
    }

    @Test("libinput record --all of a keyboard and an ILITEK panel's two nodes: the Mouse node doubles the touchscreen and is turned off by name; --write writes its rule")
    func duplicatedPanel() throws {
        let folder = try TemporaryDirectory("devices")
        let result = try runApp(["devices", "--from", Self.fixture("duplicated-panel.yml"), "--json", "--write", folder.path("rules")])
        #expect(result.status == 0, "\(result)")
        let devices = try Self.devices(result.stdout)
        #expect(devices.map { $0["name"] as? String } == ["ILITEK ILITEK-TP", "ILITEK ILITEK-TP Mouse"])
        #expect(devices.map { $0["verdict"] as? String } == ["duplicated", "duplicated"])
        #expect(devices.map { $0["turnOff"] as? Bool } == [false, true])
        #expect(devices.map { $0["contacts"] as? Int } == [9, 8])
        #expect(devices.map { $0["vendor"] as? String } == ["222a", "222a"])
        #expect(devices.map { $0["node"] as? String } == ["/dev/input/event5", "/dev/input/event6"])
        #expect(devices.map { $0["udevInputClasses"] as? [String] } == [["touchscreen"], ["mouse"]])
        let duplicate = try #require(devices[1]["duplicate"] as? [String: Any])
        #expect(duplicate["of"] as? Int == 1 && duplicate["twins"] as? Int == 8 && duplicate["share"] as? Double == 1 && duplicate["keep"] as? Bool == false)
        let rule = #"ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="ILITEK ILITEK-TP Mouse", ENV{LIBINPUT_IGNORE_DEVICE}="1""#
        #expect(devices[1]["rule"] as? String == rule)
        #expect(devices[0]["rule"] is NSNull)
        let file = try String(contentsOfFile: folder.path("rules/99-touch-sandbox-ignore.rules"), encoding: .utf8)
        let rules = file.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(rules == [Substring(rule)], "\(file)")
        #expect(result.stderr.contains("1 rule written to \(folder.path("rules/99-touch-sandbox-ignore.rules"))"), "\(result.stderr)")
    }

    @Test("a Wacom sensor's finger and pen nodes, used at other times and places: both clean, nothing to turn off, the rules file only comments")
    func penAndTouch() throws {
        let folder = try TemporaryDirectory("devices")
        let result = try runApp(["devices", "--from", Self.fixture("pen-and-touch.yml"), "--write", folder.path("rules")])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.components(separatedBy: "verdict: clean\n").count == 3, "\(result.stdout)")
        #expect(!result.stdout.contains("LIBINPUT_IGNORE_DEVICE"))
        let file = try String(contentsOfFile: folder.path("rules/99-touch-sandbox-ignore.rules"), encoding: .utf8)
        #expect(file.split(separator: "\n").allSatisfy { $0.hasPrefix("#") }, "\(file)")
    }

    @Test("evemu recordings of two Goodix nodes with one name and one vendor/product: the second is turned off, matched by name and ids, with a note that nothing tells them apart")
    func evemuTwins() throws {
        let result = try runApp(["devices", "--from", Self.fixture("goodix-node-a.evemu"), Self.fixture("goodix-node-b.evemu"), "--json"])
        #expect(result.status == 0, "\(result)")
        let devices = try Self.devices(result.stdout)
        #expect(devices.map { $0["verdict"] as? String } == ["duplicated", "duplicated"])
        #expect(devices.map { $0["turnOff"] as? Bool } == [false, true])
        #expect(devices[1]["rule"] as? String
            == #"ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="Goodix Capacitive TouchScreen", ATTRS{id/vendor}=="27c6", ATTRS{id/product}=="0e30", ENV{LIBINPUT_IGNORE_DEVICE}="1""#)
        #expect((devices[1]["ruleNote"] as? String)?.contains("ATTRS{phys}") == true)
    }

    @Test("a panel ghosting at one spot: noisy from the signs alone and with --idle; alone it is not turned off, and the text says why")
    func ghosts() throws {
        let idle = try runApp(["devices", "--from", Self.fixture("ghosts.evemu"), "--idle", "--json"])
        #expect(idle.status == 0, "\(idle)")
        let device = try #require(try Self.devices(idle.stdout).first)
        #expect(device["verdict"] as? String == "noisy" && device["turnOff"] as? Bool == false)
        let noise = try #require(device["noise"] as? [String: Any])
        #expect(noise["idle"] as? Bool == true && noise["ghosts"] as? Int == 6)
        let text = try runApp(["devices", "--from", Self.fixture("ghosts.evemu")])
        #expect(text.status == 0, "\(text)")
        #expect(text.stdout.contains("verdict: noisy (ghost contacts)\n"), "\(text.stdout)")
        #expect(text.stdout.contains("6 of 6 contacts never moved and lasted under 0.02 s"), "\(text.stdout)")
        #expect(text.stdout.contains("rule, only if you decide to turn it off:"), "\(text.stdout)")
    }

    @Test("bad input is exit 2 naming the file and line: a malformed event line (the verdicts are still printed), a foreign file, a touch-sandbox recording, a missing file")
    func badInput() throws {
        let folder = try TemporaryDirectory("devices")
        var lines = try String(contentsOfFile: Self.fixture("duplicated-panel.yml"), encoding: .utf8).components(separatedBy: "\n")
        let broken = try #require(lines.firstIndex { $0.contains("ABS_MT_POSITION_X") && $0.hasPrefix("      - [") })
        lines[broken] = "      - [  0, 5oo000,   3,  53,    3277]"
        let damaged = try folder.write("damaged.yml", lines.joined(separator: "\n"))
        let result = try runApp(["devices", "--from", damaged])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("\(damaged):\(broken + 1): "), "\(result.stderr)")
        #expect(result.stdout.contains("device 2: \"ILITEK ILITEK-TP Mouse\""), "\(result.stdout)")

        let foreign = try folder.write("notes.txt", "hello\n")
        let refused = try runApp(["devices", "--from", foreign])
        #expect(refused.status == 2 && refused.stderr.contains("\(foreign):1: not a touch recording"), "\(refused)")
        let format1 = try runApp(["devices", "--from", TestPaths.recording("tap-flower.jsonl")])
        #expect(format1.status == 2 && format1.stderr.contains("holds one window's pointer events"), "\(format1)")
        let missing = try runApp(["devices", "--from", folder.path("absent.yml")])
        #expect(missing.status == 2 && missing.stderr.contains(folder.path("absent.yml")), "\(missing)")
        let badDescription = try folder.write("bad-device.yml", "version: 1\ndevices:\n  - node: /dev/input/event5\n    evdev:\n      name: [unclosed\n")
        let refusedDescription = try runApp(["devices", "--from", badDescription])
        #expect(refusedDescription.status == 2 && refusedDescription.stderr.contains("\(badDescription):"), "\(refusedDescription)")
    }

    @Test("options that need --from or --listen, and --from with --listen, are refused with exit 2")
    func refusedOptions() throws {
        for arguments in [["devices", "--idle"], ["devices", "--json"], ["devices", "--write", "/tmp"],
                          ["devices", "--from", Self.fixture("ghosts.evemu"), "--listen", "2"], ["devices", "--listen", "0"]] {
            let result = try runApp(arguments)
            #expect(result.status == 2, "\(arguments): \(result)")
        }
    }

    @Test("--listen under Xvfb (which has no touch devices): a second's listen in a window, then no devices, exit 0")
    func listenUnderXvfb() throws {
        let result = try withXvfb { display in
            try runApp(["devices", "--listen", "1", "--idle", "--json"], environment: childEnvironment(display: display.name))
        }
        #expect(result.status == 0, "\(result)")
        let json = try Self.json(result.stdout)
        #expect(json["mode"] as? String == "listen" && json["listenSeconds"] as? Double == 1 && json["idle"] as? Bool == true)
        #expect((json["devices"] as? [Any])?.isEmpty == true)
    }
}

@Suite("Reading every device of a recording")
struct RecordedDevicesReaderTests {
    @Test("a libinput record file with a keyboard and two touch nodes opens as two streams, with names, ids, nodes and udev classes; the Mouse node's BTN_LEFT makes its contacts")
    func libinputSeveralDevices() throws {
        let streams = try RecordingFile.openDevices(path: DevicesHealthEndToEndTests.fixture("duplicated-panel.yml"), windowWidth: 1, windowHeight: 1)
        #expect(streams.map { $0.info.device?.name } == ["ILITEK ILITEK-TP", "ILITEK ILITEK-TP Mouse"])
        #expect(streams.map { $0.info.device?.identity } == [TouchDeviceIdentity(bus: 3, vendor: 0x222a, product: 1, version: 0x110),
                                                             TouchDeviceIdentity(bus: 3, vendor: 0x222a, product: 1, version: 0x110)])
        #expect(streams.map { $0.info.device?.udevInputClasses } == [["touchscreen"], ["mouse"]])
        #expect(streams.map { $0.info.device?.x?.maximum } == [16383, 32767])
        var downs: [[Double]] = []
        for stream in streams {
            var times: [Double] = []
            while let input = stream.next() {
                if case .pointer(let event) = input, event.phase == .down { times.append(event.time) }
            }
            downs.append(times)
        }
        #expect(downs[0].count == 9 && downs[1].count == 8)
        #expect(downs[0].first == 0.5 && downs[1].first == 0.501)
    }

    @Test("an evemu file's I: line gives the ids, and its kernel timestamps stay on their own clock (timeOrigin)")
    func evemuIdentityAndClock() throws {
        let streams = try RecordingFile.openDevices(path: DevicesHealthEndToEndTests.fixture("goodix-node-b.evemu"), windowWidth: 1, windowHeight: 1)
        #expect(streams.count == 1)
        #expect(streams[0].info.device?.identity == TouchDeviceIdentity(bus: 0x18, vendor: 0x27c6, product: 0x0e30, version: 0x100))
        #expect(streams[0].info.timeOrigin == 1_700_000_000.252)
    }
}
