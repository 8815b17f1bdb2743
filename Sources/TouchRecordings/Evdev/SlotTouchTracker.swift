/// Multi-touch protocol B: `ABS_MT_SLOT` picks a slot; `ABS_MT_TRACKING_ID` starts a touch in it (-1 lifts it);
/// positions, pressure and touch major change only when sent and persist in the slot. A slot whose tracking id changes
/// ends its touch before a new one begins there.
///
/// A slot that gets a tracking id but never one of the positions (a Wacom Intuos5 touch sends the second finger of a
/// two-finger double tap with a Y and no X: the kernel only sends what changed, and keeps each slot's last values) is
/// a contact all the same, at the axis' last known value in any slot, or the axis' minimum when none was ever seen;
/// each such guess is listed (`drainGuesses`) for the log.
///
/// A lost `SYN_REPORT` lets changes accumulate into the next frame; a touch that began and ended inside such a merged
/// frame is still made, as a down and an up. Slot numbers outside `0..<RecordingLimits.maximumSlots` are ignored
/// (with the events sent to them, as libevdev does).
struct SlotTouchTracker: EvdevTouchTracker {
    var book = EvdevContactBook()

    private struct Slot {
        var trackingID: Int32 = -1
        var x: Int32?
        var y: Int32?
        var pressure: Int32?
        var touchMajor: Int32?
        /// The touch made for this slot, and the tracking id it was made for.
        var touch: Int?
        var touchTrackingID: Int32 = -1

        var contact: EvdevContact? {
            guard let x, let y else { return nil }
            return EvdevContact(x: x, y: y, pressure: pressure, touchMajor: touchMajor)
        }
    }

    /// Indexed by slot number, as long as the highest slot used.
    private var slots: [Slot] = []
    private var slotsAtLastReport: [Slot] = []
    private var currentSlot: Int32 = 0
    /// Touches that began and ended between two reports (a lost `SYN_REPORT`).
    private var flashes: [EvdevContact] = []
    private var dropping = false
    /// The guesses made so far, in order.
    private var guessedPositions: [GuessedPosition] = []
    /// The value a position axis starts at before any is seen: its minimum.
    private let axisMinimum: (x: Int32, y: Int32)
    /// The last position value any slot reported, per axis.
    private var lastKnown: (x: Int32?, y: Int32?) = (nil, nil)

    init(axisMinimum: (x: Int32, y: Int32) = (0, 0)) {
        self.axisMinimum = axisMinimum
    }

    mutating func drainGuesses(into guesses: inout [GuessedPosition]) {
        guesses.append(contentsOf: guessedPositions)
        guessedPositions.removeAll(keepingCapacity: true)
    }

    mutating func handle(_ event: EvdevEvent) {
        if event.type == EvdevType.synchronization {
            switch event.code {
            case EvdevCode.synReport:
                if dropping {
                    dropping = false
                } else {
                    report(at: event.time)
                }
                slotsAtLastReport = slots
            case EvdevCode.synDropped:
                slots = slotsAtLastReport
                flashes.removeAll()
                dropping = true
            default: break
            }
            return
        }
        guard event.type == EvdevType.absolute else { return }
        if event.code == EvdevCode.slot {
            currentSlot = event.value
            return
        }
        guard !dropping, (0..<Int32(RecordingLimits.maximumSlots)).contains(currentSlot) else { return }
        let index = Int(currentSlot)
        if index >= slots.count { slots.append(contentsOf: repeatElement(Slot(), count: index + 1 - slots.count)) }
        var slot = slots[index]
        switch event.code {
        case EvdevCode.trackingID:
            guard event.value != slot.trackingID else { return }
            let unreported = slot.trackingID >= 0 && (slot.touch == nil || slot.trackingID != slot.touchTrackingID)
            if unreported, flashes.count < RecordingLimits.maximumSlots {
                completePosition(of: &slot, index: index, at: event.time)
                if let contact = slot.contact { flashes.append(contact) }
            }
            slot.trackingID = max(event.value, -1)
        case EvdevCode.positionX:
            slot.x = event.value
            lastKnown.x = event.value
        case EvdevCode.positionY:
            slot.y = event.value
            lastKnown.y = event.value
        case EvdevCode.multiTouchPressure: slot.pressure = event.value
        case EvdevCode.touchMajor: slot.touchMajor = event.value
        default: return
        }
        slots[index] = slot
    }

    private mutating func report(at time: Int64) {
        let order = slots.indices
        for index in order {
            guard let touch = slots[index].touch, slots[index].trackingID != slots[index].touchTrackingID else { continue }
            book.end(touch, at: time)
            slots[index].touch = nil
            slots[index].touchTrackingID = -1
        }
        for contact in flashes {
            let key = book.newKey()
            book.begin(key, contact, at: time)
            book.end(key, at: time)
        }
        flashes.removeAll()
        for index in order {
            guard slots[index].trackingID >= 0 else { continue }
            var completed = slots[index]
            completePosition(of: &completed, index: index, at: time)
            slots[index] = completed
            let slot = completed
            guard let contact = slot.contact else { continue }
            if let touch = slot.touch {
                book.update(touch, contact, at: time)
            } else {
                let key = book.newKey()
                book.begin(key, contact, at: time)
                slots[index].touch = key
                slots[index].touchTrackingID = slot.trackingID
            }
        }
    }

    /// Gives a slot with a tracking id the positions it never reported: the last value any slot reported on that axis,
    /// else the axis' minimum; the slot keeps them, as the kernel does.
    private mutating func completePosition(of slot: inout Slot, index: Int, at time: Int64) {
        if slot.x == nil {
            slot.x = lastKnown.x ?? axisMinimum.x
            guessedPositions.append(GuessedPosition(slot: index, trackingID: slot.trackingID, axis: "ABS_MT_POSITION_X",
                                                    value: slot.x!, lastKnown: lastKnown.x != nil, time: time))
        }
        if slot.y == nil {
            slot.y = lastKnown.y ?? axisMinimum.y
            guessedPositions.append(GuessedPosition(slot: index, trackingID: slot.trackingID, axis: "ABS_MT_POSITION_Y",
                                                    value: slot.y!, lastKnown: lastKnown.y != nil, time: time))
        }
    }
}
