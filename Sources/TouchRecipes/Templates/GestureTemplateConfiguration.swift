import TouchEngine

/// The template matcher's thresholds, each with the reason for its value. Measured on the shared human strokes (six
/// people drawing the $1 set's sixteen shapes ten times, with a mouse or a touchpad): `touch-sandbox bench`.
public struct GestureTemplateConfiguration: Equatable, Sendable {
    /// Points each stroke is resampled to, evenly along its path. 64, as $1 uses: a star's ten corners keep several
    /// points each; 32 points lost 0.3 % of accuracy and 5 points of rejection on people's strokes, and more points
    /// cost time (the comparison grows with their square) without gaining on them.
    public var sampleCount = 64
    /// How far the alignment may slide one stroke's points along the other's, as a fraction of `sampleCount`. People
    /// draw one part of a shape bigger or smaller than another (a short left arm of a check, a long tail of a pig
    /// tail); a fifth of the stroke absorbs that. Beyond it a v would slide onto a check.
    public var alignmentBand = 0.2
    /// Weight of the direction of travel (a unit vector) against the position (in units of the stroke's size) at each
    /// aligned point. Direction tells apart what position alone confuses when points slide (a rectangle's corners and
    /// a circle's curve); 1.5 refused the most strokes of unknown shapes on people's strokes at the same accuracy.
    public var directionWeight = 1.5
    /// The largest mean distance (in the strokes' size units, direction included) at which a stroke is still taken for
    /// a template; a farther best match is refused. 0.85 keeps 97.7 % of people's strokes of taught shapes when each
    /// draws their own templates and refuses 84 % of strokes of shapes no template shows; a lower value refuses more
    /// unknown shapes and loses known ones (0.75: 96 % and 90 %).
    public var maximumDistance = 0.85
    /// A stroke shorter than this (window pixels, along its path) is a tap or a jitter, not a drawn symbol. People's
    /// smallest deliberate symbols are 25 px across (mouse users drawing tiny shapes); a 40 px path is far shorter.
    public var minimumStrokeLength = 40.0
    /// Points a traced stroke keeps before it is thinned (every other point dropped, and from then on half as many
    /// taken): a finger held down for minutes must not grow memory without end; 1,024 points are several seconds at
    /// a touchscreen's 120 Hz, and resampling to `sampleCount` needs far fewer.
    public var maximumTracedPoints = 1_024

    public init() {}
}
