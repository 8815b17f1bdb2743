/// Input a source has gathered and the loop has not taken yet, oldest first. Its storage is kept from turn to
/// turn, so a busy source does not allocate for every batch.
struct PlaybackInputQueue {
    private var items: [PlaybackInput] = []
    private var taken = 0

    mutating func append(_ input: PlaybackInput) { items.append(input) }

    /// The oldest input not taken yet; nil (and the queue emptied) when all were taken.
    mutating func next() -> PlaybackInput? {
        guard taken < items.count else {
            items.removeAll(keepingCapacity: true)
            taken = 0
            return nil
        }
        taken += 1
        return items[taken - 1]
    }
}
