/// The limits every recording reader keeps, in one place: a broken or hostile file costs bounded memory and time,
/// and every message about it stays short.
public enum RecordingLimits {
    /// Bytes read from a file at a time.
    public static let chunkSize = 1 << 20
    /// A longer line is skipped as malformed; it is drained chunk by chunk, never held whole.
    public static let maximumLineLength = 1 << 20
    /// How many skipped-line messages, and how many warnings, a reader keeps; the rest are only counted.
    public static let keptMessages = 5
    /// The longest piece of a file's text quoted in a message, in characters, the closing "…" included.
    public static let excerptLength = 60
    /// Format 1 ids must be whole numbers of smaller magnitude than 2^53 (9007199254740992): every such id is exact
    /// as a Double too, and any arithmetic the program does on ids stays far from `Int`'s limits.
    public static let idMagnitudeLimit = 9_007_199_254_740_992
    /// The largest window side a format 1 header may give (as for scenes), so nothing sized from it can be huge.
    public static let maximumWindowSide = 16384
    /// A device description (the header of an evemu file, a `.desc` file, one device of a libinput recording)
    /// longer than this many bytes is refused.
    public static let maximumDescriptionBytes = 4 << 20
    /// Protocol B slot numbers at or above this are ignored (the kernel's devices have far fewer slots).
    public static let maximumSlots = 256
    /// Protocol A contacts reported in one frame beyond this many are dropped.
    public static let maximumContactsPerFrame = 64
}
