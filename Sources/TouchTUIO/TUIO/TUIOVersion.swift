import TouchEngine

/// The TUIO version a sender speaks (`--tuio-version`): 1.1's `/tuio/2Dcur` bundles, or 2.0's `/tuio2/frm`,
/// `/tuio2/ptr` and `/tuio2/alv`.
public enum TUIOVersion: Int, Sendable, CaseIterable {
    case tuio11 = 1
    case tuio20 = 2

    /// The TUIO 2.0 pointer type a pointer source is sent as (the low 16 bits of `tu_id`; the user, the high 16
    /// bits, is 0): a touch is 0, the specification's default for a pointer whose kind is not known (the sandbox
    /// does not know which finger), a pen 21 (stylus) and the mouse 23.
    public static func pointerType(of source: PointerSource) -> Int32 {
        switch source {
        case .touch, .tuio: 0
        case .pen: 21
        case .mouse: 23
        }
    }
}
