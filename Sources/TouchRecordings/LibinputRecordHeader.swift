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
///     id: [3, 1267, 695, 272]
///     codes:
///       3: [0, 1, 47, 53, 54, 57] # EV_ABS
///     absinfo:
///       53: [0, 3200, 0, 0, 11]      # min, max, fuzz, flat, resolution
///     properties: [1]
///   udev: …
///   quirks: …
/// ```
enum LibinputRecordHeader {
    /// A device block as read: its name and axes, and whether it reports `ABS_MT_POSITION_X`.
    struct Device {
        var facts: EvdevDeviceFacts
        var isTouchDevice: Bool
    }

    /// The `version` of the top of the file; throws a message (with the line within `text`) when it is not YAML.
    static func version(of text: String) throws(LocatedFault) -> Int? {
        let root = try compose(text)
        return root?["version"]?.int
    }

    /// The device of a block whose lines start with its `- node:` line (indentation removed).
    static func device(of text: String, firstLine: Int) throws(LocatedFault) -> Device {
        guard let item = try compose(text)?.sequence?.first, item.mapping != nil else {
            throw LocatedFault(line: firstLine, message: "a device must be a mapping (\"- node: …\")")
        }
        var facts = EvdevDeviceFacts()
        let evdev = item["evdev"]
        facts.name = evdev?["name"]?.string.map { String($0.prefix(EvemuDescriptionCollector.maximumNameLength)) }
        if let absinfo = evdev?["absinfo"]?.mapping {
            for (key, value) in absinfo {
                guard let code = key.int.flatMap(UInt16.init(exactly:)), let axis = axis(value, firstLine: firstLine)
                else { continue }
                facts.axes[code] = axis
            }
        }
        var absoluteCodes: [Int] = []
        if let codes = evdev?["codes"]?.mapping {
            for (key, value) in codes where key.int == Int(EvdevType.absolute) {
                absoluteCodes = value.sequence?.compactMap(\.int) ?? []
            }
        }
        let touch = facts.axes[EvdevCode.positionX] != nil || absoluteCodes.contains(Int(EvdevCode.positionX))
        return Device(facts: facts, isTouchDevice: touch)
    }

    /// `[min, max, fuzz, flat, resolution]`; nil unless five integers with min and max in 32 bits and a resolution
    /// that is not negative.
    private static func axis(_ node: Node, firstLine: Int) -> EvdevAxisInfo? {
        guard let numbers = node.sequence?.map(\.int), numbers.count == 5,
              let minimum = numbers[0].flatMap(Int32.init(exactly:)), let maximum = numbers[1].flatMap(Int32.init(exactly:)),
              let resolution = numbers[4].flatMap(Int32.init(exactly:)), resolution >= 0 else { return nil }
        return EvdevAxisInfo(minimum: minimum, maximum: maximum, resolution: resolution,
                             line: node.mark.map { firstLine + $0.line - 1 })
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
