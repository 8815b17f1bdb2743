import Foundation

/// Seconds as messages give them: to the microsecond, the finest a recording's clock gives (evdev stamps events in
/// microseconds), without trailing zeros, so float noise (`7.827450729000001`) never reaches the user.
enum SecondsText {
    static func of(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e15 else { return "\(seconds)" }
        var text = String(format: "%.6f", seconds)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
