/// Stuck touches that moved on or ended, in the order found: the first `capacity` records are kept, all are counted.
struct ClosedStuckLog: Sendable {
    private(set) var records: [TouchScreenReport.StuckTouch] = []
    private(set) var count = 0

    mutating func keep(_ record: TouchScreenReport.StuckTouch, capacity: Int) {
        count += 1
        if records.count < capacity { records.append(record) }
    }
}
