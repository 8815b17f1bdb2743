/// Reads the fields of one object of a user's JSON file by name, checking each value's type and saying where a
/// wrong one is (`file:line: sprites[2].x: expected a number, found "left"`). A format lists the names it knows, and
/// `refuseUnknownFields` refuses any other, suggesting the closest known name, so a misspelling such as `scael` is an
/// error instead of a silent default. `null` reads as a missing field.
public struct JSONObjectReader: Sendable {
    public let file: String
    /// Where the object is (`sprites[0]`), empty for the top level.
    public let path: String
    /// The line the object starts on.
    public let line: Int
    public let members: [JSONMember]

    /// The object at the top of a document; anything else is refused (`the top level must be a JSON object`).
    public init(document: JSONNode, file: String) throws(JSONDocumentError) {
        guard case .object(let members) = document.value else {
            throw JSONDocumentError(file: file, line: document.line, message: "the top level must be a JSON object")
        }
        self.init(members: members, line: document.line, path: "", file: file)
    }

    public init(members: [JSONMember], line: Int, path: String, file: String) {
        self.members = members
        self.line = line
        self.path = path
        self.file = file
    }

    /// The place of `key` in messages: `sprites[0].x`, or `x` at the top.
    public func place(of key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// An error about `key` (at its line, or the object's when it is missing).
    public func fail(_ key: String, _ message: String) -> JSONDocumentError {
        JSONDocumentError(file: file, line: member(key)?.line ?? line, message: "\(place(of: key)): \(message)")
    }

    /// An error about the object itself.
    public func failHere(_ message: String) -> JSONDocumentError {
        JSONDocumentError(file: file, line: line, message: path.isEmpty ? message : "\(path): \(message)")
    }

    public func member(_ key: String) -> JSONMember? { members.first { $0.key == key } }

    /// The field's value, nil when it is missing or null.
    public func node(_ key: String) -> JSONNode? {
        guard let node = member(key)?.node, node.value != .null else { return nil }
        return node
    }

    /// Refuses every field not in `known`: `sprites[0].scael: unknown field (did you mean "scale"?)`, or the known
    /// names when none is close.
    public func refuseUnknownFields(known: [String]) throws(JSONDocumentError) {
        for member in members where !known.contains(member.key) {
            let advice = FieldNameSuggestion.closest(to: member.key, among: known).map { "did you mean \"\($0)\"?" }
                ?? "known: \(known.sorted().joined(separator: ", "))"
            throw JSONDocumentError(file: file, line: member.line, message: "\(place(of: member.key)): unknown field (\(advice))")
        }
    }

    // MARK: Typed fields

    /// A finite number, nil when missing.
    public func number(_ key: String) throws(JSONDocumentError) -> Double? {
        guard let node = node(key) else { return nil }
        guard case .number(let number) = node.value else { throw fail(key, "expected a number, found \(node.described)") }
        guard number.isFinite else { throw fail(key, "expected a finite number, found \(node.described)") }
        return number
    }

    public func string(_ key: String) throws(JSONDocumentError) -> String? {
        guard let node = node(key) else { return nil }
        guard case .string(let text) = node.value else { throw fail(key, "expected a string, found \(node.described)") }
        return text
    }

    /// true or false (never a number).
    public func bool(_ key: String) throws(JSONDocumentError) -> Bool? {
        guard let node = node(key) else { return nil }
        guard case .bool(let flag) = node.value else { throw fail(key, "expected true or false, found \(node.described)") }
        return flag
    }

    public func stringList(_ key: String) throws(JSONDocumentError) -> [String]? {
        guard let node = node(key) else { return nil }
        guard case .array(let elements) = node.value else { throw fail(key, "expected a list of strings, found \(node.described)") }
        var strings: [String] = []
        for element in elements {
            guard case .string(let text) = element.value else { throw fail(key, "expected a list of strings, found \(element.described) in it") }
            strings.append(text)
        }
        return strings
    }

    public func list(_ key: String) throws(JSONDocumentError) -> [JSONNode]? {
        guard let node = node(key) else { return nil }
        guard case .array(let elements) = node.value else { throw fail(key, "expected a list, found \(node.described)") }
        return elements
    }

    /// The object in `key`, read the same way; `example` shows the expected shape in the error.
    public func object(_ key: String, example: String? = nil) throws(JSONDocumentError) -> JSONObjectReader? {
        guard let node = node(key) else { return nil }
        guard case .object(let members) = node.value else {
            throw fail(key, "expected an object\(example.map { ", e.g. \($0)" } ?? ""), found \(node.described)")
        }
        return JSONObjectReader(members: members, line: node.line, path: place(of: key), file: file)
    }

    /// The element at `index` of a list field, as an object.
    public func object(in elements: [JSONNode], at index: Int, of key: String) throws(JSONDocumentError) -> JSONObjectReader {
        let element = elements[index]
        let place = "\(place(of: key))[\(index)]"
        guard case .object(let members) = element.value else {
            throw JSONDocumentError(file: file, line: element.line, message: "\(place): expected an object, found \(element.described)")
        }
        return JSONObjectReader(members: members, line: element.line, path: place, file: file)
    }
}

/// The known field name a misspelt one most likely meant: the same but for case, one within a small edit distance
/// (a swapped pair of letters counts as one edit), or one the typed name begins.
enum FieldNameSuggestion {
    static func closest(to typed: String, among known: [String]) -> String? {
        let lowered = Array(typed.lowercased())
        var best: (name: String, distance: Int)?
        for name in known {
            let candidate = Array(name.lowercased())
            let distance = editDistance(lowered, candidate)
            if distance < best?.distance ?? .max { best = (name, distance) }
        }
        guard let best else { return nil }
        if best.distance <= max(1, min(lowered.count, best.name.count) / 3) { return best.name }
        // A shortened name: `idleReset` for `idleResetSeconds`.
        if lowered.count >= 4, let prefixed = known.first(where: { $0.lowercased().hasPrefix(String(lowered)) }) { return prefixed }
        return nil
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours, each 1.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow = [Int](), row = Array(0...b.count)
        var beforePrevious = [Int]()
        for i in 1...a.count {
            beforePrevious = previousRow
            previousRow = row
            row = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforePrevious[j - 2] + 1)
                }
            }
        }
        return row[b.count]
    }
}
