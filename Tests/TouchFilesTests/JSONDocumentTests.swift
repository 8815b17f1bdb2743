import Testing
import TouchFiles

/// The strict JSON reader the scene, kiosk and limits files share: what RFC 8259 allows is read, anything else is
/// named with its line, and field readers say which field and what they expected.
@Suite("Reading users' JSON files strictly")
struct JSONDocumentTests {
    func parse(_ text: String) throws(JSONDocumentError) -> JSONNode {
        try JSONDocument.parse(Array(text.utf8), file: "f.json")
    }

    func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("values, lines and the order of members are kept; true is a boolean and 1 a number")
    func values() throws {
        let node = try parse("{\"a\": [1, -2.5e1, true],\n \"b\": {\"c\": null, \"d\": \"é\\u00e9\\ud83d\\ude00\"}}")
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members.map(\.line) == [1, 2])
        #expect(members[0].node.value == .array([JSONNode(.number(1), line: 1), JSONNode(.number(-25), line: 1), JSONNode(.bool(true), line: 1)]))
        guard case .object(let inner) = members[1].node.value else { Issue.record("not an object"); return }
        #expect(inner[0].node.value == .null)
        #expect(inner[1].node.value == .string("éé😀"))
    }

    @Test("what JSON does not allow is refused with its line", arguments: [
        ("{\"a\": 1,\n}", "f.json:2: not valid JSON: a trailing comma before '}'"),
        ("{\"a\": [1, 2,\n ]}", "f.json:2: not valid JSON: a trailing comma before ']' in a"),
        ("{\"a\": 1,\n \"a\": 2}", "f.json:2: a: duplicate key (also on line 1); keep one"),
        ("{\"s\": [{\"x\": 1, \"x\": 1}]}", "f.json:1: s[0].x: duplicate key (also on line 1); keep one"),
        ("{\"a\": 01}", "f.json:1: not valid JSON: a number cannot start with 0 (01)"),
        ("{\"a\": +1}", "f.json:1: not valid JSON: expected a value, found '+'"),
        ("{\"a\": .5}", "f.json:1: not valid JSON: expected a value, found '.'"),
        ("{\"a\": 1.}", "f.json:1: not valid JSON: a number needs a digit after '.' (1.)"),
        ("{\"a\": NaN}", "f.json:1: not valid JSON: expected a value, found 'N'"),
        ("{\"a\": 1} // note", "f.json:1: not valid JSON: unexpected '/' after the end of the JSON value"),
        ("// note\n{}", "f.json:1: not valid JSON: comments are not JSON"),
        ("{'a': 1}", "f.json:1: not valid JSON: expected a key in double quotes, found '''"),
        ("{\"a\": \"\\ud800\"}", "f.json:1: not valid JSON: a \\u escape of a lone surrogate (\\ud800)"),
        ("{\"a\": \"x\ty\"}", "f.json:1: not valid JSON: a control character (0x9) in a string; write it as \\u0009"),
        ("{\"a\": \"open\n}", "f.json:1: not valid JSON: a string runs past the end of its line (a missing '\"'?)"),
        ("{\"a\": tru}", "f.json:1: not valid JSON: expected a value, found 't'"),
        ("", "f.json: the file is empty"),
        ("  \n ", "f.json: the file is empty"),
    ])
    func refusals(text: String, message: String) {
        #expect(error(text) == message)
    }

    @Test("bytes that are not UTF-8 are refused naming the line; a byte order mark is skipped")
    func encoding() throws {
        do {
            _ = try JSONDocument.parse(Array("{\n\"a\": \"".utf8) + [0xFF] + Array("\"}".utf8), file: "f.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "f.json:2: not UTF-8 text")
        }
        #expect(try JSONDocument.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8), file: "f.json").value == .object([]))
    }

    @Test("nesting deeper than 64 levels is refused (10,000 levels too, without exhausting the stack)")
    func depth() {
        #expect(error(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) == nil)
        #expect(error("{\"a\": " + String(repeating: "[", count: 10_000)) == "f.json:1: a[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0] nests deeper than 64 levels")
    }

    @Test("numbers too large for a Double are infinite, and a field reader refuses them")
    func hugeNumbers() throws {
        let object = try JSONObjectReader(document: try parse(#"{"x": 1e400}"#), file: "f.json")
        #expect(throws: JSONDocumentError(file: "f.json", line: 1, message: "x: expected a finite number, found inf")) {
            try object.number("x")
        }
    }

    @Test("field readers name the field, what was expected and what was found")
    func fieldReaders() throws {
        let object = try JSONObjectReader(document: try parse("{\"n\": \"3\",\n \"b\": 1, \"l\": [\"a\", 2], \"o\": {\"p\": true}, \"z\": null}"), file: "f.json")
        #expect(throws: JSONDocumentError(file: "f.json", line: 1, message: #"n: expected a number, found "3""#)) { try object.number("n") }
        #expect(throws: JSONDocumentError(file: "f.json", line: 2, message: "b: expected true or false, found 1")) { try object.bool("b") }
        #expect(throws: JSONDocumentError(file: "f.json", line: 2, message: "l: expected a list of strings, found 2 in it")) { try object.stringList("l") }
        #expect(try object.object("o")?.bool("p") == true)
        #expect(try object.number("z") == nil && object.node("missing") == nil)
    }

    @Test("an unknown field suggests the closest known name: a swap, a missing letter, another case, a shortened name; none when nothing is close")
    func suggestions() throws {
        let known = ["scale", "rotation", "background", "reportRate", "idleResetSeconds", "x", "y"]
        for (typed, suggested) in [("scael", "scale"), ("rotaton", "rotation"), ("backgroud", "background"), ("reportrate", "reportRate"),
                                   ("idleReset", "idleResetSeconds"), ("xx", "x")] {
            let object = try JSONObjectReader(document: try parse("{\"\(typed)\": 1}"), file: "f.json")
            #expect(throws: JSONDocumentError(file: "f.json", line: 1, message: "\(typed): unknown field (did you mean \"\(suggested)\"?)")) {
                try object.refuseUnknownFields(known: known)
            }
        }
        let far = try JSONObjectReader(document: try parse(#"{"colour": 1}"#), file: "f.json")
        #expect(throws: JSONDocumentError(file: "f.json", line: 1, message: "colour: unknown field (known: background, idleResetSeconds, reportRate, rotation, scale, x, y)")) {
            try far.refuseUnknownFields(known: known)
        }
    }
}
