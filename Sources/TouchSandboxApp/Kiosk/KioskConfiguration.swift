import Foundation
import TouchEngine
import TouchFiles

/// The kiosk configuration file (`--kiosk-config FILE`, JSON): what a kiosk shows and how it behaves.
///
/// ```json
/// { "scene": "museum-scene.json", "idleResetSeconds": 120,
///   "exitGesture": { "fingers": 5, "holdSeconds": 3, "slop": 30 },
///   "overlay": false, "hud": false, "gestures": ["drag", "pinch", "rotate"] }
/// ```
/// Every field is optional; a relative `scene` path is relative to the configuration file. Unknown fields are
/// refused, so a typo does not silently fall back to a default.
struct KioskConfiguration: Equatable {
    var scene: String?
    var idleResetSeconds = 120.0
    var exitFingers = 5
    var exitHoldSeconds = 3.0
    var exitSlop = 30.0
    var overlay = false
    var hud = false
    var gestures: GestureSet = .all

    /// How long the idle reset's glide back to the scene's layout takes.
    static let idleGlideSeconds = 1.5

    static let fields: Set<String> = ["scene", "idleResetSeconds", "exitGesture", "overlay", "hud", "gestures"]
    static let exitGestureFields: Set<String> = ["fingers", "holdSeconds", "slop"]

    /// Reads and checks the configuration file at `path` (a regular file of at most
    /// `ConfigurationFileLimit.bytes`).
    static func load(path: String) throws -> KioskConfiguration {
        let data: Data
        do {
            data = Data(try InputFileReader.read(path, limit: ConfigurationFileLimit.bytes))
        } catch {
            throw InputFileError("\(path): \(error.reason)")
        }
        return try parse(data, path: path)
    }

    /// Checks configuration JSON read from `path`, which names the file in errors and anchors a relative `scene`.
    static func parse(_ data: Data, path: String) throws -> KioskConfiguration {
        func fail(_ message: String) -> InputFileError { InputFileError("\(path): \(message)") }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail("not valid JSON: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription)")
        }
        guard let object = root as? [String: Any] else { throw fail("the top level must be a JSON object") }
        if let unknown = Set(object.keys).subtracting(fields).sorted().first {
            throw fail("unknown field \(TextExcerpt.quoted(unknown)) (known: \(fields.sorted().joined(separator: ", ")))")
        }
        var configuration = KioskConfiguration()
        if let value = object["scene"] {
            guard let text = value as? String, !text.isEmpty else { throw fail("scene: expected a file path") }
            configuration.scene = text.hasPrefix("/") ? text : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(text)
        }
        if let value = object["idleResetSeconds"] {
            guard let number = Self.number(value), number >= 0 else { throw fail("idleResetSeconds: expected a number of seconds ≥ 0 (0 turns the idle reset off)") }
            configuration.idleResetSeconds = number
        }
        if let value = object["exitGesture"] {
            guard let gesture = value as? [String: Any] else { throw fail("exitGesture: expected an object like {\"fingers\": 5, \"holdSeconds\": 3}") }
            if let unknown = Set(gesture.keys).subtracting(exitGestureFields).sorted().first {
                throw fail("exitGesture: unknown field \(TextExcerpt.quoted(unknown)) (known: fingers, holdSeconds, slop)")
            }
            if let fingers = gesture["fingers"] {
                guard let number = Self.number(fingers), number == number.rounded(), (2...10).contains(number) else {
                    throw fail("exitGesture.fingers: expected a whole number from 2 to 10")
                }
                configuration.exitFingers = Int(number)
            }
            if let hold = gesture["holdSeconds"] {
                guard let number = Self.number(hold), number >= 0.5, number <= 60 else { throw fail("exitGesture.holdSeconds: expected a number from 0.5 to 60") }
                configuration.exitHoldSeconds = number
            }
            if let slop = gesture["slop"] {
                guard let number = Self.number(slop), number > 0 else { throw fail("exitGesture.slop: expected a number of pixels > 0") }
                configuration.exitSlop = number
            }
        }
        for key in ["overlay", "hud"] {
            guard let value = object[key] else { continue }
            guard let flag = Self.bool(value) else { throw fail("\(key): expected true or false") }
            if key == "overlay" { configuration.overlay = flag } else { configuration.hud = flag }
        }
        if let value = object["gestures"] {
            guard let names = value as? [String] else { throw fail("gestures: expected a list like [\"drag\", \"pinch\", \"rotate\"]") }
            var gestures: GestureSet = []
            for name in names {
                guard let gesture = GestureSet.names.first(where: { $0.0 == name })?.1 else {
                    throw fail("gestures: unknown gesture \(TextExcerpt.quoted(name)) (expected drag, pinch or rotate)")
                }
                gestures.insert(gesture)
            }
            configuration.gestures = gestures
        }
        return configuration
    }

    private static func number(_ value: Any) -> Double? {
        guard let number = value as? NSNumber, bool(value) == nil else { return nil }
        let double = number.doubleValue
        return double.isFinite ? double : nil
    }

    private static func bool(_ value: Any) -> Bool? {
        guard let number = value as? NSNumber else { return nil }
        let type = String(cString: number.objCType)
        return type == "c" || type == "B" ? number.boolValue : nil
    }
}
