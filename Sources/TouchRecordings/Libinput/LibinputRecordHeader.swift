import Yams

/// Reads the YAML parts of a `libinput record` file that are not events: the top of the file (`version`,
/// `ndevices`, `libinput`, `system`) and each device's description (`node`, `evdev`, `hid`, `udev`, `quirks`), with
/// Yams. Each part is small and read whole; the events, which may run to millions of lines, never go through Yams
/// (see `LibinputEventSource`).
///
/// The device description libinput writes (the `# …` comments repeat what the keys say):
/// ```
/// - node: /dev/input/event7
///   evdev:
///     name: "ELAN Touchscreen"
///     id: [3, 1267, 695, 272]      # bus, vendor, product, version
///     codes:
///       3: [0, 1, 47, 53, 54, 57] # EV_ABS
///     absinfo:
///       53: [0, 3200, 0, 0, 11]      # min, max, fuzz, flat, resolution
///     properties: [1]
///   udev:
///     properties:
///     - ID_INPUT=1
///     - ID_INPUT_TOUCHSCREEN=1
///   quirks: …
/// ```
enum LibinputRecordHeader {
    /// A device block as read: its name and axes, and whether it reports `ABS_MT_POSITION_X`.
    struct Device {
        var facts: EvdevDeviceFacts
        var isTouchDevice: Bool
        /// Whether it reports a position at all: `ABS_MT_POSITION_X` or `ABS_X` (a single-touch panel, a pen, the
        /// absolute "Mouse" interface of a touch panel).
        var hasPositions: Bool
        /// `absinfo` entries left out, each with its line in the file and why.
        var faults: [LocatedFault] = []
    }

    /// The `version` of the top of the file, and the text it is written as (nil when there is none; the text of a
    /// version that is not a number that fits); throws a message (with the line within `text`) when it is not YAML.
    static func version(of text: String) throws(LocatedFault) -> (value: Int?, written: String?) {
        let root = try compose(text)
        let node = root?["version"]
        return (node?.int, node.map { $0.scalar.map { RecordingExcerpt.of($0.string) } ?? "(not a number)" })
    }

    /// The device of a block whose lines start with its `- node:` line (indentation removed).
    static func device(of text: String, firstLine: Int) throws(LocatedFault) -> Device {
        guard let item = try compose(text)?.sequence?.first, item.mapping != nil else {
            throw LocatedFault(line: firstLine, message: "a device must be a mapping (\"- node: …\")")
        }
        var facts = EvdevDeviceFacts()
        let evdev = item["evdev"]
        facts.name = evdev?["name"]?.string.map { String($0.prefix(EvemuDescriptionCollector.maximumNameLength)) }
        var faults: [LocatedFault] = []
        if let absinfo = evdev?["absinfo"]?.mapping {
            for (key, value) in absinfo {
                guard let code = key.int.flatMap(UInt16.init(exactly:)) else { continue }
                switch axis(value, code: code, firstLine: firstLine) {
                case .success(let axis): facts.axes[code] = axis
                case .failure(let fault): faults.append(fault)
                }
            }
        }
        var absoluteCodes: [Int] = []
        if let codes = evdev?["codes"]?.mapping {
            for (key, value) in codes where key.int == Int(EvdevType.absolute) {
                absoluteCodes = value.sequence?.compactMap(\.int) ?? []
            }
        }
        let touch = facts.axes[EvdevCode.positionX] != nil || absoluteCodes.contains(Int(EvdevCode.positionX))
        let positioned = touch || facts.axes[EvdevCode.x] != nil || absoluteCodes.contains(Int(EvdevCode.x))
        if let id = evdev?["id"]?.sequence?.compactMap(\.int), id.count == 4, id.allSatisfy({ (0...0xFFFF).contains($0) }) {
            facts.identity = TouchDeviceIdentity(bus: id[0], vendor: id[1], product: id[2], version: id[3])
        }
        facts.node = item["node"]?.string.map { String($0.prefix(EvemuDescriptionCollector.maximumNameLength)) }
        facts.udevInputClasses = inputClasses(item["udev"]?["properties"])
        return Device(facts: facts, isTouchDevice: touch, hasPositions: positioned, faults: faults)
    }

    /// `touchscreen` for `ID_INPUT_TOUCHSCREEN=1` and so on: udev's input_id classes set to 1, in the listed order.
    private static func inputClasses(_ properties: Node?) -> [String] {
        guard let items = properties?.sequence else { return [] }
        return items.prefix(256).compactMap { item -> String? in
            guard let text = item.string, text.hasPrefix("ID_INPUT_"), text.hasSuffix("=1") else { return nil }
            let name = text.dropFirst("ID_INPUT_".count).dropLast(2)
            guard !name.isEmpty, name.count <= 32, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }) else { return nil }
            return name.lowercased()
        }
    }

    /// `[min, max, fuzz, flat, resolution]`: five integers, min and max in 32 bits and a resolution that is not
    /// negative; else the fault, named with its line in the file (as the evemu reader names an `A:` line).
    private static func axis(_ node: Node, code: UInt16, firstLine: Int) -> Result<EvdevAxisInfo, LocatedFault> {
        let line = node.mark.map { firstLine + $0.line - 1 }
        let name = EvdevCode.absoluteAxisName(code)
        func fault(_ problem: String) -> Result<EvdevAxisInfo, LocatedFault> {
            .failure(LocatedFault(line: line, message: "absinfo of \(name): \(problem); the axis is left out"))
        }
        guard let items = node.sequence, items.count == 5 else {
            return fault("expected [min, max, fuzz, flat, resolution]")
        }
        let written = items.map { RecordingExcerpt.of($0.scalar?.string ?? "?") }
        let numbers = items.map(\.int)
        guard let minimum = numbers[0].flatMap(Int32.init(exactly:)), let maximum = numbers[1].flatMap(Int32.init(exactly:)) else {
            return fault("min \(written[0]) and max \(written[1]) must be integers of 32 bits")
        }
        guard let resolution = numbers[4].flatMap(Int32.init(exactly:)) else {
            return fault("resolution \(written[4]) must be an integer of 32 bits")
        }
        guard resolution >= 0 else { return fault("negative resolution \(resolution)") }
        return .success(EvdevAxisInfo(minimum: minimum, maximum: maximum, resolution: resolution, line: line))
    }

    private static func compose(_ text: String) throws(LocatedFault) -> Node? {
        if let line = YAMLNesting.lineTooDeep(in: text) {
            throw LocatedFault(line: line, message: "nested deeper than \(YAMLNesting.limit) levels; not read")
        }
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw LocatedFault(yamlError: error)
        } catch {
            throw LocatedFault(line: nil, message: "not valid YAML")
        }
    }
}

/// A fault in a part of a file, with the 1-based line within that part when known.
struct LocatedFault: Error {
    var line: Int?
    var message: String

    init(line: Int?, message: String) {
        self.line = line
        self.message = message
    }

    init(yamlError: YamlError) {
        switch yamlError {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            self.init(line: mark.line, message: "not valid YAML: \(RecordingExcerpt.of(problem)) (column \(mark.column))")
        default:
            self.init(line: nil, message: "not valid YAML: " + RecordingExcerpt.of(String(describing: yamlError)))
        }
    }
}
