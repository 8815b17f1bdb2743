import ArgumentParser
import TouchScreenTesting

/// A panel's size given on the command line as `WxHmm`, e.g. `527x296mm` (the `mm` may be left out).
struct PanelSize: ExpressibleByArgument, Equatable, CustomStringConvertible {
    var width: Double
    var height: Double

    init?(argument: String) {
        var text = argument.lowercased()
        if text.hasSuffix("mm") { text.removeLast(2) }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000 else { return nil }
        self.width = width
        self.height = height
    }

    var description: String { "\(width)x\(height)mm" }

    /// Millimetres per pixel of a panel this size covering `pixelWidth` × `pixelHeight` pixels.
    func scale(pixelWidth: Double, pixelHeight: Double) -> PanelGeometry.Scale? {
        PanelGeometry.Scale(x: width / pixelWidth, y: height / pixelHeight)
    }
}

/// `--panel-size WxHmm`: the size of the panel's touch area, for a device that gives no resolution (or to overrule
/// the one it gives), so the acceptance checks can speak millimetres.
struct PanelSizeOption: ParsableArguments {
    @Option(name: .customLong("panel-size"),
            help: "The touch area's width x height in mm (e.g. 527x296mm), when the device gives no resolution: a replay's window, or the live display, covers it.")
    var panelSize: PanelSize?
}
