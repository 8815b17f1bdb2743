import TouchEngine

/// Where the report picture (the window's output size) puts its three parts, so none hides another: the test area
/// (heatmap, grid, targets, paths, in the test's own canvas units) drawn whole at a uniform scale, the checks panel with every reason wrapped (never
/// cut), and the caption. Side by side (checks to the right, the caption under the test area) or stacked (the test
/// area, the caption, then the checks), whichever shows the test area larger.
struct ReportPictureLayout: Equatable {
    /// The test area's scale and where its top-left corner goes.
    var areaScale: Double
    var areaOrigin: Vector2
    var panel: Rect
    var caption: Rect
    /// False when the checks do not fit even stacked (a very small window): they run past the bottom.
    var fits: Bool

    static let margin = 16.0

    /// A test area of `canvasWidth` × `canvasHeight` units laid out in a `width` × `height` picture. `panelHeight(w)`
    /// and `captionHeight(w)` are the heights the panel and the caption need with their lines wrapped to `w`.
    init(width: Double, height: Double, canvasWidth: Double, canvasHeight: Double,
         panelHeight: (Double) -> Double, captionHeight: (Double) -> Double) {
        let m = Self.margin
        var best: ReportPictureLayout?
        // Side by side: the panel takes a share of the width on the right, the caption goes under the test area.
        for share in stride(from: 0.4, through: 0.7, by: 0.05) {
            let panelWidth = (width * share).rounded() - m
            let columnWidth = width - panelWidth - 3 * m
            guard columnWidth > 0 else { continue }
            let captionH = captionHeight(columnWidth)
            let scale = min(columnWidth / canvasWidth, (height - 3 * m - captionH) / canvasHeight)
            guard scale > 0, scale.isFinite else { continue }
            let panelH = panelHeight(panelWidth)
            let candidate = ReportPictureLayout(
                areaScale: scale, areaOrigin: Vector2(m + (columnWidth - canvasWidth * scale) / 2, m),
                panel: Rect(x: width - m - panelWidth, y: m, width: panelWidth, height: panelH),
                caption: Rect(x: m, y: m + canvasHeight * scale + m, width: columnWidth, height: captionH),
                fits: panelH <= height - 2 * m)
            best = Self.better(best, candidate)
        }
        // Stacked: the test area, the caption and the panel, each full width.
        let fullWidth = width - 2 * m
        if fullWidth > 0 {
            let panelH = panelHeight(fullWidth), captionH = captionHeight(fullWidth)
            let scale = min(fullWidth / canvasWidth, (height - 4 * m - panelH - captionH) / canvasHeight)
            if scale > 0, scale.isFinite {
                let areaBottom = m + canvasHeight * scale
                let candidate = ReportPictureLayout(
                    areaScale: scale, areaOrigin: Vector2(m + (fullWidth - canvasWidth * scale) / 2, m),
                    panel: Rect(x: m, y: areaBottom + 2 * m + captionH, width: fullWidth, height: panelH),
                    caption: Rect(x: m, y: areaBottom + m, width: fullWidth, height: captionH), fits: true)
                best = Self.better(best, candidate)
            }
        }
        // Nothing leaves room for the test area: the checks alone, from the top.
        self = best ?? ReportPictureLayout(
            areaScale: 0, areaOrigin: Vector2(m, m),
            panel: Rect(x: m, y: m, width: max(0, fullWidth), height: panelHeight(max(0, fullWidth))),
            caption: Rect(x: m, y: height, width: max(0, fullWidth), height: 0), fits: false)
    }

    private init(areaScale: Double, areaOrigin: Vector2, panel: Rect, caption: Rect, fits: Bool) {
        self.areaScale = areaScale
        self.areaOrigin = areaOrigin
        self.panel = panel
        self.caption = caption
        self.fits = fits
    }

    /// A layout whose checks fit beats one whose do not; then the larger test area wins.
    private static func better(_ a: ReportPictureLayout?, _ b: ReportPictureLayout) -> ReportPictureLayout {
        guard let a else { return b }
        if a.fits != b.fits { return a.fits ? a : b }
        return b.areaScale > a.areaScale ? b : a
    }

    /// The test area's rectangle in the picture, for a canvas of `canvasWidth` × `canvasHeight`.
    func area(canvasWidth: Double, canvasHeight: Double) -> Rect {
        Rect(x: areaOrigin.x, y: areaOrigin.y, width: canvasWidth * areaScale, height: canvasHeight * areaScale)
    }

}

/// Breaks text into lines no wider than a width.
enum LineWrapper {
    /// `text` in lines of at most `width` as `measure` gives it: broken at spaces, and inside a word only when the
    /// word alone is too wide (a long path).
    static func wrap(_ text: String, width: Double, measure: (String) -> Double) -> [String] {
        guard measure(text) > width else { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let joined = line.isEmpty ? word : line + " " + word
            if measure(joined) <= width {
                line = joined
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = word
            while measure(line) > width, line.count > 1 {
                var cut = line.count - 1
                while cut > 1, measure(String(line.prefix(cut))) > width { cut -= 1 }
                lines.append(String(line.prefix(cut)))
                line = String(line.dropFirst(cut))
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
