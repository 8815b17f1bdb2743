import Foundation
import Testing
import TouchTestSupport

/// Finds the lab in a binary: the benchmarks and the soak's generator (`TouchSandboxBench`) and the human-stroke
/// test data (`HumanStrokes`), which `touch-sandbox-bench` links and the app kiosks install must not.
///
/// A binary's symbols (`nm`, and `nm -D` for the dynamic ones a stripped binary keeps, demangled by `swift
/// demangle`) must not name a lab module or type, and its strings must not hold a lab type's name (the reflection metadata Swift keeps in a stripped
/// binary) or a lab module's mangled name. The lab's types are read from its sources, so a new one is looked for
/// as soon as it exists.
enum LabTraces {
    static let modules = ["TouchSandboxBench", "HumanStrokes"]
    static let sourceFolders = ["Benchmarks/Sources/TouchSandboxBench", "Tests/HumanStrokes"]

    /// The top-level types (struct, class, enum, protocol, actor) the lab's sources declare.
    static func typeNames() throws -> Set<String> {
        let declaration = try NSRegularExpression(
            pattern: #"^(?:(?:public|package|internal|private|fileprivate|final)\s+)*(?:struct|class|enum|protocol|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#,
            options: [.anchorsMatchLines])
        var names: Set<String> = []
        for folder in sourceFolders {
            let root = TestPaths.packageRoot.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil), "no \(root.path)")
            for case let file as URL in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
                }
            }
        }
        return names
    }

    /// What in `binary` names the lab: symbol lines and strings, empty when it carries none.
    static func traces(in binary: String) throws -> [String] {
        let names = try typeNames().union(modules)
        var found: [String] = []
        // `nm` lists the symbols (a stripped binary has no table: only `nm -D`'s dynamic ones are left) and `swift
        // demangle` spells each Swift symbol with its module (binutils' `nm -C` demangles C++ only).
        let script = #"{ nm -- "$1" 2>/dev/null; nm -D -- "$1" 2>/dev/null; true; } | swift demangle"#
        let symbols = try runProcess("/bin/sh", ["-c", script, "sh", binary], timeout: 300)
        guard symbols.status == 0, !symbols.stdout.isEmpty else {
            throw LabTracesError("cannot list the symbols of \(binary) (nm, swift demangle): \(symbols)")
        }
        for line in symbols.stdout.split(separator: "\n") where !identifiers(in: line).isDisjoint(with: names) {
            found.append("symbol: \(line)")
        }
        let strings = try runProcess("/usr/bin/strings", ["-n", "4", binary], timeout: 120)
        for line in strings.stdout.split(separator: "\n") {
            let text = String(line)
            if names.contains(text) || modules.contains(where: { text.contains("\($0.count)\($0)") }) {
                found.append("string: \(text)")
            }
        }
        return found
    }

    /// The identifiers in a demangled symbol line.
    private static func identifiers(in line: Substring) -> Set<String> {
        Set(line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
    }
}

/// The symbols of a binary could not be listed.
struct LabTracesError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
