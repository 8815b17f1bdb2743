/// Gathers a device description from the description lines of an evemu file or `.desc` file: `N:` and `A:` lines,
/// and the commented header `evemu-record` writes before them:
///
/// ```
/// # Input device name: "Test Touchscreen"
/// #   Event type 3 (EV_ABS)
/// #     Event code 53 (ABS_MT_POSITION_X)
/// #       Min          0
/// #       Max       4095
/// #       Resolution  12
/// ```
///
/// Rule: `A:` and `N:` lines win over the commented header where both describe the same thing; the last line for
/// an axis wins among lines of one kind. Names are cut at `maximumNameLength` characters.
struct EvemuDescriptionCollector {
    static let maximumNameLength = 256

    private var declared = EvdevDeviceFacts()
    private var commented = EvdevDeviceFacts()
    private var commentedType: Int?
    private var commentedCode: UInt16?
    private var commentedMinimum: Int32?

    /// What the lines so far describe.
    var facts: EvdevDeviceFacts {
        var facts = commented
        facts.axes.merge(declared.axes) { _, line in line }
        facts.name = declared.name ?? commented.name
        facts.identity = declared.identity
        return facts
    }

    /// Takes what a description line gives; events and other lines are ignored.
    mutating func add(_ line: EvemuLine, lineNumber: Int) {
        switch line {
        case .axis(let code, var axis):
            axis.line = lineNumber
            declared.axes[code] = axis
        case .name(let name):
            declared.name = String(name.prefix(Self.maximumNameLength))
        case .identity(let identity):
            declared.identity = identity
        default: break
        }
    }

    /// Takes axis ranges, resolutions and the device name from a comment line.
    mutating func addComment(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) {
        var scanner = TokenScanner(line)
        var tokens: [Range<Int>] = []
        while tokens.count < 5, let token = scanner.next() { tokens.append(token) }
        // The "#" may stand alone or be glued to the first word.
        guard let first = tokens.first else { return }
        if first.count == 1 { tokens.removeFirst() } else { tokens[0] = (first.lowerBound + 1)..<first.upperBound }
        let words = tokens.map { String(decoding: UnsafeBufferPointer(rebasing: line[$0]), as: UTF8.self) }
        guard let keyword = words.first else { return }
        switch keyword {
        case "Event" where words.count >= 3 && words[1] == "type":
            commentedType = Int(words[2])
            commentedCode = nil
        case "Event" where words.count >= 3 && words[1] == "code":
            commentedCode = UInt16(words[2])
            commentedMinimum = nil
        case "Min" where words.count >= 2:
            commentedMinimum = Int32(words[1])
        case "Max" where words.count >= 2:
            guard commentedType == nil || commentedType == Int(EvdevType.absolute),
                  let code = commentedCode, let minimum = commentedMinimum, let maximum = Int32(words[1]) else { return }
            commented.axes[code] = EvdevAxisInfo(minimum: minimum, maximum: maximum, line: lineNumber)
        case "Resolution" where words.count >= 2:
            guard let code = commentedCode, let resolution = Int32(words[1]), resolution >= 0 else { return }
            commented.axes[code]?.resolution = resolution
        case "Input" where words.count >= 4 && words[1] == "device" && words[2] == "name:":
            var end = line.count
            while end > tokens[3].lowerBound && (line[end - 1] == 0x20 || line[end - 1] == 0x09) { end -= 1 }
            var name = String(decoding: UnsafeBufferPointer(rebasing: line[tokens[3].lowerBound..<end]), as: UTF8.self)
            if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = String(name.dropFirst().dropLast()) }
            commented.name = String(name.prefix(Self.maximumNameLength))
        default: break
        }
    }
}
