import Foundation

/// Lines of a format 1 recording written by hand, for tests that need a few exact events.
enum Format1Lines {
    static let header = #"{"format":"touch-sandbox-recording","version":1,"width":1280,"height":800}"#

    /// A touch event line (pressure 1, source touch).
    static func event(_ t: Double, _ kind: String, _ id: Int, _ x: Double, _ y: Double) -> String {
        #"{"t":\#(t),"kind":"\#(kind)","id":\#(id),"x":\#(x),"y":\#(y),"pressure":1.0,"source":"touch"}"#
    }

    /// Writes the header (a `width` × `height` window) and `events` as `name` in `folder`; returns its path.
    static func write(_ name: String, _ events: [String], width: Int = 1280, height: Int = 800,
                      in folder: TemporaryDirectory) throws -> String {
        let header = width == 1280 && height == 800 ? header
            : #"{"format":"touch-sandbox-recording","version":1,"width":\#(width),"height":\#(height)}"#
        return try folder.write(name, ([header] + events).joined(separator: "\n") + "\n")
    }

    /// One finger drags the gem of the five-sprite test scene from (250, 200) to (450, 300).
    static func dragRecording(in folder: TemporaryDirectory) throws -> String {
        try write("drag.jsonl", [event(0, "down", 1, 250, 200), event(0.3, "move", 1, 450, 300), event(0.6, "up", 1, 450, 300)], in: folder)
    }
}
