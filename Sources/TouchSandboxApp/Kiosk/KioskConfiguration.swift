import Foundation
import TouchEngine
import TouchFiles

/// The kiosk configuration file (`--kiosk-config FILE`, JSON): what a kiosk shows and how it behaves.
///
/// ```json
/// { "scene": "museum-scene.json", "idleResetSeconds": 120,
///   "exitGesture": { "fingers": 5, "holdSeconds": 3, "slop": 30 },
///   "overlay": false, "hud": false, "gestures": ["drag", "pinch", "rotate"],
///   "healthFile": "/run/touch-sandbox/health.json", "healthIntervalSeconds": 5 }
/// ```
/// Every field is optional; a relative `scene` path is relative to the configuration file. Unknown fields are
/// refused, so a typo does not silently fall back to a default.
package struct KioskConfiguration: Equatable {
    var scene: String?
    var idleResetSeconds = 120.0
    var exitFingers = 5
    var exitHoldSeconds = 3.0
    var exitSlop = 30.0
    var overlay = false
    var hud = false
    package var gestures: GestureSet = .all
    /// Seconds without a touch before the kiosk blanks the screen (draws black); 0 never blanks.
    var blankAfterSeconds = 0.0
    /// After the screen was blanked, the first touch only wakes it and is not applied.
    var wakeTouch = true
    /// Where the time of the last frame is written (`HealthFile`); nil for none.
    var healthFile: String?
    /// The health file is rewritten at least this often while the kiosk runs.
    var healthIntervalSeconds = 5.0

    /// How long the idle reset's glide back to the scene's layout takes.
    static let idleGlideSeconds = 1.5

    static let fields = ["scene", "idleResetSeconds", "exitGesture", "overlay", "hud", "gestures", "healthFile",
                         "healthIntervalSeconds", "blankAfterSeconds", "wakeTouch"]
    static let exitGestureFields = ["fingers", "holdSeconds", "slop"]

    /// Reads and checks the configuration file at `path` (a regular file of at most
    /// `ConfigurationFileLimit.bytes`).
    package static func load(path: String) throws -> KioskConfiguration {
        let data: Data
        do {
            data = Data(try InputFileReader.read(path, limit: ConfigurationFileLimit.bytes))
        } catch {
            throw InputFileError("\(path): \(error.reason)")
        }
        return try parse(data, path: path)
    }

    /// Checks configuration JSON read from `path` (strictly: `JSONDocument`), which names the file in errors and
    /// anchors a relative `scene`.
    static func parse(_ data: Data, path: String) throws -> KioskConfiguration {
        do {
            return try read(JSONObjectReader(document: JSONDocument.parse(Array(data), file: path), file: path), path: path)
        } catch {
            throw InputFileError(error.description)
        }
    }

    private static func read(_ object: JSONObjectReader, path: String) throws(JSONDocumentError) -> KioskConfiguration {
        try object.refuseUnknownFields(known: fields)
        var configuration = KioskConfiguration()
        if let text = try object.string("scene") {
            guard !text.isEmpty else { throw object.fail("scene", "expected a file path") }
            configuration.scene = resolved(text, besides: path)
        }
        if let text = try object.string("healthFile") {
            guard !text.isEmpty else { throw object.fail("healthFile", "expected a file path") }
            configuration.healthFile = resolved(text, besides: path)
        }
        if let seconds = try object.number("healthIntervalSeconds") {
            guard seconds >= 0.5, seconds <= 3600 else { throw object.fail("healthIntervalSeconds", "expected a number of seconds from 0.5 to 3600") }
            configuration.healthIntervalSeconds = seconds
        }
        if let seconds = try object.number("idleResetSeconds") {
            guard seconds >= 0 else { throw object.fail("idleResetSeconds", "expected a number of seconds ≥ 0 (0 turns the idle reset off)") }
            configuration.idleResetSeconds = seconds
        }
        if let gesture = try object.object("exitGesture", example: #"{"fingers": 5, "holdSeconds": 3}"#) {
            try gesture.refuseUnknownFields(known: exitGestureFields)
            if let fingers = try gesture.number("fingers") {
                guard fingers == fingers.rounded(), (2...10).contains(fingers) else {
                    throw gesture.fail("fingers", "expected a whole number from 2 to 10")
                }
                configuration.exitFingers = Int(fingers)
            }
            if let hold = try gesture.number("holdSeconds") {
                guard hold >= 0.5, hold <= 60 else { throw gesture.fail("holdSeconds", "expected a number from 0.5 to 60") }
                configuration.exitHoldSeconds = hold
            }
            if let slop = try gesture.number("slop") {
                guard slop > 0 else { throw gesture.fail("slop", "expected a number of pixels > 0") }
                configuration.exitSlop = slop
            }
        }
        if let seconds = try object.number("blankAfterSeconds") {
            guard seconds >= 0 else { throw object.fail("blankAfterSeconds", "expected a number of seconds ≥ 0 (0 never blanks)") }
            configuration.blankAfterSeconds = seconds
        }
        if let wake = try object.bool("wakeTouch") { configuration.wakeTouch = wake }
        if let overlay = try object.bool("overlay") { configuration.overlay = overlay }
        if let hud = try object.bool("hud") { configuration.hud = hud }
        if let names = try object.stringList("gestures") {
            var gestures: GestureSet = []
            for name in names {
                guard let gesture = GestureSet.names.first(where: { $0.0 == name })?.1 else {
                    throw object.fail("gestures", "unknown gesture \(TextExcerpt.quoted(name)) (expected drag, pinch or rotate)")
                }
                gestures.insert(gesture)
            }
            configuration.gestures = gestures
        }
        return configuration
    }

    /// A path from the file: absolute as it is, relative to the configuration file's folder.
    private static func resolved(_ text: String, besides path: String) -> String {
        text.hasPrefix("/") ? text : (FilePathParts.parent(of: path) as NSString).appendingPathComponent(text)
    }
}
