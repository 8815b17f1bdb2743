/// The most recent records of one kind (the sandbox's taps, its recognised gestures, its notifications for the
/// app), at most `kept` of them, with a count of every record ever added: a kiosk running for weeks keeps a
/// bounded log however much it is used.
///
/// The records are trimmed to the most recent `kept` whenever twice as many are held, so trimming costs nothing per
/// record; `recent` always gives only the last `kept`.
public struct BoundedLog<Record> {
    /// How many of the most recent records `recent` gives (a negative bound keeps none).
    public let kept: Int
    /// Every record added so far, including those no longer kept.
    public private(set) var total = 0
    private var records: [Record] = []

    public init(keeping kept: Int) {
        self.kept = kept
    }

    /// The most recent records, oldest first, at most `kept`.
    public var recent: [Record] { Array(records.suffix(max(kept, 0))) }
    /// The latest record, if one is held.
    public var last: Record? { records.last }
    /// How many records are held now: never more than twice `kept` (at least two).
    public var heldCount: Int { records.count }

    public mutating func append(_ record: Record) {
        total += 1
        records.append(record)
        if records.count > 2 * max(kept, 1) { records.removeFirst(records.count - max(kept, 0)) }
    }

    /// The most recent records, oldest first, and an empty log after (the total stays).
    public mutating func drain() -> [Record] {
        defer { records.removeAll() }
        return recent
    }
}

extension BoundedLog: Sendable where Record: Sendable {}
