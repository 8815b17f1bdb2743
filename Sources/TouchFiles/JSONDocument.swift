/// Reads the JSON of a user's file (a scene, a kiosk configuration, a limits file) strictly, as RFC 8259 writes it,
/// so a mistake is named instead of read some other way: a trailing comma, a duplicate key (which value would win?),
/// a comment, a lone surrogate or bytes that are not UTF-8 are refused with the line, and so is nesting deeper than
/// `maximumDepth`. Numbers are `Double`s; true and false are booleans, never the numbers 1 and 0.
///
/// The configuration formats hold a few thousand values at most; this reader keeps the whole tree.
public enum JSONDocument {
    /// Deeper than any of the formats goes (a scene nests four levels), shallow enough for any stack.
    public static let maximumDepth = 64

    /// The value of the whole document; `file` names it in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws(JSONDocumentError) -> JSONNode {
        var parser = Parser(bytes: bytes)
        do {
            return try parser.document()
        } catch {
            throw JSONDocumentError(file: file, line: error.line, message: error.message)
        }
    }

    struct SyntaxError: Error {
        var line: Int?
        var message: String
    }

    /// A recursive-descent parser over the bytes; `path` follows where it is, for messages about keys.
    struct Parser {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var path: [String] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }  // a UTF-8 byte order mark
        }

        mutating func document() throws(SyntaxError) -> JSONNode {
            try checkUTF8()
            skipWhitespace()
            guard offset < bytes.count else { throw SyntaxError(line: nil, message: "the file is empty") }
            let root = try value(depth: 1)
            skipWhitespace()
            if offset < bytes.count { throw fail("unexpected \(found) after the end of the JSON value") }
            return root
        }

        /// A fault of the JSON grammar at the current line.
        private func fail(_ message: String) -> SyntaxError { SyntaxError(line: line, message: "not valid JSON: " + message) }

        /// Where the parser is, as messages name it: `sprites[0]`, or nothing at the top.
        private var place: String { path.joined().hasPrefix(".") ? String(path.joined().dropFirst()) : path.joined() }

        private var found: String {
            guard offset < bytes.count else { return "the end of the file" }
            let byte = bytes[offset]
            if byte >= 0x21 && byte < 0x7f { return "'\(Character(Unicode.Scalar(byte)))'" }
            return "the byte 0x" + String(byte, radix: 16)
        }

        private mutating func skipWhitespace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x09, 0x0D: offset += 1
                case 0x0A: offset += 1; line += 1
                default: return
                }
            }
        }

        private mutating func value(depth: Int) throws(SyntaxError) -> JSONNode {
            guard depth <= JSONDocument.maximumDepth else {
                throw SyntaxError(line: line, message: "\(place.isEmpty ? "the document" : place) nests deeper than \(JSONDocument.maximumDepth) levels")
            }
            guard offset < bytes.count else { throw fail("unexpected end of the file: a value is missing") }
            let start = line
            switch bytes[offset] {
            case UInt8(ascii: "{"): return JSONNode(.object(try object(depth: depth)), line: start)
            case UInt8(ascii: "["): return JSONNode(.array(try array(depth: depth)), line: start)
            case UInt8(ascii: "\""): return JSONNode(.string(try string()), line: start)
            case UInt8(ascii: "t"): try literal("true"); return JSONNode(.bool(true), line: start)
            case UInt8(ascii: "f"): try literal("false"); return JSONNode(.bool(false), line: start)
            case UInt8(ascii: "n"): try literal("null"); return JSONNode(.null, line: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try number()), line: start)
            case UInt8(ascii: "/"), UInt8(ascii: "#"): throw fail("comments are not JSON")
            default: throw fail("expected a value, found \(found)")
            }
        }

        private mutating func object(depth: Int) throws(SyntaxError) -> [JSONMember] {
            offset += 1
            var members: [JSONMember] = []
            var lines: [String: Int] = [:]
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { offset += 1; return members }
            while true {
                skipWhitespace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}"), !members.isEmpty {
                        throw fail("a trailing comma before '}'" + (place.isEmpty ? "" : " in \(place)"))
                    }
                    throw fail("expected a key in double quotes, found \(found)")
                }
                let keyLine = line
                let key = try string()
                if let first = lines[key] {
                    let field = place.isEmpty ? key : "\(place).\(key)"
                    throw SyntaxError(line: keyLine, message: "\(field): duplicate key (also on line \(first)); keep one")
                }
                lines[key] = keyLine
                skipWhitespace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw fail("expected ':' after the key \"\(key)\", found \(found)") }
                offset += 1
                skipWhitespace()
                path.append("." + key)
                let node = try value(depth: depth + 1)
                path.removeLast()
                members.append(JSONMember(key: key, node: node, line: keyLine))
                skipWhitespace()
                guard offset < bytes.count else { throw fail("unexpected end of the file: '}' is missing") }
                if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                if bytes[offset] == UInt8(ascii: "}") { offset += 1; return members }
                throw fail("expected ',' or '}' after a value, found \(found)")
            }
        }

        private mutating func array(depth: Int) throws(SyntaxError) -> [JSONNode] {
            offset += 1
            var elements: [JSONNode] = []
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") { offset += 1; return elements }
            while true {
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "]"), !elements.isEmpty {
                    throw fail("a trailing comma before ']'" + (place.isEmpty ? "" : " in \(place)"))
                }
                path.append("[\(elements.count)]")
                elements.append(try value(depth: depth + 1))
                path.removeLast()
                skipWhitespace()
                guard offset < bytes.count else { throw fail("unexpected end of the file: ']' is missing") }
                if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                if bytes[offset] == UInt8(ascii: "]") { offset += 1; return elements }
                throw fail("expected ',' or ']' after a value, found \(found)")
            }
        }

        private mutating func literal(_ word: String) throws(SyntaxError) {
            let expected = Array(word.utf8)
            guard bytes.count - offset >= expected.count, bytes[offset..<offset + expected.count].elementsEqual(expected) else {
                throw fail("expected a value, found \(found)")
            }
            offset += expected.count
        }

        /// The JSON number grammar exactly: no leading zeros, no '+', no bare '.', no NaN or Infinity.
        private mutating func number() throws(SyntaxError) -> Double {
            let start = offset
            func digits() -> Int {
                let first = offset
                while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
                return offset - first
            }
            if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            let integerStart = offset
            let integerDigits = digits()
            guard integerDigits > 0 else { throw fail("a number needs a digit after '-'") }
            if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw fail("a number cannot start with 0 (\(text(start..<offset)))") }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
                offset += 1
                guard digits() > 0 else { throw fail("a number needs a digit after '.' (\(text(start..<offset)))") }
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
                offset += 1
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
                guard digits() > 0 else { throw fail("a number needs a digit in its exponent (\(text(start..<offset)))") }
            }
            // The grammar checked, Swift's own conversion rounds correctly (and overflows to infinity).
            return Double(text(start..<offset)) ?? .nan
        }

        private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        private mutating func string() throws(SyntaxError) -> String {
            offset += 1
            var scalars = String.UnicodeScalarView()
            var runStart = offset
            func flush(_ end: Int) {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
            while offset < bytes.count {
                let byte = bytes[offset]
                switch byte {
                case UInt8(ascii: "\""):
                    flush(offset)
                    offset += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush(offset)
                    offset += 1
                    scalars.append(try escape())
                    runStart = offset
                case 0x0A:
                    throw fail("a string runs past the end of its line (a missing '\"'?)")
                case 0..<0x20:
                    throw fail("a control character (0x\(String(byte, radix: 16))) in a string; write it as \\u00\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16))")
                default:
                    offset += 1
                }
            }
            throw fail("unexpected end of the file inside a string")
        }

        private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
            guard offset < bytes.count else { throw fail("unexpected end of the file inside a string") }
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{8}"
            case UInt8(ascii: "f"): return "\u{C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let high = try hexQuad()
                if (0xD800..<0xDC00).contains(high) {
                    guard bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                        throw fail("a \\u escape of a lone surrogate (\\u\(String(high, radix: 16)))")
                    }
                    offset += 2
                    let low = try hexQuad()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("a \\u escape of a lone surrogate (\\u\(String(high, radix: 16)))") }
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
                }
                guard let scalar = Unicode.Scalar(high) else { throw fail("a \\u escape of a lone surrogate (\\u\(String(high, radix: 16)))") }
                return scalar
            default:
                offset -= 1
                throw fail("an unknown escape '\\\(found.dropFirst().dropLast())' in a string")
            }
        }

        private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
            guard bytes.count - offset >= 4 else { throw fail("a \\u escape needs four hex digits") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = Self.hexDigit(bytes[offset]) else { throw fail("a \\u escape needs four hex digits") }
                value = value << 4 | digit
                offset += 1
            }
            return value
        }

        private static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        /// Refuses bytes that are not UTF-8, naming the line of the first.
        private func checkUTF8() throws(SyntaxError) {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes[offset...].makeIterator()
            var line = 1
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded):
                    if encoded.count == 1, encoded.first == 0x0A { line += 1 }
                case .emptyInput:
                    return
                case .error:
                    throw SyntaxError(line: line, message: "not UTF-8 text")
                }
            }
        }
    }
}
