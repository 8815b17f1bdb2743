import ArgumentParser
import Foundation
import TouchScreenTesting

/// A panel's size given on the command line as `WxHmm`, e.g. `527x296mm` (the `mm` may be left out).
struct PanelSize: ExpressibleByArgument, Equatable, CustomStringConvertible {
    var width: Double
    var height: Double

    /// Sides outside this range (mm) are taken for a typo unless `--force` says otherwise: from a 30 mm wearable
    /// to a 3 m video wall.
    static let plausibleSides = 30.0...3000.0
    /// The panel's aspect may differ from its pixels' by this fraction before the user is warned: beyond it the
    /// pixels are not square, which a mode stretched over the panel makes (1280x800 on a 16:9 panel is 11 % off),
    /// but a typo makes too, so the figures in mm are given with a warning naming the mismatch.
    static let aspectTolerance = 0.1
    /// Beyond this fraction the aspect is taken for a typo and refused without `--force`: no panel shows a mode
    /// stretched by a quarter (a 4:3 size on 16:9 pixels is 33 % off, 527x29mm on 16:10 pixels 1,040 %).
    static let aspectRefusal = 0.25

    init?(argument: String) {
        var text = argument.lowercased()
        if text.hasSuffix("mm") { text.removeLast(2) }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000 else { return nil }
        self.width = width
        self.height = height
    }

    var description: String { "\(Self.millimetres(width))x\(Self.millimetres(height))mm" }

    /// A side as the user would type it: "527", "296.5".
    static func millimetres(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", value)
    }

    /// Millimetres per pixel of a panel this size covering `pixelWidth` × `pixelHeight` pixels.
    func scale(pixelWidth: Double, pixelHeight: Double) -> PanelGeometry.Scale? {
        PanelGeometry.Scale(x: width / pixelWidth, y: height / pixelHeight)
    }

    /// What makes this size unbelievable without `--force`: "a 29 mm side is outside 30-3000 mm"; nil when both
    /// sides are plausible.
    var implausibleSide: String? {
        let odd = [width, height].filter { !Self.plausibleSides.contains($0) }
        guard let first = odd.first else { return nil }
        let range = "\(Int(Self.plausibleSides.lowerBound))-\(Int(Self.plausibleSides.upperBound)) mm"
        return odd.count == 2 && odd[0] == odd[1] || odd.count == 1
            ? "\(odd.count == 1 ? "a" : "both") \(Self.millimetres(first)) mm \(odd.count == 1 ? "side is" : "sides are") outside \(range)"
            : "its \(Self.millimetres(odd[0])) and \(Self.millimetres(odd[1])) mm sides are outside \(range)"
    }

    /// How this size's aspect differs from `pixelWidth` × `pixelHeight` pixels (named by `pixels`, e.g. "the
    /// recording's") by more than `tolerance`; nil when it fits.
    func aspectMismatch(pixelWidth: Int, pixelHeight: Int, pixels: String, tolerance: Double) -> String? {
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        let panel = width / height, screen = Double(pixelWidth) / Double(pixelHeight)
        guard max(panel / screen, screen / panel) > 1 + tolerance else { return nil }
        return "aspect \(Self.aspect(panel)) but \(pixels) \(pixelWidth)x\(pixelHeight) pixels are \(Self.aspect(screen)) "
            + "(more than \(Int(tolerance * 100)) % apart)"
    }

    /// The refusal of this size for `problems` (the aspect's, then the sides').
    func refusal(_ problems: [String]) -> String {
        "--panel-size \(self): " + problems.joined(separator: ", and ") + "; give the panel's real size, or --force"
    }

    /// "18.2:1", or "1:1.8" for a tall one.
    static func aspect(_ ratio: Double) -> String {
        ratio >= 1 ? String(format: "%.1f:1", ratio) : String(format: "1:%.1f", 1 / ratio)
    }
}

/// `--panel-size WxHmm`: the size of the panel's touch area, for a device that gives no resolution (or to overrule
/// the one it gives), so the acceptance checks can speak millimetres. A size that cannot be the panel's (an aspect
/// more than 25 % from the pixels' it covers, a side outside 30-3000 mm) is refused unless `--force`, and one whose
/// aspect is more than 10 % off is taken with a warning, where the command calls `check` (replay; the live test
/// screen).
struct PanelSizeOption: ParsableArguments {
    @Option(name: .customLong("panel-size"),
            help: "The touch area's width x height in mm (e.g. 527x296mm), when the device gives no resolution: a replay's window, or the live display, covers it.")
    var panelSize: PanelSize?

    @Flag(help: "Take --panel-size as given even when it cannot be the panel's (a side outside 30-3000 mm, or an aspect more than 25 % from the pixels'; from 10 % it is taken with a warning).")
    var force = false

    func validate() throws {
        if force && panelSize == nil { throw ValidationError("--force needs --panel-size") }
    }

    /// Refuses (exit 2) a size whose aspect is far from the `pixelWidth` × `pixelHeight` pixels it covers (when
    /// known), or with a side no panel has, unless `--force`; returns the warning for an aspect only somewhat off
    /// (non-square pixels), which the caller prints, or nil.
    @discardableResult
    func check(pixelWidth: Int?, pixelHeight: Int?, pixels: String) throws -> String? {
        guard !force, let panelSize, let pixelWidth, let pixelHeight else {
            if !force, let panelSize, let side = panelSize.implausibleSide { throw InputFileError(panelSize.refusal([side])) }
            return nil
        }
        let far = panelSize.aspectMismatch(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixels: pixels,
                                           tolerance: PanelSize.aspectRefusal)
        let problems = [far, panelSize.implausibleSide].compactMap { $0 }
        if !problems.isEmpty { throw InputFileError(panelSize.refusal(problems)) }
        return panelSize.aspectMismatch(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixels: pixels,
                                        tolerance: PanelSize.aspectTolerance)
            .map { "--panel-size \(panelSize): \($0): the pixels are not square (a mode stretched over the panel?); the figures in mm take the size as given" }
    }
}
