/// A contact as a reason names it: its id and when it went down, so an id the panel reused for several contacts
/// still points at one of them ("contact 1, down at 2.35 s"; the time is the one `report.json` gives as `downTime`).
struct ContactName: Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var downTime: Double

    var description: String { "\(id) (down at \(AcceptanceFigures.text(downTime)) s)" }

    /// "contact 1, down at 2.35 s", for a reason's parenthesis.
    var phrase: String { "contact \(id), down at \(AcceptanceFigures.text(downTime)) s" }

    /// "1 (down at 0 s), 3 (down at 0.4 s), …" for `names` of `total` in all.
    static func list(_ names: [ContactName], of total: Int) -> String {
        names.map(\.description).joined(separator: ", ") + (total > names.count ? ", …" : "")
    }
}
