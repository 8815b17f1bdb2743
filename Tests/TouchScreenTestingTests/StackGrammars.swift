import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TouchEngine
import TouchScreenTesting

/// Readers of the stacks' own syntax, written from their documentation, so a snippet is checked the way its stack
/// reads it rather than against what our writer meant.
enum StackGrammars {
    /// One `KEY{ATTR}OP"VALUE"` of a udev rule.
    struct UdevPair: Equatable {
        var key: String
        var attribute: String?
        var operation: String
        var value: String
    }

    enum ParseError: Error, Equatable { case bad(String) }

    /// A udev rules file as udev(7) describes it: one rule a line, `#` comments and blank lines skipped; a rule is
    /// comma-separated `KEY`, `KEY{ATTRIBUTE}` pairs with an operator (`==`, `!=`, `=`, `+=`, `-=`, `:=`) and a
    /// double-quoted value (in which `\"` and `\\` are the only escapes).
    static func udevRules(_ text: String) throws -> [[UdevPair]] {
        var rules: [[UdevPair]] = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            rules.append(try udevRule(Array(line.unicodeScalars)))
        }
        return rules
    }

    private static func udevRule(_ scalars: [Unicode.Scalar]) throws -> [UdevPair] {
        var index = 0, pairs: [UdevPair] = []
        func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
        while index < scalars.count {
            while let c = peek(), c == " " || c == "\t" || c == "," { index += 1 }
            guard index < scalars.count else { break }
            var key = ""
            while let c = peek(), ("A"..."Z").contains(c) || c == "_" { key.unicodeScalars.append(c); index += 1 }
            guard !key.isEmpty else { throw ParseError.bad("expected a key at \(index)") }
            var attribute: String?
            if peek() == "{" {
                index += 1
                var name = ""
                while let c = peek(), c != "}" { name.unicodeScalars.append(c); index += 1 }
                guard peek() == "}" else { throw ParseError.bad("unclosed {") }
                index += 1
                attribute = name
            }
            while let c = peek(), c == " " { index += 1 }
            var operation = ""
            while let c = peek(), "=!+-:".unicodeScalars.contains(c) { operation.unicodeScalars.append(c); index += 1 }
            guard ["==", "!=", "=", "+=", "-=", ":="].contains(operation) else { throw ParseError.bad("operator \(operation)") }
            while let c = peek(), c == " " { index += 1 }
            guard peek() == "\"" else { throw ParseError.bad("value not quoted") }
            index += 1
            var value = ""
            while true {
                guard let c = peek() else { throw ParseError.bad("unterminated value") }
                index += 1
                if c == "\"" { break }
                if c == "\\", let next = peek(), next == "\"" || next == "\\" { value.unicodeScalars.append(next); index += 1; continue }
                value.unicodeScalars.append(c)
            }
            pairs.append(UdevPair(key: key, attribute: attribute, operation: operation, value: value))
            guard let c = peek() else { break }
            guard c == "," || c == " " else { throw ParseError.bad("expected a comma after a value") }
        }
        return pairs
    }

    /// Whether udev's match `pattern` (shell globs via fnmatch(3), alternatives split at `|`) matches `value`.
    static func udevMatches(_ pattern: String, _ value: String) -> Bool {
        pattern.split(separator: "|", omittingEmptySubsequences: false).contains { fnmatch(String($0), value, 0) == 0 }
    }

    /// libinput's reading of LIBINPUT_CALIBRATION_MATRIX: six numbers separated by spaces (strtod each).
    static func libinputMatrix(_ text: String) -> [Double]? {
        let numbers = text.split(separator: " ").map { Double($0) }
        guard numbers.count == 6, numbers.allSatisfy({ $0 != nil }) else { return nil }
        return numbers.map { $0! }
    }

    /// sway's config as sway(5) and sway-input(5) describe it: `input <identifier> <command>` lines or an
    /// `input <identifier> {` block of commands; `#` comments. Returns (identifier, command words) per command.
    static func swayInputCommands(_ text: String) throws -> [(identifier: String, words: [String])] {
        var commands: [(String, [String])] = []
        var block: String?
        for rawLine in text.split(separator: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let words = line.split(separator: " ").map(String.init)
            if let identifier = block {
                if line == "}" { block = nil; continue }
                commands.append((identifier, words))
            } else if words.first == "input", words.count >= 3 {
                if words.last == "{" , words.count == 3 { block = words[1] } else { commands.append((words[1], Array(words.dropFirst(2)))) }
            } else {
                throw ParseError.bad("not a sway input command: \(line)")
            }
        }
        guard block == nil else { throw ParseError.bad("unclosed block") }
        return commands
    }

    /// An ini file as weston.ini(5) describes it: `[section]` headers, `key=value` lines, `#` comments.
    static func ini(_ text: String) throws -> [(section: String, key: String, value: String)] {
        var entries: [(String, String, String)] = []
        var section: String?
        for rawLine in text.split(separator: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") { section = String(line.dropFirst().dropLast()); continue }
            guard let section, let equals = line.firstIndex(of: "=") else { throw ParseError.bad("not a key=value line: \(line)") }
            entries.append((section, String(line[..<equals]).trimmingCharacters(in: .whitespaces),
                            String(line[line.index(after: equals)...]).trimmingCharacters(in: .whitespaces)))
        }
        return entries
    }

    /// Qt's evdev touch plugin (qevdevtouchhandler.cpp): the parameter string split at `:`; `rotate=90|180|270`
    /// builds a turn about the centre, then `invertx` and `inverty` are each composed after it. Returns where a touch at
    /// the panel's normalised `point` lands.
    static func qtPlace(_ parameters: String, _ point: Vector2) -> Vector2 {
        var rotation = 0, invertX = false, invertY = false
        for part in parameters.split(separator: ":") {
            if part.hasPrefix("rotate="), let angle = Int(part.dropFirst(7)), [90, 180, 270].contains(angle) { rotation = angle }
            if part == "invertx" { invertX = true }
            if part == "inverty" { invertY = true }
        }
        // QTransform::rotate with y pointing down turns clockwise on screen.
        let radians = Double(rotation) * .pi / 180
        let centred = point - Vector2(0.5, 0.5)
        var turned = Vector2((centred.x * cos(radians) - centred.y * sin(radians)).rounded(toPlaces: 9),
                             (centred.x * sin(radians) + centred.y * cos(radians)).rounded(toPlaces: 9))
        if invertX { turned.x = -turned.x }
        if invertY { turned.y = -turned.y }
        return turned + Vector2(0.5, 0.5)
    }

    /// Kivy's `[input]` line for probesysfs (probesysfs.py): the value split at commas into `key=value`; every
    /// `param=` is handed to the provider, which reads `key=value` integers (hidinput.py).
    static func kivyProviderOptions(_ value: String) throws -> (provider: String, match: String?, options: [String: Int]) {
        var provider = "mtdev", match: String?, options: [String: Int] = [:]
        let parts = value.split(separator: ",").map(String.init)
        guard parts.first == "probesysfs" else { throw ParseError.bad("not probesysfs") }
        for part in parts.dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { throw ParseError.bad("not key=value: \(part)") }
            switch pair[0] {
            case "provider": provider = pair[1]
            case "match": match = pair[1]
            case "param":
                let option = pair[1].split(separator: "=").map(String.init)
                guard option.count == 2, let number = Int(option[1]) else { throw ParseError.bad("param \(pair[1])") }
                guard ["invert_x", "invert_y", "rotation"].contains(option[0]) else { throw ParseError.bad("option \(option[0])") }
                options[option[0]] = number
            default: throw ParseError.bad("unknown probesysfs option \(pair[0])")
            }
        }
        return (provider, match, options)
    }
}

private extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (self * scale).rounded() / scale
    }
}
