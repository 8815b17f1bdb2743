import FuzzSupport
import TouchEngine
import TouchRecipes

/// Gestures files (`--gestures`, `gestures record`): any bytes are either refused with an error naming the file, or
/// read as a file whose every example keeps `GestureExampleRules` and whose names are distinct; such a file is
/// written again without a trap, reads back with the same gestures to 0.1 px, and its matcher finds a nearest
/// template for its own first example.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let path = "/home/kiosk/gestures.json"
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let file: GestureTemplateFile
    do {
        file = try GestureTemplateFile.parse(bytes, file: path)
    } catch {
        expect(error.description.hasPrefix(path + ":"), "an error that does not name the file: \(error)")
        return 0
    }
    expect(file.problem == nil, "a file read that the writer refuses: \(file.problem ?? "")")
    expect(Set(file.gestures.map(\.name)).count == file.gestures.count, "two gestures of one name")
    for gesture in file.gestures {
        for stroke in gesture.strokes {
            expect(GestureExampleRules.problem(in: stroke) == nil, "a stroke read that the rules refuse")
        }
    }
    // What `gestures record` writes back after adding to it reads again, the same to the 0.1 px the file keeps.
    let written = Array(file.jsonData())
    let again: GestureTemplateFile
    do {
        again = try GestureTemplateFile.parse(written, file: path)
    } catch {
        expect(false, "a file written that does not read back: \(error)")
        return 0
    }
    expect(again.gestures.map(\.name) == file.gestures.map(\.name), "names changed on the way back")
    for (before, after) in zip(file.gestures, again.gestures) {
        let rounded = before.strokes.map { $0.map { Vector2(GestureExampleRules.written($0.x), GestureExampleRules.written($0.y)) } }
        expect(after.strokes == rounded, "strokes of \(before.name) changed beyond 0.1 px on the way back")
    }
    // The matcher learns every example, and a small file's first example has a nearest template (sizes capped so each
    // input stays quick).
    if let first = file.gestures.first?.strokes.first, file.gestures.reduce(0, { $0 + $1.strokes.count }) <= 64, first.count <= 256 {
        let matcher = file.matcher
        expect(matcher.nearest(first) != nil, "no nearest template for the file's own first example")
    }
    return 0
}
