import Foundation

/// Lines of a format 1 recording (JSON Lines, the header then one event a line: docs/formats.md) written by hand, for
/// tests that need a few exact events: the one place the tests spell the recording header and an event line.
public enum Format1Lines {
    /// The header of a recording made in a 1280×800 window.
    public static let header = Self.header(width: 1280, height: 800)

    /// The header of a recording made in a `width` × `height` window.
    public static func header(width: Int, height: Int) -> String {
        #"{"format":"touch-sandbox-recording","version":1,"width":\#(width),"height":\#(height)}"#
    }

    /// A touch event line (pressure 1, source touch).
    public static func event(_ t: Double, _ kind: String, _ id: Int, _ x: Double, _ y: Double) -> String {
        pointerEvent(t, kind, id, x, y)
    }

    /// A pointer event line: pressure 1 and source touch unless given; `size` (the contact's diameter) only when given.
    public static func pointerEvent(_ t: Double, _ kind: String, _ id: Int, _ x: Double, _ y: Double, pressure: Double = 1.0,
                                    source: String = "touch", size: Double? = nil) -> String {
        let sizeField = size.map { #","size":\#($0)"# } ?? ""
        return #"{"t":\#(t),"kind":"\#(kind)","id":\#(id),"x":\#(x),"y":\#(y),"pressure":\#(pressure),"source":"\#(source)"\#(sizeField)}"#
    }

    /// A whole recording: the header (a `width` × `height` window) and `events`, each line ended by a newline.
    public static func text(_ events: [String], width: Int = 1280, height: Int = 800) -> String {
        ([header(width: width, height: height)] + events).joined(separator: "\n") + "\n"
    }

    /// Writes the header (a `width` × `height` window) and `events` as `name` in `folder`; returns its path.
    public static func write(_ name: String, _ events: [String], width: Int = 1280, height: Int = 800,
                             in folder: TemporaryDirectory) throws -> String {
        try folder.write(name, text(events, width: width, height: height))
    }

    /// One finger drags the gem of the five-sprite test scene (`TestScene.fiveSprites`) from (250, 200) to (450, 300).
    public static func dragRecording(in folder: TemporaryDirectory) throws -> String {
        try write("drag.jsonl", [event(0, "down", 1, 250, 200), event(0.3, "move", 1, 450, 300), event(0.6, "up", 1, 450, 300)], in: folder)
    }
}
