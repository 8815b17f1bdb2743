import Foundation
import Testing
import TouchEngine
import TouchScreenTesting

/// Devices seen together, judged: a panel's two nodes doubling each other, a panel ghosting while nobody touches, a
/// clean panel, and a pen beside a touchscreen (two devices, different contacts: not a duplicate).
@Suite("Device health: duplicated and noisy touch devices, and the rule that turns one off")
struct DeviceHealthTests {
    /// A tap of 80 ms at (x, y), `at` seconds.
    static func tap(_ x: Double, _ y: Double, at time: Double, lasting: Double = 0.08) -> DeviceContact {
        DeviceContact(start: time, end: time + lasting, startPoint: Vector2(x, y), endPoint: Vector2(x, y))
    }

    static let taps = [(0.2, 0.3), (0.8, 0.25), (0.5, 0.5), (0.15, 0.85), (0.9, 0.9), (0.35, 0.65)].enumerated().map {
        tap($0.element.0, $0.element.1, at: 0.5 + Double($0.offset) * 0.4)
    }

    @Test("a panel's touchscreen node and its Mouse node send every contact twice: the Mouse node is turned off, by name")
    func duplicatedPair() throws {
        // The Mouse interface repeats each contact 1 ms later, a little off (its own grid), and misses one of six.
        let echo = Self.taps.dropLast().map {
            DeviceContact(start: $0.start + 0.001, end: $0.end + 0.001, startPoint: $0.startPoint + Vector2(0.004, -0.003),
                          endPoint: $0.endPoint + Vector2(0.004, -0.003))
        }
        let touch = ObservedTouchDevice(name: "ILITEK ILITEK-TP", vendor: 0x222a, product: 0x0001, inputClasses: ["touchscreen"],
                                        source: "panel.yml", slotCount: 10, contacts: Self.taps, maximumSimultaneous: 2)
        let mouse = ObservedTouchDevice(name: "ILITEK ILITEK-TP Mouse", vendor: 0x222a, product: 0x0001, inputClasses: ["mouse"],
                                        source: "panel.yml", contacts: Array(echo))
        let health = DeviceHealthAnalyzer().analyze([touch, mouse], idle: false)
        #expect(health.map(\.verdict) == [.duplicated, .duplicated])
        #expect(health.map(\.turnOff) == [false, true])
        #expect(health[1].duplicate == DeviceHealth.Duplicate(otherNumber: 1, twins: 5, comparedContacts: 5, isSecondary: true))
        #expect(health[0].rule == nil)
        #expect(health[1].rule?.line == #"ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="ILITEK ILITEK-TP Mouse", ENV{LIBINPUT_IGNORE_DEVICE}="1""#)
        #expect(health[1].reasons.first == "5 of 5 contacts (100 %) began and ended within 0.05 s of a contact of device 1 (\"ILITEK ILITEK-TP\") "
            + "at the same place (within 3 % of the screen): two nodes of one panel both send")
    }

    @Test("with --idle every panel that made a contact is noisy and none is turned off (none would be left); without it the six 4 ms contacts at one spot are ghosts and that panel is turned off")
    func noisyIdleDevice() {
        let ghosts = (0..<6).map { Self.tap(0.93, 0.07, at: Double($0) * 1.3, lasting: 0.004) }
        let noisy = ObservedTouchDevice(name: "eGalax Inc. USB TouchController", source: "ghosts.evemu", contacts: ghosts)
        let quiet = ObservedTouchDevice(name: "ELAN Touchscreen", source: "elan.evemu", contacts: [Self.tap(0.5, 0.5, at: 2)])
        let idle = DeviceHealthAnalyzer().analyze([noisy, quiet], idle: true)
        #expect(idle.map(\.verdict) == [.noisy, .noisy])
        #expect(idle[0].noise == DeviceHealth.Noise(idle: true, ghosts: 6, flashes: 0, repeatedSpotContacts: 0, contactsPerSecond: nil))
        // Both made contacts while nobody touched: neither is "the one that still gives touch".
        #expect(idle.map(\.turnOff) == [false, false])

        // Without --idle, the signs alone: six 4 ms contacts at one spot; the one tap elsewhere is a person's.
        let signs = DeviceHealthAnalyzer().analyze([noisy, quiet], idle: false)
        #expect(signs.map(\.verdict) == [.noisy, .clean])
        #expect(signs[0].noise == DeviceHealth.Noise(idle: false, ghosts: 6, flashes: 6, repeatedSpotContacts: 6, contactsPerSecond: nil))
        #expect(signs.map(\.turnOff) == [true, false])
        #expect(signs[0].rule?.line == #"ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="eGalax Inc. USB TouchController", ENV{LIBINPUT_IGNORE_DEVICE}="1""#)
        #expect(signs[1].rule == nil)
    }

    @Test("far more contacts than people make: 32 moving contacts in a second, all at different places, are noisy by their rate alone")
    func tooManyContacts() {
        let storm: [DeviceContact] = (0..<32).map { (index: Int) -> DeviceContact in
            let start = Double(index) / 32
            let place = Vector2(Double(index % 8) / 8, Double(index / 8) / 5)
            return DeviceContact(start: start, end: start + 1.0 / 32, startPoint: place, endPoint: place + Vector2(0.02, 0), travel: 0.02)
        }
        let health = DeviceHealthAnalyzer().analyze([ObservedTouchDevice(name: "USB Touch", source: "storm.yml", contacts: storm)], idle: false)
        #expect(health.map(\.verdict) == [.noisy])
        #expect(health[0].noise == DeviceHealth.Noise(idle: false, ghosts: 32, flashes: 0, repeatedSpotContacts: 0, contactsPerSecond: 32))
        #expect(health[0].reasons.first == "32 contacts a second over 1 s, more than people make (20)")
        // Twenty-nine of them are not judged by rate: fewer than 30 contacts is not enough to tell.
        let fewer = DeviceHealthAnalyzer().analyze([ObservedTouchDevice(name: "USB Touch", source: "storm.yml", contacts: Array(storm.prefix(29)))], idle: false)
        #expect(fewer.map(\.verdict) == [.clean])
    }

    @Test("a clean panel alone: a person's taps and a drag; nothing is turned off; with --idle and no contact it is silent")
    func cleanDevice() {
        var contacts = Self.taps
        contacts.append(DeviceContact(start: 3, end: 3.6, startPoint: Vector2(0.1, 0.5), endPoint: Vector2(0.7, 0.55), travel: 0.6))
        let panel = ObservedTouchDevice(name: "ELAN Touchscreen", source: "elan.yml", contacts: contacts)
        let health = DeviceHealthAnalyzer().analyze([panel], idle: false)
        #expect(health.map(\.verdict) == [.clean])
        #expect(health[0].turnOff == false && health[0].rule == nil)
        #expect(health[0].span == 3.1)
        let silent = DeviceHealthAnalyzer().analyze([ObservedTouchDevice(name: "ELAN Touchscreen", source: "elan.yml", contacts: [])], idle: true)
        #expect(silent.map(\.verdict) == [.silent])
    }

    @Test("a pen and a finger on one Wacom sensor, at other times and places: two devices, not a duplicate")
    func penAndTouchAreNotDuplicates() {
        let pen = (0..<4).map { index in
            DeviceContact(start: 3 + Double(index) * 0.7, end: 3.45 + Double(index) * 0.7, startPoint: Vector2(0.1 + 0.2 * Double(index), 0.9),
                          endPoint: Vector2(0.25 + 0.2 * Double(index), 0.85), travel: 0.16)
        }
        // One pen stroke starts where and when a finger tap starts, and still differs at its end.
        let finger = Self.taps.prefix(4) + [DeviceContact(start: 3, end: 3.08, startPoint: Vector2(0.1, 0.9), endPoint: Vector2(0.1, 0.9))]
        let devices = [
            ObservedTouchDevice(name: "Wacom Pen and multitouch sensor Finger", vendor: 0x056a, product: 0x051b,
                                inputClasses: ["touchscreen"], source: "wacom.yml", contacts: Array(finger)),
            ObservedTouchDevice(name: "Wacom Pen and multitouch sensor Pen", vendor: 0x056a, product: 0x051b,
                                inputClasses: ["tablet"], source: "wacom.yml", contacts: pen),
        ]
        let health = DeviceHealthAnalyzer().analyze(devices, idle: false)
        #expect(health.map(\.verdict) == [.clean, .clean])
        #expect(health.allSatisfy { $0.duplicate == nil && !$0.turnOff && $0.rule == nil })
        #expect(DeviceHealthAnalyzer().twinCount(finger.sorted { $0.start < $1.start }, pen) == 0)
    }

    @Test("two nodes with the same name and ids are told apart by udev's input class; without one, the note says the rule matches both")
    func sharedNames() throws {
        let contacts = Self.taps
        func node(_ classes: [String]) -> ObservedTouchDevice {
            ObservedTouchDevice(name: "Goodix Capacitive TouchScreen", vendor: 0x27c6, product: 0x0e30, inputClasses: classes,
                                source: "goodix.yml", contacts: contacts)
        }
        let classed = DeviceIgnoreRule(for: 1, among: [node(["touchscreen"]), node(["mouse"])])
        #expect(classed.line == #"ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="Goodix Capacitive TouchScreen", ATTRS{id/vendor}=="27c6", ATTRS{id/product}=="0e30", ENV{ID_INPUT_TOUCHSCREEN}!="1", ENV{LIBINPUT_IGNORE_DEVICE}="1""#)
        #expect(classed.note == nil)
        let alike = DeviceIgnoreRule(for: 1, among: [node([]), node([])])
        #expect(alike.note?.hasPrefix("this rule also matches Goodix Capacitive TouchScreen") == true)
        // The same name on another vendor's device: the ids tell them apart.
        var other = node([])
        other.vendor = 0x04f3
        #expect(DeviceIgnoreRule(for: 1, among: [other, node([])]).note == nil)
    }

    /// The event node and its parent input device as udev sees them: properties on the node, sysfs attributes on
    /// the parent (`inputN`) where `ATTRS{}` finds them.
    struct UdevDevice {
        var kernel: String
        var properties: [String: String]
        var name: String
        var vendor: String
        var product: String
    }

    /// Applies a rules file the way udev(7) reads it: a rule whose matches all hold assigns its `ENV{}` values.
    static func apply(_ rules: String, to device: UdevDevice, action: String = "add") throws -> [String: String] {
        var properties = device.properties
        for rule in try StackGrammars.udevRules(rules) {
            let matches = rule.filter { $0.operation == "==" || $0.operation == "!=" }
            let holds = matches.allSatisfy { pair in
                let value: String? = switch (pair.key, pair.attribute) {
                case ("ACTION", nil): action
                case ("KERNEL", nil): device.kernel
                case ("ATTRS", "name"?): device.name
                case ("ATTRS", "id/vendor"?): device.vendor
                case ("ATTRS", "id/product"?): device.product
                case ("ENV", let key?): properties[key] ?? ""
                default: nil
                }
                guard let value else { return false }
                return StackGrammars.udevMatches(pair.value, value) == (pair.operation == "==")
            }
            guard holds else { continue }
            for pair in rule where pair.operation == "=" && pair.key == "ENV" { properties[pair.attribute!] = pair.value }
        }
        return properties
    }

    @Test("the rules file, read the way udev reads it, sets LIBINPUT_IGNORE_DEVICE=1 on the Mouse node's event device only")
    func rulesFileAsUdevReadsIt() throws {
        let touchContacts = Self.taps
        let nodes = [
            ObservedTouchDevice(name: "Goodix Capacitive TouchScreen", vendor: 0x27c6, product: 0x0e30, inputClasses: ["touchscreen"],
                                source: "a.yml", slotCount: 10, contacts: touchContacts, maximumSimultaneous: 2),
            ObservedTouchDevice(name: "Goodix Capacitive TouchScreen", vendor: 0x27c6, product: 0x0e30, inputClasses: ["mouse"],
                                source: "a.yml", contacts: touchContacts),
            ObservedTouchDevice(name: "Weird \"Panel\" *2*", source: "weird.evemu",
                                contacts: (0..<5).map { Self.tap(0.5, 0.5, at: Double($0), lasting: 0.002) }),
        ]
        let report = DeviceHealthReport(mode: "recordings", idle: false, devices: DeviceHealthAnalyzer().analyze(nodes, idle: false))
        #expect(report.devices.map(\.turnOff) == [false, true, true])
        let file = report.rulesFile()
        let touchscreen = UdevDevice(kernel: "event5", properties: ["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1"],
                                     name: "Goodix Capacitive TouchScreen", vendor: "27c6", product: "0e30")
        var mouse = touchscreen
        mouse.kernel = "event6"
        mouse.properties = ["ID_INPUT": "1", "ID_INPUT_MOUSE": "1"]
        var mouseParent = mouse
        mouseParent.kernel = "input6"  // the rule is for event nodes, not the input device above them
        var weird = touchscreen
        weird.name = "Weird \"Panel\" *2*"
        weird.vendor = "0eef"
        weird.kernel = "event9"
        #expect(try Self.apply(file, to: touchscreen)["LIBINPUT_IGNORE_DEVICE"] == nil)
        #expect(try Self.apply(file, to: mouse)["LIBINPUT_IGNORE_DEVICE"] == "1")
        #expect(try Self.apply(file, to: mouse, action: "change")["LIBINPUT_IGNORE_DEVICE"] == "1")
        #expect(try Self.apply(file, to: mouse, action: "remove")["LIBINPUT_IGNORE_DEVICE"] == nil)
        #expect(try Self.apply(file, to: mouseParent)["LIBINPUT_IGNORE_DEVICE"] == nil)
        #expect(try Self.apply(file, to: weird)["LIBINPUT_IGNORE_DEVICE"] == "1")
        #expect(try StackGrammars.udevRules(file).count == 2)
    }

    @Test("contacts come from pointer events: a down for an id already down ends the first, and a contact still down at the end is unfinished")
    func collector() {
        var collector = DeviceContactCollector()
        collector.add(PointerEvent(.down, id: 1, x: 0.1, y: 0.1, time: 0))
        collector.add(PointerEvent(.down, id: 2, x: 0.5, y: 0.5, time: 0.01))
        collector.add(PointerEvent(.move, id: 1, x: 0.4, y: 0.5, time: 0.02))
        collector.add(PointerEvent(.up, id: 1, x: 0.4, y: 0.5, time: 0.03))
        collector.add(PointerEvent(.down, id: 2, x: 0.6, y: 0.6, time: 0.04))
        collector.add(PointerEvent(.up, id: 7, x: 0.6, y: 0.6, time: 0.05))
        collector.finish()
        #expect(collector.maximumSimultaneous == 2)
        #expect(collector.contacts == [
            DeviceContact(start: 0, end: 0.03, startPoint: Vector2(0.1, 0.1), endPoint: Vector2(0.4, 0.5), travel: 0.5),
            DeviceContact(start: 0.01, end: 0.04, startPoint: Vector2(0.5, 0.5), endPoint: Vector2(0.5, 0.5)),
            DeviceContact(start: 0.04, end: 0.04, startPoint: Vector2(0.6, 0.6), endPoint: Vector2(0.6, 0.6), unfinished: true),
        ])
    }
}
