/// The two ways a floating-point number becomes an integer in this project; `Int(x)` on a `Double` traps (a
/// SIGILL that ends the app) when `x` is NaN, infinite or beyond the integer's range, so no other way is used.
///
/// - `init?(checking:)` is for numbers from outside (a file, a packet, an option): nil means the number does not
///   fit, and the reader refuses it naming the field (`gestures[0].strokes[0][0]: x 1e19 is out of range`).
/// - `init(clamping:nan:)` is for figures the app computes itself (a pixel position far off screen, a count from a
///   duration), where the nearest integer is the right answer; each call site says why clamping is harmless there.
///
/// Both round toward zero, as `Int(x)` does: round first (`x.rounded()`, `.rounded(.up)`) for another rule.
///
/// ```swift
/// Int(checking: 1e19)          // nil: the reader names the field
/// Int32(clamping: 1e19)        // Int32.max: a position far off screen stays far off screen
/// Int(clamping: Double.nan)    // 0 (or the `nan:` given)
/// ```
extension FixedWidthInteger {
    /// `value` rounded toward zero, or nil when it is NaN, infinite or outside `Self.min...Self.max`.
    @inlinable
    public init?<Source: BinaryFloatingPoint>(checking value: Source) {
        guard let exact = Self(exactly: value.rounded(.towardZero)) else { return nil }
        self = exact
    }

    /// `value` rounded toward zero and clamped to `Self.min...Self.max` (infinities included); NaN gives `nan`.
    @inlinable
    public init<Source: BinaryFloatingPoint>(clamping value: Source, nan: Self = 0) {
        if value.isNaN {
            self = nan
        } else if let exact = Self(exactly: value.rounded(.towardZero)) {
            self = exact
        } else {
            self = value < 0 ? .min : .max
        }
    }
}
