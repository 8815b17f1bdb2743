import TouchEngine

/// Contacts that ended, in the order they ended: the first `contactRecordCapacity` records are kept (the rest are
/// counted as dropped), and only the last `contactPathCapacity` of them keep their paths.
struct FinishedContactLog: Sendable {
    /// A contact that ended: its record, and its path while it is among the last `contactPathCapacity`.
    struct Entry: Sendable {
        var record: TouchScreenReport.Contact
        var path: [PathPoint]?
    }

    private(set) var entries: [Entry] = []
    /// Contacts that ended once the log was full.
    private(set) var dropped = 0

    /// Whether another record fits; when it does not, the contact is counted as dropped.
    mutating func makeRoom(configuration: TouchScreenTestConfiguration) -> Bool {
        guard entries.count < configuration.contactRecordCapacity else {
            dropped += 1
            return false
        }
        return true
    }

    /// Keeps a record (after `makeRoom` said it fits); the oldest path beyond the path capacity is let go.
    mutating func append(_ record: TouchScreenReport.Contact, path: [PathPoint], configuration: TouchScreenTestConfiguration) {
        entries.append(Entry(record: record, path: path))
        let pathless = entries.count - configuration.contactPathCapacity - 1
        if pathless >= 0 { entries[pathless].path = nil }
    }

    /// The paths of the last `limit` contacts (those that kept a path), oldest first.
    func recentPaths(_ limit: Int) -> [(id: PointerID, points: [PathPoint])] {
        entries.suffix(limit).compactMap { entry in entry.path.map { (PointerID(entry.record.id), $0) } }
    }
}
